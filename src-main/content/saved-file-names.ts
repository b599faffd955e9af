import type { GeneratedImage } from '../../src-shared/domain/ai-image';
import type { InstagramStory } from '../../src-shared/domain/instagram-story';
import { slugify } from '../../src-shared/media-kit/media-kit-file-name';
import { detectImageKind } from '../../src-shared/rules/image-file';
import { detectVideoKind } from '../../src-shared/rules/video-file';
import type { SaveFileKind } from '../exports/ports';

/** Words of the prompt a suggested file name keeps: enough to tell images apart, still short. */
const PROMPT_WORDS = 6;
const STEM_MAX = 60;

const shortId = (id: string) =>
  id
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 8)
    .toLowerCase();

/**
 * `imagen-gato-astronauta-en-la-luna.png`: the first words of the prompt, slugged (ASCII letters,
 * digits and hyphens, so no separator, dot or reserved device name gets in); a prompt with no
 * such letters falls back to the image's id.
 */
export function aiImageFileName(image: Pick<GeneratedImage, 'id' | 'prompt'>): string {
  const words = slugify(image.prompt).split('-').filter(Boolean).slice(0, PROMPT_WORDS).join('-');
  const stem = (words || shortId(image.id) || 'generada').slice(0, STEM_MAX).replace(/-+$/, '');
  return `imagen-${stem}.png`;
}

/** `historia-2025-03-05-1a2b3c4d.mp4`: the day it was published and a piece of its id. */
export function storyFileName(
  story: Pick<InstagramStory, 'id' | 'taken_at'>,
  kind: SaveFileKind,
): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(story.taken_at)?.[0];
  const parts = ['historia', day, shortId(story.id)].filter(Boolean);
  return `${parts.join('-')}.${kind}`;
}

const URL_EXTENSIONS: Record<string, SaveFileKind> = {
  mp4: 'mp4',
  mov: 'mov',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
};

function extensionOf(url: string): SaveFileKind | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension && URL_EXTENSIONS[extension]) || null;
}

const IMAGE_KINDS = { jpeg: 'jpg', png: 'png' } as const;

/**
 * What a story's file is saved as. docs/PRODUCT.md §9: video when the media's extension is mp4 or
 * mov, so the URL's extension names the kind; the bytes must agree with `media_type` (a video's
 * bytes an MP4 or QuickTime file, an image's a JPEG or PNG). A URL without a known extension takes
 * the kind the bytes show. Null when the bytes are not what the story says.
 */
export function storyFileKind(
  story: Pick<InstagramStory, 'media_type' | 'media_url'>,
  bytes: Uint8Array,
): SaveFileKind | null {
  const named = extensionOf(story.media_url);
  if (story.media_type === 'video') {
    const detected = detectVideoKind(bytes);
    if (!detected) return null;
    return named === 'mp4' || named === 'mov' ? named : detected;
  }
  const detected = detectImageKind(bytes);
  if (!detected) return null;
  const kind = IMAGE_KINDS[detected];
  // An image named .png holding a JPEG (or the reverse) is saved under what it holds.
  return named === kind ? named : kind;
}
