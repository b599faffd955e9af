import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';

/**
 * The core API answers 404 for a handle nobody has, for a brand's, and for a creator who deleted
 * their account: to the reader all of them are a profile that is not there.
 */
export function isProfileMissing(error: unknown): boolean {
  return (
    error instanceof BridgeError && (error.status === 404 || error.code === ErrorCode.notFound)
  );
}
