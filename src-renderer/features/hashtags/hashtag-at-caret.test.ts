import { describe, expect, it } from 'vitest';
import { hashtagAtCaret, insertHashtag, isSuggestible } from './hashtag-at-caret';

describe('hashtagAtCaret', () => {
  it('finds the tag being typed before the caret', () => {
    expect(hashtagAtCaret('Verano #via', 11)).toEqual({ start: 7, end: 11, typed: 'via' });
    expect(hashtagAtCaret('#méx', 4)).toEqual({ start: 0, end: 4, typed: 'méx' });
  });

  it('takes the rest of the word after the caret into the tag to replace', () => {
    expect(hashtagAtCaret('Ir de #viajes hoy', 10)).toEqual({ start: 6, end: 13, typed: 'via' });
  });

  it('finds nothing outside a tag', () => {
    expect(hashtagAtCaret('Sin etiquetas', 13)).toBeNull();
    expect(hashtagAtCaret('#viajes y más', 13)).toBeNull();
    expect(hashtagAtCaret('#viajes ', 8)).toBeNull();
  });

  it('follows the server’s rule that a # glued to a word starts no tag', () => {
    expect(hashtagAtCaret('correo#via', 10)).toBeNull();
    expect(hashtagAtCaret('&#39', 4)).toBeNull();
  });
});

describe('isSuggestible', () => {
  it('asks only once a letter follows the #', () => {
    expect(isSuggestible('')).toBe(false);
    expect(isSuggestible('2024')).toBe(false);
    expect(isSuggestible('v')).toBe(true);
    expect(isSuggestible('2024mx')).toBe(true);
    expect(isSuggestible('a'.repeat(51))).toBe(false);
  });
});

describe('insertHashtag', () => {
  it('replaces the partial tag and leaves the caret after a space', () => {
    const text = 'Verano #via';
    expect(insertHashtag(text, hashtagAtCaret(text, 11)!, 'viajes')).toEqual({
      text: 'Verano #viajes ',
      caret: 15,
    });
  });

  it('replaces the whole word and reuses a space already there', () => {
    const text = 'Ir de #viaXX hoy';
    expect(insertHashtag(text, hashtagAtCaret(text, 10)!, 'viajes')).toEqual({
      text: 'Ir de #viajes hoy',
      caret: 14,
    });
  });
});
