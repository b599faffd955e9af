import { describe, expect, it } from 'vitest';
import { bearerToken, generateToken, hashToken, TOKEN_LIFETIME_MS } from './tokens';

describe('tokens', () => {
  it('generates 32 random bytes as base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, generateToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('hashes with sha256 (hex), deterministically', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashToken('abc')).toBe(hashToken('abc'));
    expect(hashToken('abd')).not.toBe(hashToken('abc'));
  });

  it('lives 90 days', () => {
    expect(TOKEN_LIFETIME_MS).toBe(90 * 86_400_000);
  });

  it('reads only well-formed bearer headers', () => {
    const token = generateToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('')).toBeNull();
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken(`Bearer ${token} extra`)).toBeNull();
    expect(bearerToken(`Bearer ${token}'--`)).toBeNull();
  });
});
