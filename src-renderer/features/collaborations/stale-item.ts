import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';

/** Codes that mean the item moved on elsewhere: the page reads it again instead of failing. */
const STALE: readonly string[] = [
  ErrorCode.draftVersionOutdated,
  ErrorCode.collaborationItemCancelled,
  ErrorCode.collaborationMoveNotAllowed,
  ErrorCode.collaborationCancelPending,
  ErrorCode.collaborationCancelNotRequested,
];

export function isStaleItemError(error: unknown): boolean {
  const payload = error instanceof BridgeError || isBridgeErrorPayload(error) ? error : null;
  return payload !== null && STALE.includes(payload.code);
}
