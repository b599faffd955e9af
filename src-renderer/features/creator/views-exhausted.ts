import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';

/** HTTP 402: the brand has opened as many creator profiles as its plan allows this month. */
export function isViewsExhausted(error: unknown): boolean {
  const payload = error instanceof BridgeError || isBridgeErrorPayload(error) ? error : null;
  return payload?.code === ErrorCode.profileViewsExhausted;
}
