import { describe, expect, it } from 'vitest';
import { MEDIA_KIT_CODE_PATTERN } from '../../src-shared/domain/media-kit';
import { newKitCode } from './kit-code';

describe('verification codes', () => {
  it('are ten characters of Crockford base 32, never I, L, O or U, and do not repeat', () => {
    const codes = Array.from({ length: 2_000 }, newKitCode);
    for (const code of codes) expect(code).toMatch(MEDIA_KIT_CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.join('')).not.toMatch(/[ILOU]/);
  });

  it('use every one of the 32 characters', () => {
    const seen = new Set(Array.from({ length: 500 }, newKitCode).join(''));
    expect(seen.size).toBe(32);
  });
});
