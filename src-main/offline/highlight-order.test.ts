import { describe, expect, it } from 'vitest';
import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import { highlightOrder } from './media-kit-source';

/** A briefcase from a string: `i` an image, `v` a video, in grid order. */
function briefcase(kinds: string): BriefcaseItem[] {
  return [...kinds].map((kind, position) => ({
    id: `${kind}${position}`,
    media_type: kind === 'v' ? 'video' : 'image',
    image_url: `https://media.example/${position}`,
    thumbnail_url: `https://media.example/${position}.jpg`,
    profile_url: '',
    title: `${kind}${position}`,
    position,
    size_bytes: 1,
    created_at: '2026-01-01T00:00:00Z',
  }));
}

const titles = (kinds: string) => highlightOrder(briefcase(kinds)).map((item) => item.title);

describe('the pieces a kit highlights', () => {
  it('keeps two places for videos that come after six images, in grid order', () => {
    expect(titles('iiiiiiiivv')).toEqual(['i0', 'i1', 'i2', 'i3', 'v8', 'v9']);
  });

  it('takes no more than two videos while images can fill the other places', () => {
    expect(titles('vvvviiiiii')).toEqual(['v0', 'v1', 'i4', 'i5', 'i6', 'i7']);
  });

  it('lets videos fill places no image takes, and images places no video takes', () => {
    expect(titles('vvvvvi')).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'i5']);
    expect(titles('iiiiiiii')).toEqual(['i0', 'i1', 'i2', 'i3', 'i4', 'i5']);
    expect(titles('')).toEqual([]);
  });

  it('follows the grid position, not the order the server listed them in', () => {
    const items = briefcase('iv').reverse();
    expect(highlightOrder(items).map((item) => item.title)).toEqual(['i0', 'v1']);
  });
});
