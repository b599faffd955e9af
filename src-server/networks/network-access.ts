import type { NetworkAccess, SocialNetwork } from '../../src-shared/domain/network';
import { grantStateAt } from '../../src-shared/rules/network-access';
import { networkLabel } from '../social/network-labels';
import type { GrantLifetime } from './credential-repository';

/**
 * Whether the network still accepts a verified connection's grant (NetworkAccess). The grant
 * ends with its refresh token where one is stored (every adapter that obtains one also renews
 * with it): at the end the network gave, or never when it gave none. Without a refresh token it
 * ends with the access token (Facebook's long-lived tokens, LinkedIn for most apps); X's never
 * ends. A refusal recorded by the last re-read outranks any date.
 */
export function accessOf(network: SocialNetwork, grant: GrantLifetime, now: Date): NetworkAccess {
  const label = networkLabel(network);
  if (grant.revokedAt) {
    return {
      state: 'revoked',
      expires_at: null,
      reason: grant.revokedReason ?? revokedReason(label),
    };
  }
  const end = grant.renewable ? grant.refreshExpiresAt : grant.expiresAt;
  if (!end) return { state: 'ok', expires_at: null, reason: null };
  const expires_at = end.toISOString();
  const state = grantStateAt(end, now);
  if (state === 'expired') {
    return {
      state,
      expires_at,
      reason: `La autorización de ${label} venció. Vuelve a conectar tu cuenta para seguir actualizando sus cifras.`,
    };
  }
  if (state === 'expiring') {
    return {
      state,
      expires_at,
      reason: `La autorización de ${label} vence pronto. Vuelve a conectar tu cuenta para que sus cifras se sigan actualizando.`,
    };
  }
  return { state: 'ok', expires_at, reason: null };
}

/** What a refused grant says, stored with the refusal (credential-repository.ts). */
export function revokedReason(label: string): string {
  return `${label} ya no acepta la autorización guardada. Vuelve a conectar tu cuenta para actualizar sus cifras.`;
}
