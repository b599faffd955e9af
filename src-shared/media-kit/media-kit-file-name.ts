import type { MediaKit, MediaKitFormat } from '../domain/media-kit';
import { mediaKitI18n } from './media-kit-i18n';

/** Longest name a kit file gets, suffix and extension included: safe on every file system. */
export const MEDIA_KIT_FILE_NAME_MAX = 80;

/** `Ñandú Pérez` → `nandu-perez`: ASCII letters, digits and single hyphens only. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fitted(stem: string, suffix: string, extension: string): string {
  const room = MEDIA_KIT_FILE_NAME_MAX - suffix.length - extension.length - 1;
  return `${stem.slice(0, room).replace(/-+$/, '')}${suffix}.${extension}`;
}

/**
 * `kit-de-medios-<handle or name>.pdf`. The fixed prefix keeps the name off every reserved
 * device name (CON, NUL, COM1…); slugging leaves no separators, dots or non-ASCII letters.
 */
export function mediaKitFileName(
  kit: Pick<MediaKit, 'handle' | 'name'>,
  format: MediaKitFormat,
): string {
  const slug = slugify(kit.handle ?? '') || slugify(kit.name) || mediaKitI18n.t('fileNameFallback');
  return fitted(`${mediaKitI18n.t('fileNamePrefix')}-${slug}`, '', format);
}

/** The names already in a folder, as `uniqueFileName` compares them (without case). */
export function takenFileNames(names: Iterable<string>): Set<string> {
  return new Set([...names].map((name) => name.toLowerCase()));
}

/**
 * The name itself, or `<stem>-2.<ext>`, `-3`… — the first one `taken` (from `takenFileNames`) does
 * not hold. Compared without case, as Windows and macOS folders do. Adds the answer to `taken`, so a batch can call
 * it once per kit.
 */
export function uniqueFileName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
  let candidate = name;
  for (let counter = 2; taken.has(candidate.toLowerCase()); counter += 1) {
    candidate = extension ? fitted(stem, `-${counter}`, extension) : `${stem}-${counter}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}
