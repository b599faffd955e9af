import { describe, expect, it } from 'vitest';
import type { GrantLifetime } from './credential-repository';
import { accessOf } from './network-access';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY);

const grant = (over: Partial<GrantLifetime> = {}): GrantLifetime => ({
  renewable: false,
  expiresAt: null,
  refreshExpiresAt: null,
  revokedAt: null,
  revokedReason: null,
  ...over,
});

describe('accessOf', () => {
  it('holds while the network renews the grant without an end, or never ends it', () => {
    // A refresh token without an end: the access token's own hour does not matter.
    expect(accessOf('spotify', grant({ renewable: true, expiresAt: inDays(-1) }), NOW)).toEqual({
      state: 'ok',
      expires_at: null,
      reason: null,
    });
    // X's OAuth 1.0a tokens never end.
    expect(accessOf('twitter', grant(), NOW).state).toBe('ok');
  });

  it("ends with the refresh token's end where the network gave one", () => {
    const refreshEnd = inDays(3);
    expect(
      accessOf(
        'tiktok',
        grant({ renewable: true, expiresAt: inDays(1), refreshExpiresAt: refreshEnd }),
        NOW,
      ),
    ).toEqual({
      state: 'expiring',
      expires_at: refreshEnd.toISOString(),
      reason:
        'La autorización de TikTok vence pronto. Vuelve a conectar tu cuenta para que sus cifras se sigan actualizando.',
    });
    expect(
      accessOf('pinterest', grant({ renewable: true, refreshExpiresAt: inDays(30) }), NOW),
    ).toEqual({ state: 'ok', expires_at: inDays(30).toISOString(), reason: null });
  });

  it('ends with the access token without a refresh token: expiring within 7 days, then expired', () => {
    expect(accessOf('facebook', grant({ expiresAt: inDays(7) }), NOW).state).toBe('expiring');
    expect(accessOf('facebook', grant({ expiresAt: inDays(7.01) }), NOW).state).toBe('ok');
    expect(accessOf('facebook', grant({ expiresAt: NOW }), NOW)).toEqual({
      state: 'expired',
      expires_at: NOW.toISOString(),
      reason:
        'La autorización de Facebook venció. Vuelve a conectar tu cuenta para seguir actualizando sus cifras.',
    });
  });

  it('says revoked, with the stored reason, whatever the dates', () => {
    const reason = 'LinkedIn ya no acepta la autorización guardada.';
    expect(
      accessOf(
        'linkedin',
        grant({ expiresAt: inDays(40), revokedAt: inDays(-1), revokedReason: reason }),
        NOW,
      ),
    ).toEqual({ state: 'revoked', expires_at: null, reason });
  });
});
