import { describe, expect, it } from 'vitest';
import { hasDisguisingCharacters } from './visible-text';

describe('text that disguises how it reads', () => {
  it.each([
    ['a right-to-left override', 'Marca\u202Egnp.exe'],
    ['a left-to-right embedding', '\u202AAurora'],
    ['an isolate', 'Aurora\u2066 Café'],
    ['a right-to-left mark', 'Aurora\u200F'],
    ['an Arabic letter mark', 'Aurora\u061C'],
    ['a lone high surrogate', 'Aurora\uD83D'],
    ['a lone low surrogate', '\uDE00Aurora'],
    ['a NUL', 'Aurora\u0000'],
    ['an escape', 'Aurora\u001B[31m'],
    ['a C1 control', 'Aurora\u0085'],
    ['a line separator', 'Aurora\u2028Café'],
    ['a line break in a name', 'Aurora\nCafé'],
  ])('refuses %s', (_what, text) => {
    expect(hasDisguisingCharacters(text)).toBe(true);
  });

  it.each([
    ['Spanish names', 'José Ñúñez Güemes'],
    ['an emoji (a whole pair)', 'Café 😀 de la Luna'],
    ['Arabic and Hebrew written plainly', 'مقهى القمر · קפה'],
    ['Japanese', '月のカフェ'],
    ['punctuation people type', 'Aurora & Co. — “Edición 2026” (MX)'],
    ['a zero-width joiner inside an emoji', 'Familia 👩‍👩‍👧'],
  ])('accepts %s', (_what, text) => {
    expect(hasDisguisingCharacters(text)).toBe(false);
  });

  it('lets a multi-line text keep its line breaks and tabs, and nothing else', () => {
    expect(hasDisguisingCharacters('Busco creadoras.\r\n\tCon video.', { multiline: true })).toBe(
      false,
    );
    expect(hasDisguisingCharacters('Busco\u202E creadoras.', { multiline: true })).toBe(true);
  });
});
