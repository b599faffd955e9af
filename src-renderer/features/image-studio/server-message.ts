import { useCallback } from 'react';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { useErrorMessage } from '../../i18n/error-message';

/**
 * Codes whose es-MX texts are about signing in, while the content tools' answers say what
 * happened to the image or the stories: for these the server's own message is the one to show
 * (`provider_not_configured` aside: see `useServerMessage`).
 */
export const PROVIDER_ERROR_CODES: readonly string[] = [
  ErrorCode.providerUnavailable,
  ErrorCode.rateLimited,
];

/**
 * A server's configuration words: `IMAGE_API_KEY`, `FACEBOOK_APP_ID`, … Those are for whoever
 * runs the server (README, docs/API.md), never for a creator's screen.
 */
const SERVER_SETTING_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

export const mentionsServerSetting = (message: string): boolean =>
  SERVER_SETTING_NAME.test(message);

export interface ServerMessageOptions {
  /** Codes whose server text is shown as it comes (when it names no server setting). */
  ownMessageCodes?: readonly string[];
  /**
   * Already translated: what a creator reads when this server lacks the tool's provider
   * (`provider_not_configured`), in plain words, instead of the server's setup instructions.
   */
  notConfigured: string;
}

/**
 * Like `useErrorMessage`, but the server's message wins for `ownMessageCodes`, and "not
 * configured" always reads `notConfigured`.
 */
export function useServerMessage({
  ownMessageCodes = PROVIDER_ERROR_CODES,
  notConfigured,
}: ServerMessageOptions): (error: unknown) => string {
  const describe = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof BridgeError)) return describe(error);
      if (error.code === ErrorCode.providerNotConfigured) return notConfigured;
      const own = error.message.trim();
      return ownMessageCodes.includes(error.code) && own !== '' && !mentionsServerSetting(own)
        ? own
        : describe(error);
    },
    [describe, ownMessageCodes, notConfigured],
  );
}
