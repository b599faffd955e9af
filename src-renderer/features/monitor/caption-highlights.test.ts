import { describe, expect, it } from 'vitest';
import { captionParts } from './caption-highlights';

const marked = (caption: string, keywords: string[]) =>
  captionParts(caption, keywords)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('captionParts', () => {
  it('marks a hashtag in any case, and only that hashtag', () => {
    expect(marked('Listos #Viajes #viajesmx viajes', ['#viajes'])).toEqual(['#Viajes']);
  });

  it('marks a word anywhere as a whole word, hashtags included', () => {
    expect(marked('Sol de verano #sol, soleado y girasol', ['sol'])).toEqual(['Sol', 'sol']);
  });

  it('ignores accents both ways and keeps the caption’s own spelling', () => {
    expect(marked('Un café en Café Olé', ['cafe'])).toEqual(['café', 'Café']);
    expect(marked('Mi cafe de siempre', ['Café'])).toEqual(['cafe']);
    // "é" written as "e" plus a combining accent stays whole inside the mark.
    expect(marked('Cafe\u0301 frío', ['cafe'])).toEqual(['Cafe\u0301']);
  });

  it('matches a phrase apart by any spaces, and names with symbols', () => {
    expect(marked('Probé Refresco   Sol hoy', ['Refresco Sol'])).toEqual(['Refresco   Sol']);
    expect(marked('Ropa de H&M y de Coca-Cola.', ['H&M', 'Coca-Cola'])).toEqual([
      'H&M',
      'Coca-Cola',
    ]);
  });

  it('keeps every character, in order, and merges overlapping keywords', () => {
    const caption = 'Hoy #RefrescoSol con Refresco Sol';
    const parts = captionParts(caption, ['Refresco Sol', 'sol', '#refrescosol']);
    expect(parts.map((part) => part.text).join('')).toBe(caption);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual([
      '#RefrescoSol',
      'Refresco Sol',
    ]);
  });

  it('leaves a caption without matches as one plain part', () => {
    expect(captionParts('Nada aquí', ['#viajes'])).toEqual([{ text: 'Nada aquí', marked: false }]);
    expect(captionParts('', ['#viajes'])).toEqual([]);
  });
});
