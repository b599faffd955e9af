import { describe, expect, it } from 'vitest';
import { keywordFromName } from './default-keyword';

describe('keywordFromName', () => {
  it('keeps what a keyword may hold, trimmed to letters or digits at both ends', () => {
    expect(keywordFromName('Refresco Sol')).toBe('Refresco Sol');
    expect(keywordFromName('¡Acme Bebidas!')).toBe('Acme Bebidas');
    expect(keywordFromName('Sol ★ Luna (MX)')).toBe('Sol Luna MX');
    expect(keywordFromName('H&M')).toBe('H&M');
  });

  it('cuts a long name at a word and gives up on one with too little left', () => {
    const long = 'Compañía Mexicana de Bebidas Refrescantes y Aguas Minerales del Norte';
    expect(keywordFromName(long)).toBe('Compañía Mexicana de Bebidas Refrescantes y Aguas');
    expect(keywordFromName('★★★')).toBeNull();
    expect(keywordFromName('X')).toBeNull();
    expect(keywordFromName('x'.repeat(60))).toBeNull();
  });
});
