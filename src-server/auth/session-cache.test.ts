import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { SessionCache } from './session-cache';

const NOW = new Date('2026-11-26T12:00:00Z');
const LATER = new Date('2026-12-26T12:00:00Z');
const user = { id: 'u1', email: 'ana@example.com', role: 'creator' } as unknown as UserRow;
const session = { tokenId: 't1', user };

function remembered(cache: SessionCache, ticket = cache.beginRead()) {
  cache.remember(ticket, 'hash', session, LATER, NOW);
  return cache.get('hash', NOW);
}

describe('SessionCache', () => {
  it('answers a session it read, as a copy the caller may change', () => {
    const cache = new SessionCache({ sharedDatabase: false });
    const first = remembered(cache);
    expect(first?.user.email).toBe('ana@example.com');
    first!.user.email = 'changed@example.com';
    expect(cache.get('hash', NOW)?.user.email).toBe('ana@example.com');
  });

  it('forgets a session past its expiry', () => {
    const cache = new SessionCache({ sharedDatabase: false });
    remembered(cache);
    expect(cache.get('hash', new Date(LATER.getTime() + 1))).toBeNull();
  });

  it('forgets everything once a session write settles', () => {
    const cache = new SessionCache({ sharedDatabase: false });
    remembered(cache);
    cache.writeStarted();
    cache.writeSettled();
    expect(cache.get('hash', NOW)).toBeNull();
  });

  it('keeps no answer read while a write started or settled', () => {
    const cache = new SessionCache({ sharedDatabase: false });
    const ticket = cache.beginRead();
    cache.writeStarted();
    cache.writeSettled();
    expect(remembered(cache, ticket)).toBeNull();
  });

  it('keeps no answer while a write is still in flight', () => {
    const cache = new SessionCache({ sharedDatabase: false });
    cache.writeStarted();
    expect(remembered(cache)).toBeNull();
  });

  it('on a shared database keeps nothing until other processes can be heard', () => {
    const cache = new SessionCache({ sharedDatabase: true });
    expect(remembered(cache)).toBeNull();
    cache.setComplete(true);
    expect(remembered(cache)).not.toBeNull();
    cache.changedElsewhere();
    expect(cache.get('hash', NOW)).toBeNull();
  });
});
