import { describe, expect, it } from 'vitest';
import { parseInstagramMedia } from './instagram-media';

describe('parseInstagramMedia', () => {
  it('keeps the Graph fields of each post, with the time as ISO', () => {
    expect(
      parseInstagramMedia([
        {
          id: '1790',
          caption: 'Nuevo video #viaje',
          media_type: 'VIDEO',
          media_url: 'https://cdn.example/v.mp4',
          thumbnail_url: 'https://cdn.example/v.jpg',
          permalink: 'https://www.instagram.com/p/abc/',
          timestamp: '2026-11-20T18:00:00+0000',
          like_count: 120,
          comments_count: 8,
        },
      ]),
    ).toEqual([
      {
        id: '1790',
        caption: 'Nuevo video #viaje',
        media_type: 'VIDEO',
        media_url: 'https://cdn.example/v.mp4',
        thumbnail_url: 'https://cdn.example/v.jpg',
        permalink: 'https://www.instagram.com/p/abc/',
        timestamp: '2026-11-20T18:00:00.000Z',
        like_count: 120,
        comments_count: 8,
      },
    ]);
  });

  it('skips entries it cannot show and leaves hidden counts unknown', () => {
    const posts = parseInstagramMedia([
      null,
      { id: '1', media_type: 'STORY', permalink: 'https://i/p/1', timestamp: '2026-11-20' },
      { id: '2', media_type: 'IMAGE', timestamp: '2026-11-20' },
      { id: '3', media_type: 'IMAGE', permalink: 'https://i/p/3', timestamp: 'yesterday' },
      { id: '4', media_type: 'IMAGE', permalink: 'https://i/p/4', timestamp: '2026-11-20' },
    ]);
    expect(posts.map((post) => post.id)).toEqual(['4']);
    expect(posts[0]).toMatchObject({ caption: '', like_count: null, comments_count: null });
    expect(parseInstagramMedia('nope')).toEqual([]);
  });
});
