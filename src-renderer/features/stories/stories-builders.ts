import type { DownloadedStory, InstagramStory } from '../../../src-shared/domain/instagram-story';

const MEDIA = 'http://127.0.0.1:4100/media/stories';

export function anImageStory(overrides: Partial<DownloadedStory> = {}): DownloadedStory {
  return {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    media_type: 'image',
    media_url: `${MEDIA}/playa.jpg`,
    thumbnail_url: `${MEDIA}/playa.jpg`,
    permalink: 'https://www.instagram.com/stories/ana.crea/1/',
    taken_at: '2026-03-05T16:00:00.000Z',
    network: 'network-1',
    fetched_at: '2026-03-05T18:00:00.000Z',
    ...overrides,
  };
}

export function aVideoStory(overrides: Partial<DownloadedStory> = {}): DownloadedStory {
  return anImageStory({
    id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    media_type: 'video',
    media_url: `${MEDIA}/receta.mp4`,
    thumbnail_url: `${MEDIA}/receta-still.jpg`,
    taken_at: '2026-03-05T17:30:00.000Z',
    ...overrides,
  });
}

/** What the stories service answers for a kept story (without where it came from). */
export function asServedStory(story: DownloadedStory): InstagramStory {
  const { network: _network, fetched_at: _fetchedAt, ...served } = story;
  return served;
}
