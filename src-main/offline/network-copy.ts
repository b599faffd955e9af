import type { NetworkConnection } from '../../src-shared/domain/network';

/**
 * A connection from an offline copy with every field today's answers carry: copies written
 * before issue 13 have no `trend` nor `access`, which now read as "no readings" and "unknown".
 */
export function completeConnection(stored: NetworkConnection): NetworkConnection {
  const partial = stored as Partial<NetworkConnection> &
    Omit<NetworkConnection, 'trend' | 'access'>;
  return {
    ...partial,
    trend: partial.trend ?? { points: [], change_30d: null },
    access: partial.access ?? null,
  };
}
