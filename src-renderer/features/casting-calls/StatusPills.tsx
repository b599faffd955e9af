import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, CastingCallStatus } from '../../../src-shared/domain/casting-call';
import { StatusPill } from '../../ui/StatusPill';
import { APPLICATION_STATUS_TONES, CASTING_CALL_STATUS_TONES } from './casting-call-status';

/** A call's status in words, in its colour; every screen that shows one says it the same way. */
export function CastingCallStatusPill({ status }: { status: CastingCallStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={CASTING_CALL_STATUS_TONES[status]}>
      {t(`castingCalls.statuses.${status}`)}
    </StatusPill>
  );
}

/** An application's status in words, in its colour (the brand's list, the creator's views). */
export function ApplicationStatusPill({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={APPLICATION_STATUS_TONES[status]}>
      {t(`applications.statuses.${status}`)}
    </StatusPill>
  );
}
