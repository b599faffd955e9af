import { useNetworks } from '../networks-panel';

/**
 * Whether the creator has an Instagram account connected through Facebook (verified: the only
 * kind whose stories the server can read). `unknown` when the list could not be read: the
 * download then tries, and the server says what is missing.
 */
export type InstagramConnection = 'checking' | 'connected' | 'missing' | 'unknown';

export function useInstagramConnection(): InstagramConnection {
  const { state } = useNetworks();
  if (state.status === 'loading') return 'checking';
  if (state.status === 'failed') return 'unknown';
  const verified = state.networks.some(
    (connection) => connection.network === 'instagram' && connection.connected,
  );
  return verified ? 'connected' : 'missing';
}
