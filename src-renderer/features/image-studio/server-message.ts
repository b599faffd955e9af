import { useCallback } from 'react';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { useErrorMessage } from '../../i18n/error-message';

/**
 * Codes whose es-MX texts are about signing in, while the content tools' answers say what
 * happened to the image or the stories and what to configure: for these the server's own message
 * is the one to show.
 */
export const PROVIDER_ERROR_CODES: readonly string[] = [
  ErrorCode.providerNotConfigured,
  ErrorCode.providerUnavailable,
  ErrorCode.rateLimited,
];

/** Like `useErrorMessage`, but the server's message wins for `ownMessageCodes`. */
export function useServerMessage(
  ownMessageCodes: readonly string[] = PROVIDER_ERROR_CODES,
): (error: unknown) => string {
  const describe = useErrorMessage();
  return useCallback(
    (error: unknown) =>
      error instanceof BridgeError &&
      ownMessageCodes.includes(error.code) &&
      error.message.trim() !== ''
        ? error.message
        : describe(error),
    [describe, ownMessageCodes],
  );
}
