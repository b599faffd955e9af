import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS } from '../domain/network';
import { canConnectAutomatically, connectionBadge } from './network-badge';

describe('connection badge', () => {
  it('is verified when connected, not verified otherwise, and absent for blog and snapchat', () => {
    expect(connectionBadge({ network: 'instagram', connected: true })).toBe('verified');
    expect(connectionBadge({ network: 'twitch', connected: false })).toBe('not_verified');
    expect(connectionBadge({ network: 'blog', connected: false })).toBeNull();
    expect(connectionBadge({ network: 'snapchat', connected: true })).toBeNull();
    expect(SOCIAL_NETWORKS.filter((network) => !canConnectAutomatically(network))).toEqual([
      'blog',
      'snapchat',
    ]);
  });
});
