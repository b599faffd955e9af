import { ErrorCode } from '../../src-shared/api/error-codes';
import type { ApplicationStatus, CastingCallStatus } from '../../src-shared/domain/casting-call';

type Refusal<C> = { ok: false; code: C };
type Change<S> = { ok: true; next: S; changed: boolean };

export type CallMove = 'edit' | 'publish' | 'close';

export type CallMoveOutcome =
  | Change<CastingCallStatus>
  | Refusal<typeof ErrorCode.castingCallClosed | typeof ErrorCode.castingCallNotOpen>;

/**
 * draft → open → closed. A closed call is frozen (no edits, no reopening). Publishing an open
 * call or closing a closed one asks for the state it is already in: answered as is (idempotent),
 * so a retried request never fails. Closing a draft is refused: it was never open.
 */
export function moveCall(status: CastingCallStatus, move: CallMove): CallMoveOutcome {
  if (move === 'close') {
    if (status === 'draft') return { ok: false, code: ErrorCode.castingCallNotOpen };
    return { ok: true, next: 'closed', changed: status === 'open' };
  }
  if (status === 'closed') return { ok: false, code: ErrorCode.castingCallClosed };
  if (move === 'publish') return { ok: true, next: 'open', changed: status === 'draft' };
  return { ok: true, next: status, changed: true };
}

export type ApplicationDecision = 'shortlist' | 'accept' | 'decline';

export type DecisionOutcome =
  Change<ApplicationStatus> | Refusal<typeof ErrorCode.applicationDecided>;

const DECIDED: readonly ApplicationStatus[] = ['accepted', 'declined'];

const RESULT: Readonly<Record<ApplicationDecision, ApplicationStatus>> = {
  shortlist: 'shortlisted',
  accept: 'accepted',
  decline: 'declined',
};

/**
 * applied → shortlisted → accepted | declined (accept and decline also straight from applied).
 * Accepted and declined are final; shortlisting a shortlisted application changes nothing.
 */
export function decideApplication(
  status: ApplicationStatus,
  decision: ApplicationDecision,
): DecisionOutcome {
  if (DECIDED.includes(status)) return { ok: false, code: ErrorCode.applicationDecided };
  const next = RESULT[decision];
  return { ok: true, next, changed: next !== status };
}
