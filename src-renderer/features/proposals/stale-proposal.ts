import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';

const STALE_CODES: readonly string[] = [ErrorCode.proposalClosed, ErrorCode.proposalNotYourTurn];

/**
 * The proposal moved on while it was on screen (the other side answered, or it closed): what the
 * person sees is out of date, so the screen says so and reads it again.
 */
export function isStaleProposalError(error: unknown): boolean {
  const payload = error instanceof BridgeError || isBridgeErrorPayload(error) ? error : null;
  return payload !== null && STALE_CODES.includes(payload.code);
}
