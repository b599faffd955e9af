import { describe, expect, it } from 'vitest';
import { pickPhraseIndex } from './pick-phrase';

describe('pickPhraseIndex', () => {
  it('uses the random number to choose among all phrases on the first visit', () => {
    expect(pickPhraseIndex(12, null, () => 0)).toBe(0);
    expect(pickPhraseIndex(12, null, () => 0.5)).toBe(6);
    expect(pickPhraseIndex(12, null, () => 0.9999)).toBe(11);
  });

  it('never repeats the phrase shown last time', () => {
    for (let step = 0; step < 100; step += 1) {
      const random = () => step / 100;
      expect(pickPhraseIndex(12, 4, random)).not.toBe(4);
      expect(pickPhraseIndex(12, 0, random)).not.toBe(0);
      expect(pickPhraseIndex(12, 11, random)).not.toBe(11);
    }
  });

  it('can still reach every other phrase', () => {
    const seen = new Set<number>();
    for (let step = 0; step < 110; step += 1) seen.add(pickPhraseIndex(12, 4, () => step / 110));
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('copes with one phrase or none', () => {
    expect(pickPhraseIndex(1, 0)).toBe(0);
    expect(pickPhraseIndex(0, null)).toBe(0);
  });
});
