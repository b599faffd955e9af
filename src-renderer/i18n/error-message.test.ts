import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { errorMessage } from './error-message';
import { i18n } from './i18n';

const bridgeError = (code: string, message = 'Mensaje del servidor') =>
  new BridgeError({ status: 400, code, message });

describe('errorMessage', () => {
  it('translates every code the sign-in flows can raise', () => {
    const codes = [
      'invalid_credentials',
      'email_in_use',
      'rate_limited',
      'network_error',
      'not_authenticated',
      'provider_not_configured',
      'google_token_invalid',
      'facebook_token_invalid',
      'sign_in_cancelled',
      'sign_in_timed_out',
      'keychain_unavailable',
      'invalid_arguments',
      'internal_error',
      'role_already_defined',
    ];
    for (const code of codes) {
      expect(i18n.exists(`errors.${code}`), code).toBe(true);
      expect(errorMessage(bridgeError(code), i18n)).toBe(i18n.t(`errors.${code}`));
    }
  });

  it('has a text for every shared error code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(i18n.exists(`errors.${code}`), code).toBe(true);
    }
  });

  it('lets a provider failure say who failed, never a sign-in outage (issue 34)', () => {
    const tiktokDown = bridgeError(
      'provider_unavailable',
      'No pudimos comunicarnos con TikTok. Inténtalo más tarde.',
    );
    expect(errorMessage(tiktokDown, i18n)).toBe(
      'No pudimos comunicarnos con TikTok. Inténtalo más tarde.',
    );
    const revoked = bridgeError(
      'network_reconnect_required',
      'TikTok ya no acepta la autorización.',
    );
    expect(errorMessage(revoked, i18n)).toBe('TikTok ya no acepta la autorización.');
    // Without a text of its own, the generic one names no sign-in.
    const bare = errorMessage(bridgeError('provider_unavailable', ' '), i18n);
    expect(bare).toBe(i18n.t('errors.provider_unavailable'));
    expect(bare).not.toMatch(/inicio de sesión/);
  });

  it('falls back to the error’s own message for unknown codes', () => {
    expect(errorMessage(bridgeError('some_new_code', 'Algo nuevo'), i18n)).toBe('Algo nuevo');
    expect(errorMessage(bridgeError('accounts.DuplicatedVanityName', 'En uso'), i18n)).toBe(
      'En uso',
    );
  });

  it('accepts plain payloads and hides anything else behind a generic text', () => {
    expect(errorMessage({ status: 401, code: 'invalid_credentials', message: 'x' }, i18n)).toBe(
      'El correo o la contraseña no son correctos.',
    );
    expect(errorMessage(new TypeError('boom'), i18n)).toBe(i18n.t('errors.internal_error'));
  });
});
