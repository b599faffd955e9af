import {
  CASTING_CALL_STATUSES,
  type CastingCallStatus,
} from '../../../src-shared/domain/casting-call';

/** `/casting-calls?status=…`: the brand's filter lives in the address, so back returns to it. */
export interface CastingCallsSearch {
  status?: CastingCallStatus;
}

export function parseCastingCallsSearch(search: Record<string, unknown>): CastingCallsSearch {
  const status = search.status;
  return typeof status === 'string' && (CASTING_CALL_STATUSES as readonly string[]).includes(status)
    ? { status: status as CastingCallStatus }
    : {};
}
