import { describe, expect, it } from 'vitest';
import { parseInstagramStories } from './instagram-stories';

describe('parseInstagramStories', () => {
  it("reads Graph's stories, skipping entries it cannot download or date", () => {
    expect(
      parseInstagramStories([
        {
          id: '1',
          media_type: 'VIDEO',
          media_url: 'https://cdn/1.mp4',
          thumbnail_url: 'https://cdn/1.jpg',
          permalink: 'https://www.instagram.com/stories/a/1/',
          timestamp: '2026-05-01T10:00:00+0000',
        },
        {
          id: '2',
          media_type: 'IMAGE',
          media_url: 'https://cdn/2.jpg',
          timestamp: '2026-05-01T11:00:00+0000',
        },
        { id: '3', media_type: 'IMAGE', timestamp: '2026-05-01T11:00:00+0000' },
        {
          id: '4',
          media_type: 'CAROUSEL_ALBUM',
          media_url: 'x',
          timestamp: '2026-05-01T11:00:00+0000',
        },
        { id: '5', media_type: 'IMAGE', media_url: 'x', timestamp: 'ayer' },
        'basura',
      ]),
    ).toEqual([
      {
        id: '1',
        media_type: 'VIDEO',
        media_url: 'https://cdn/1.mp4',
        thumbnail_url: 'https://cdn/1.jpg',
        permalink: 'https://www.instagram.com/stories/a/1/',
        timestamp: '2026-05-01T10:00:00.000Z',
      },
      {
        id: '2',
        media_type: 'IMAGE',
        media_url: 'https://cdn/2.jpg',
        thumbnail_url: null,
        permalink: '',
        timestamp: '2026-05-01T11:00:00.000Z',
      },
    ]);
    expect(parseInstagramStories(undefined)).toEqual([]);
  });
});
