import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../src-shared/bridge/bridge-error';

/**
 * A read that failed only because the server could not be reached (and no saved copy had it):
 * the offline banner already says why, so the section says no more than that it has no data.
 */
export function isOfflineFailure(error: unknown): boolean {
  if (!(error instanceof BridgeError || isBridgeErrorPayload(error))) return false;
  return error.code === ErrorCode.network || error.code === ErrorCode.offlineNoData;
}
