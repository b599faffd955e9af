import { ACCESS_EXPIRY_WARNING_DAYS, type NetworkConnection } from '../domain/network';

const DAY_MS = 86_400_000;

/**
 * Where a grant that ends at `end` stands at `now`: past its end it is expired, within
 * ACCESS_EXPIRY_WARNING_DAYS of it expiring, else ok (also when it never ends). The core API
 * words its NetworkAccess with it; the agency desk judges a copy read days ago with it again.
 */
export function grantStateAt(end: Date | string | null, now: Date): 'ok' | 'expiring' | 'expired' {
  if (end === null) return 'ok';
  const left = new Date(end).getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= ACCESS_EXPIRY_WARNING_DAYS * DAY_MS ? 'expiring' : 'ok';
}

/** The network no longer accepts the grant: its figures stay frozen until the creator reconnects. */
export const needsReconnect = (connection: Pick<NetworkConnection, 'access'>): boolean =>
  connection.access?.state === 'expired' || connection.access?.state === 'revoked';

/** Only figures a network reported can be read again, and only while it accepts the grant. */
export const canRefresh = (connection: Pick<NetworkConnection, 'connected' | 'access'>): boolean =>
  connection.connected && !needsReconnect(connection);
