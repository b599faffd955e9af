import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../src-shared/bridge/bridge-error';

/**
 * The Spanish text for a failed call: `errors.<code>` when the locale knows the code, otherwise
 * the error's own message (the core API already writes it in Spanish), otherwise a generic text.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  const payload = error instanceof BridgeError || isBridgeErrorPayload(error) ? error : null;
  if (!payload) return i18n.t(`errors.${ErrorCode.internal}`);
  const key = `errors.${payload.code}`;
  if (isPlainCode(payload.code) && i18n.exists(key)) return i18n.t(key);
  return payload.message.trim() || i18n.t(`errors.${ErrorCode.internal}`);
}

// Codes such as `accounts.DuplicatedVanityName` contain i18next separators; they are not keys.
const isPlainCode = (code: string): boolean => /^[A-Za-z0-9_]+$/.test(code);

export function useErrorMessage(): (error: unknown) => string {
  const { i18n } = useTranslation();
  return useCallback((error: unknown) => errorMessage(error, i18n), [i18n]);
}
