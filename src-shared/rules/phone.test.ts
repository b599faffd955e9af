import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countPhoneDigits, isValidPhone, phonePrefix, phoneProblem } from './phone';

describe('phone rule', () => {
  it.each([
    ['+52 55 1234 5678', '52', null],
    ['+52 (55) 1234-5678', '52', null],
    ['+52123456', '52', null], // 8 digits, the minimum
    ['+52 12345678901', '52', null], // 13 digits, the maximum
    ['+52 12345', '52', 'tooFewDigits'], // 7 digits
    ['+52 123456789012', '52', 'tooManyDigits'], // 14 digits
    ['55 1234 5678', '52', 'missingDialCode'],
    ['+1 555 123 4567', '52', 'missingDialCode'],
    ['+52 55 1234 abcd', '52', 'badCharacters'],
    ['+52 55.1234.5678', '52', 'badCharacters'],
    ['+52', '52', 'tooFewDigits'],
    ['+1 555 123 4567', '1', null],
  ])('%s with dial code %s → %s', (value, dialCode, problem) => {
    expect(phoneProblem(value, dialCode)).toBe(problem);
    expect(isValidPhone(value, dialCode)).toBe(problem === null);
  });

  it('a new country resets the field to + and its dial code', () => {
    expect(phonePrefix('52')).toBe('+52');
    expect(phonePrefix('1')).toBe('+1');
  });

  const dialCode = fc.stringMatching(/^[1-9]\d{0,2}$/);
  const separator = fc.constantFrom('', ' ', '-', '(', ')');

  it('is valid exactly when the whole value has 8 to 13 digits (property)', () => {
    fc.assert(
      fc.property(
        dialCode,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator)),
        (code, parts) => {
          const value = phonePrefix(code) + parts.map(([digit, sep]) => `${digit}${sep}`).join('');
          const digits = countPhoneDigits(value);
          expect(isValidPhone(value, code)).toBe(digits >= 8 && digits <= 13);
        },
      ),
    );
  });

  it('never accepts a value that does not start with + and the dial code (property)', () => {
    fc.assert(
      fc.property(dialCode, fc.string(), (code, rest) => {
        fc.pre(!rest.startsWith(phonePrefix(code)));
        expect(isValidPhone(rest, code)).toBe(false);
      }),
    );
  });
});
