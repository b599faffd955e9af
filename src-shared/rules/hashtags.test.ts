import { describe, expect, it } from 'vitest';
import { extractHashtags, foldText, isHashtagPrefix } from './hashtags';

describe('extractHashtags', () => {
  it('finds each tag once, lowercase, accents kept, whatever the script', () => {
    expect(extractHashtags('¡Viaje a #Mérida! #viajes #Viajes,#playa_MX #日本')).toEqual([
      'mérida',
      'viajes',
      'playa_mx',
      '日本',
    ]);
  });

  it('composes accents typed as separate marks', () => {
    expect(extractHashtags('#me\u0301xico')).toEqual(['méxico']);
  });

  it('skips numbers, tags glued to a word or an entity, and runs past 50 characters', () => {
    expect(
      extractHashtags(`#1 #2024 a#b &#39; correo#x #${'x'.repeat(51)} #${'y'.repeat(50)} #2024mx`),
    ).toEqual(['y'.repeat(50), '2024mx']);
  });

  it('ends a tag at punctuation, spaces or another #', () => {
    expect(extractHashtags('#uno.#dos-tres #cuatro#cinco')).toEqual(['uno', 'dos', 'cuatro']);
  });
});

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('MÉXICO Ñandú Über')).toBe('mexico nandu uber');
  });
});

describe('isHashtagPrefix', () => {
  it('takes tag characters only, digits included, up to 50', () => {
    expect(isHashtagPrefix('2024')).toBe(true);
    expect(isHashtagPrefix('méx')).toBe(true);
    expect(isHashtagPrefix('')).toBe(false);
    expect(isHashtagPrefix('a b')).toBe(false);
    expect(isHashtagPrefix('!!')).toBe(false);
    expect(isHashtagPrefix('a'.repeat(51))).toBe(false);
  });
});
