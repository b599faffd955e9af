import { describe, expect, it } from 'vitest';
import { captionPattern, keywordMatcher } from './keyword-pattern';

describe('captionPattern', () => {
  it('bounds words, folds the keyword and escapes what regular expressions read as syntax', () => {
    expect(captionPattern('Refresco  Sol', 'word')).toBe('\\mrefresco\\s+sol\\M');
    expect(captionPattern('#Viajés', 'hashtag')).toBe('#viajes\\M');
    expect(captionPattern('Dr. Simi', 'word')).toBe('\\mdr\\.\\s+simi\\M');
  });
});

describe('keywordMatcher', () => {
  it('matches whole words anywhere (hashtags too), hashtags only as themselves', () => {
    const sol = keywordMatcher('Sol', 'word');
    expect(sol('Un día de SOL.')).toBe(true);
    expect(sol('#sol en la playa')).toBe(true);
    expect(sol('soleado')).toBe(false);
    expect(sol('#sol_mx')).toBe(false);
    const viajes = keywordMatcher('#viajes', 'hashtag');
    expect(viajes('Mis #Viajés')).toBe(true);
    expect(viajes('mis viajes')).toBe(false);
    expect(viajes('#viajesmx')).toBe(false);
    expect(keywordMatcher('Dr. Simi', 'word')('Fui al DR. SIMI hoy')).toBe(true);
    expect(keywordMatcher('Dr. Simi', 'word')('Fui al drx simi hoy')).toBe(false);
  });
});
