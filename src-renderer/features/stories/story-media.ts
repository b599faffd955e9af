import type { InstagramStory } from '../../../src-shared/domain/instagram-story';
import { APP_LOCALE } from '../../i18n/i18n';

const VIDEO_EXTENSION = /\.(mp4|mov)$/i;

/**
 * docs/PRODUCT.md §9: a story is a video when its file is an mp4 or a mov (the server says so too).
 */
export function isVideoStory(story: Pick<InstagramStory, 'media_type' | 'media_url'>): boolean {
  if (story.media_type === 'video') return true;
  try {
    return VIDEO_EXTENSION.test(new URL(story.media_url).pathname);
  } catch {
    return VIDEO_EXTENSION.test(story.media_url);
  }
}

/** The still a tile shows: Instagram's thumbnail, an image itself, or nothing for a bare video. */
export function storyStill(story: InstagramStory): string | null {
  return story.thumbnail_url ?? (isVideoStory(story) ? null : story.media_url);
}

/** Newest first by when it was published; the order the server keeps, kept across pages too. */
export function newestFirst<T extends Pick<InstagramStory, 'id' | 'taken_at'>>(
  stories: readonly T[],
): T[] {
  // A story published while paging can move the rest one place: keep each once.
  const unique = [...new Map(stories.map((story) => [story.id, story])).values()];
  return unique.sort((a, b) => Date.parse(b.taken_at) - Date.parse(a.taken_at));
}

/** Stories last a day on Instagram; after that their permalink leads nowhere. */
export const INSTAGRAM_STORY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function stillOnInstagram(story: InstagramStory, now: Date): boolean {
  return now.getTime() - Date.parse(story.taken_at) < INSTAGRAM_STORY_LIFETIME_MS;
}

const takenAtFormat = new Intl.DateTimeFormat(APP_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** `2026-03-05T20:30:00Z` → `5 mar 2026, 14:30` (local time: a story's hour matters). */
export function formatTakenAt(takenAt: string): string {
  return takenAtFormat.format(new Date(takenAt));
}
