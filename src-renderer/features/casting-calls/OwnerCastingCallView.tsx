import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { StatusPill } from '../marketplace/StatusPill';
import { ApplicantList } from './ApplicantList';
import { CastingCallDetails } from './CastingCallDetails';
import { CASTING_CALL_STATUS_TONES } from './casting-call-status';
import { OwnerActions } from './OwnerActions';
import './CastingCallView.css';

export interface CastingCallViewProps {
  call: CastingCall;
  onChanged: (call: CastingCall) => void;
  onReload: () => void;
}

/** The brand's own call: its actions, what it asks for and who applied. */
export function OwnerCastingCallView({ call, onChanged, onReload }: CastingCallViewProps) {
  const { t } = useTranslation();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  useDocumentTitle(call.title);

  // Publishing or closing removes the button that was used: the new status takes focus instead.
  useEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [call]);

  const changed = (next: CastingCall) => {
    focusStatus.current = true;
    onChanged(next);
  };

  return (
    <>
      <PageHeader
        eyebrow={t('castingCalls.detail.eyebrow', { brand: call.brand.name })}
        title={call.title}
        actions={<OwnerActions call={call} onChanged={changed} onReload={onReload} />}
      />
      <div className="casting-call-view">
        <p ref={statusRef} tabIndex={-1} className="casting-call-view__status" role="status">
          <StatusPill tone={CASTING_CALL_STATUS_TONES[call.status]}>
            {t(`castingCalls.statuses.${call.status}`)}
          </StatusPill>
          <span>{t('castingCalls.list.applicants', { count: call.applications_count })}</span>
        </p>
        {call.status === 'draft' && <Alert tone="info">{t('castingCalls.detail.draftNote')}</Alert>}
        {call.status === 'closed' && (
          <Alert tone="info">{t('castingCalls.detail.closedNote')}</Alert>
        )}
        <CastingCallDetails call={call} />
        <ApplicantList call={call} />
      </div>
    </>
  );
}
