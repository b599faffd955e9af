import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isVanityKeyAllowed, normalizeVanity, vanityIndicator, vanityProblem } from './vanity';

describe('vanity rules', () => {
  it.each([
    ['a', true],
    ['Z', true],
    ['7', true],
    ['.', true],
    ['_', true],
    [' ', false],
    ['é', false],
    ['ñ', false],
    ['-', false],
    ['@', false],
    ['Enter', false],
  ])('key %j allowed: %s', (key, allowed) => {
    expect(isVanityKeyAllowed(key)).toBe(allowed);
  });

  it.each([
    ['Ana.Crea', 'ana.crea'],
    ['ana pérez', 'anaprez'],
    ['  MARIA_2024 ', 'maria_2024'],
    ['ñandú', 'and'],
    ['@ana-crea!', 'anacrea'],
  ])('normalises %j to %j', (raw, normalised) => {
    expect(normalizeVanity(raw)).toBe(normalised);
  });

  it.each([
    ['', 'required'],
    ['ab', 'tooShort'],
    ['abc', null],
    ['a'.repeat(30), null],
    ['a'.repeat(31), 'tooLong'],
    ['Ana', 'badCharacters'],
    ['ana crea', 'badCharacters'],
    ['josé', 'badCharacters'],
  ])('%j → %s', (value, problem) => {
    expect(vanityProblem(value)).toBe(problem);
  });

  it('indicator: neutral for the own handle, invalid when taken or malformed, valid when free', () => {
    expect(vanityIndicator('ana', 'Ana', true)).toBe('neutral');
    expect(vanityIndicator('ana2', 'ana', null)).toBe('neutral');
    expect(vanityIndicator('ana2', 'ana', false)).toBe('valid');
    expect(vanityIndicator('ana2', 'ana', true)).toBe('invalid');
    expect(vanityIndicator('a', null, false)).toBe('invalid');
    expect(vanityIndicator('', null, null)).toBe('invalid');
  });

  it('normalising is idempotent and leaves only allowed lowercase characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (raw) => {
        const once = normalizeVanity(raw);
        expect(normalizeVanity(once)).toBe(once);
        expect(once).toMatch(/^[a-z0-9._]*$/);
      }),
    );
  });
});
