import { describe, expect, it } from 'vitest';
import { createTrustedSenderCheck } from './trusted-sender';

describe('trusted sender check', () => {
  const isTrusted = createTrustedSenderCheck(['app://renderer', 'http://localhost:5173']);

  it('accepts the app protocol and the dev server, any path', () => {
    expect(isTrusted('app://renderer/index.html#/sign-in')).toBe(true);
    expect(isTrusted('http://localhost:5173/')).toBe(true);
  });

  it('refuses look-alikes, other ports, other schemes and garbage', () => {
    expect(isTrusted('app://renderer.evil/index.html')).toBe(false);
    expect(isTrusted('app://evil/index.html')).toBe(false);
    expect(isTrusted('http://localhost:5174/')).toBe(false);
    expect(isTrusted('https://localhost:5173/')).toBe(false);
    expect(isTrusted('file:///etc/passwd')).toBe(false);
    expect(isTrusted('about:blank')).toBe(false);
    expect(isTrusted('')).toBe(false);
  });
});
