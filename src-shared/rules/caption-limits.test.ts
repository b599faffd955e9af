import { describe, expect, it } from 'vitest';
import { CAPTION_LIMITS, captionLength, captionLimitOf, captionTooLong } from './caption-limits';
import { SOCIAL_NETWORKS } from '../domain/network';
import type { SocialNetwork } from '../domain/network';
import { CAPTION_ABSOLUTE_MAX_LENGTH } from '../schemas/collaboration';

describe('caption limits', () => {
  it.each<[SocialNetwork, number]>([
    ['instagram', 2200],
    ['tiktok', 4000],
    ['youtube', 5000],
    ['twitter', 280],
    ['facebook', 63206],
    ['linkedin', 3000],
    ['pinterest', 500],
    ['twitch', 140],
    ['snapchat', 250],
    ['spotify', 4000],
    ['blog', 10000],
  ])('%s allows %i characters', (network, limit) => {
    expect(captionLimitOf(network)).toBe(limit);
    expect(CAPTION_LIMITS[network]).toBe(limit);
  });

  it('has a limit for every network, none past the absolute maximum', () => {
    expect(Object.keys(CAPTION_LIMITS).sort()).toEqual([...SOCIAL_NETWORKS].sort());
    for (const network of SOCIAL_NETWORKS) {
      expect(captionLimitOf(network)).toBeGreaterThan(0);
      expect(captionLimitOf(network)).toBeLessThanOrEqual(CAPTION_ABSOLUTE_MAX_LENGTH);
    }
  });
});

describe('counting characters as people see them', () => {
  it.each<[string, string, number]>([
    ['empty', '', 0],
    ['plain text', 'Hola mundo', 10],
    ['composed accents', 'canción año', 11],
    ['decomposed accents', 'cancio\u0301n an\u0303o', 11],
    ['a flag', '🇲🇽', 1],
    ['two flags', '🇲🇽🇪🇸', 2],
    ['a skin tone', '👍🏽', 1],
    ['a ZWJ family', '👩‍👩‍👧‍👦', 1],
    ['a ZWJ profession with tone', '👩🏾‍💻', 1],
    ['a keycap', '1️⃣', 1],
    ['an emoji outside the BMP', '😀', 1],
    ['a mix', 'Nuevo 👩‍👩‍👧‍👦 en 🇲🇽!', 13],
    ['CRLF counts once', 'a\r\nb', 3],
  ])('%s', (_name, text, length) => {
    expect(captionLength(text)).toBe(length);
  });
});

describe('too long', () => {
  it('allows exactly the limit and refuses one more', () => {
    expect(captionTooLong('twitter', 'a'.repeat(280))).toBe(false);
    expect(captionTooLong('twitter', 'a'.repeat(281))).toBe(true);
  });

  it('counts an emoji sequence once, however many code units it has', () => {
    const family = '👩‍👩‍👧‍👦';
    expect(family.length).toBe(11);
    expect(captionTooLong('twitch', family.repeat(140))).toBe(false);
    expect(captionTooLong('twitch', family.repeat(141))).toBe(true);
  });

  it('counts decomposed accents as one character each', () => {
    expect(captionTooLong('pinterest', 'e\u0301'.repeat(500))).toBe(false);
    expect(captionTooLong('pinterest', 'e\u0301'.repeat(501))).toBe(true);
  });
});
