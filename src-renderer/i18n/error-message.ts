import type { i18n as I18n } from 'i18next';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, SELF_DESCRIBED_CODES } from '../../src-shared/api/error-codes';
import { BridgeError, isBridgeErrorPayload } from '../../src-shared/bridge/bridge-error';
import { offlineReasonAtom } from '../connectivity/connectivity-atoms';

/**
 * The Spanish text for a failed call: `errors.<code>` when the locale knows the code, otherwise
 * the error's own message (the core API already writes it in Spanish), otherwise a generic text.
 * Codes in SELF_DESCRIBED_CODES are the other way round: their own message names who failed.
 */
export function errorMessage(error: unknown, i18n: I18n): string {
  const payload = error instanceof BridgeError || isBridgeErrorPayload(error) ? error : null;
  if (!payload) return i18n.t(`errors.${ErrorCode.internal}`);
  if (SELF_DESCRIBED_CODES.has(payload.code) && isForPeople(payload.message)) {
    return payload.message.trim();
  }
  const key = `errors.${payload.code}`;
  if (isPlainCode(payload.code) && i18n.exists(key)) return i18n.t(key);
  return payload.message.trim() || i18n.t(`errors.${ErrorCode.internal}`);
}

/**
 * A message a person can act on: not empty, and naming no server setting (`IMAGE_API_URL`), which
 * says something to whoever runs the server, never to the person at the desk.
 */
const isForPeople = (message: string): boolean =>
  message.trim() !== '' && !/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(message);

// Codes such as `accounts.DuplicatedVanityName` contain i18next separators; they are not keys.
const isPlainCode = (code: string): boolean => /^[A-Za-z0-9_]+$/.test(code);

/**
 * `errorMessage`, and for a call that found no server: "Sin conexión a internet" only when main
 * found the network down, never when just the server does not answer.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { i18n } = useTranslation();
  const networkDown = useAtomValue(offlineReasonAtom) === 'network_down';
  return useCallback(
    (error: unknown) =>
      networkDown && isBridgeErrorPayload(error) && error.code === ErrorCode.network
        ? i18n.t('errors.network_error_offline')
        : errorMessage(error, i18n),
    [i18n, networkDown],
  );
}
