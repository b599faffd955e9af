import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { keywordKindOf, MonitorKeywordSchema } from './monitor';

describe('MonitorKeywordSchema', () => {
  it('tidies spaces and tells hashtags from words', () => {
    expect(v.parse(MonitorKeywordSchema, '  Refresco   Sol ')).toBe('Refresco Sol');
    expect(keywordKindOf('#Viajes')).toBe('hashtag');
    for (const word of ['Coca-Cola', 'H&M', "L'Oréal", 'Dr. Simi', 'ab', '7 Eleven']) {
      expect(keywordKindOf(word), word).toBe('word');
    }
  });

  it('refuses symbols, a hashtag with spaces, and words that end in punctuation', () => {
    for (const keyword of ['!!', '#mi tag', 'hola!', '-sol', 'sol-', '##x', '#']) {
      expect(v.is(MonitorKeywordSchema, keyword), keyword).toBe(false);
    }
  });
});
