import { describe, expect, it } from 'vitest';
import type { NetworkConnection } from '../../src-shared/domain/network';
import { completeConnection } from './network-copy';

const base = {
  uuid: '5d0c6c2e-8a35-4b86-9a43-7f1c2a0e5b11',
  network: 'instagram',
  username: 'ana',
  name: '',
  followers: 1200,
  connected: true,
  is_channel: false,
  url: '',
  metrics: null,
} as const;

describe('completeConnection', () => {
  it('gives a connection from an older copy an empty trend and an unknown access', () => {
    const old = { ...base } as unknown as NetworkConnection;
    expect(completeConnection(old)).toEqual({
      ...base,
      trend: { points: [], change_30d: null },
      access: null,
    });
  });

  it('keeps what a newer copy holds', () => {
    const current: NetworkConnection = {
      ...base,
      trend: {
        points: [{ read_at: '2025-01-01T00:00:00.000Z', followers: 1200, source: 'instagram' }],
        change_30d: null,
      },
      access: { state: 'expiring', expires_at: '2025-01-05T00:00:00.000Z', reason: 'Pronto.' },
    };
    expect(completeConnection(current)).toEqual(current);
  });
});
