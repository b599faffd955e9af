import type { ApplicationStatus, CastingCallStatus } from '../../../src-shared/domain/casting-call';
import type { StatusTone } from '../../ui/StatusPill';

export const CASTING_CALL_STATUS_TONES: Record<CastingCallStatus, StatusTone> = {
  draft: 'neutral',
  open: 'success',
  closed: 'danger',
};

export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, StatusTone> = {
  applied: 'info',
  shortlisted: 'warning',
  accepted: 'success',
  declined: 'danger',
};
