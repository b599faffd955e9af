import { describe, expect, it } from 'vitest';
import { anImageStory, aVideoStory } from './stories-builders';
import { isVideoStory, newestFirst, stillOnInstagram, storyStill } from './story-media';

describe('story media', () => {
  it('is a video when the server says so or the file is an mp4 or a mov', () => {
    expect(isVideoStory(aVideoStory())).toBe(true);
    expect(isVideoStory(anImageStory())).toBe(false);
    expect(isVideoStory(anImageStory({ media_url: 'http://127.0.0.1:1/media/a.MOV' }))).toBe(true);
    expect(isVideoStory(anImageStory({ media_url: 'http://127.0.0.1:1/media/a.mp4?v=1' }))).toBe(
      true,
    );
    expect(isVideoStory(anImageStory({ media_url: 'http://127.0.0.1:1/media/mp4.png' }))).toBe(
      false,
    );
  });

  it('shows a video’s still, an image itself, and nothing for a bare video', () => {
    expect(storyStill(aVideoStory())).toBe(aVideoStory().thumbnail_url);
    expect(storyStill(anImageStory({ thumbnail_url: null }))).toBe(anImageStory().media_url);
    expect(storyStill(aVideoStory({ thumbnail_url: null }))).toBeNull();
  });

  it('orders newest first and keeps each story once', () => {
    const older = anImageStory({ id: 'a', taken_at: '2026-03-05T10:00:00.000Z' });
    const newer = anImageStory({ id: 'b', taken_at: '2026-03-05T12:00:00.000Z' });
    expect(newestFirst([older, newer, older]).map((story) => story.id)).toEqual(['b', 'a']);
  });

  it('links to Instagram only within the story’s 24 hours', () => {
    const story = anImageStory({ taken_at: '2026-03-05T12:00:00.000Z' });
    expect(stillOnInstagram(story, new Date('2026-03-06T11:59:00.000Z'))).toBe(true);
    expect(stillOnInstagram(story, new Date('2026-03-06T12:00:00.000Z'))).toBe(false);
  });
});
