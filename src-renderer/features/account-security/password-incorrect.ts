import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../../src-shared/bridge/bridge-error';

/**
 * The core API answers a wrong current password with a code and no field (it is about the
 * account, not the body's shape); the form still shows it under the password field.
 */
export function isPasswordIncorrect(error: unknown): boolean {
  return (
    (error instanceof BridgeError || isBridgeErrorPayload(error)) &&
    error.code === ErrorCode.passwordIncorrect
  );
}
