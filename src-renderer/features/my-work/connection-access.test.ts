import { describe, expect, it } from 'vitest';
import type { NetworkAccess } from '../../../src-shared/domain/network';
import { aNetwork } from '../../test/builders';
import { canRefresh, connectionsNeedingAttention, needsReconnect } from './connection-access';

const access = (state: NetworkAccess['state']): NetworkAccess => ({
  state,
  expires_at: null,
  reason: null,
});

describe('connection access', () => {
  it('asks to reconnect only once the grant expired or was revoked', () => {
    expect(needsReconnect(aNetwork({ access: access('expired') }))).toBe(true);
    expect(needsReconnect(aNetwork({ access: access('revoked') }))).toBe(true);
    expect(needsReconnect(aNetwork({ access: access('expiring') }))).toBe(false);
    expect(needsReconnect(aNetwork({ access: null }))).toBe(false);
  });

  it('refreshes verified connections whose grant still holds', () => {
    expect(canRefresh(aNetwork({ connected: true, access: access('ok') }))).toBe(true);
    expect(canRefresh(aNetwork({ connected: true, access: access('expiring') }))).toBe(true);
    expect(canRefresh(aNetwork({ connected: true, access: access('revoked') }))).toBe(false);
    expect(canRefresh(aNetwork({ connected: false, access: null }))).toBe(false);
  });

  it('puts expiring, expired and revoked grants in the banner, in list order', () => {
    const listed = connectionsNeedingAttention([
      aNetwork({ uuid: 'a', access: access('ok') }),
      aNetwork({ uuid: 'b', access: access('revoked') }),
      aNetwork({ uuid: 'c', access: null }),
      aNetwork({ uuid: 'd', network: 'tiktok', access: access('expiring') }),
    ]);
    expect(listed.map((connection) => connection.uuid)).toEqual(['b', 'd']);
  });
});
