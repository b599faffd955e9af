/** The longest hashtag kept or suggested; past this it is a sentence glued together, not a tag. */
export const HASHTAG_MAX_LENGTH = 50;

/**
 * Letters of any script (accents as separate marks included), digits and `_`: what Instagram and
 * TikTok keep in a tag. A `#` right after one of these (or after `&`, as in `&#39;`) starts none.
 */
const TAG_CHAR = '[\\p{L}\\p{M}\\p{N}_]';
const HASHTAG = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_&])#(${TAG_CHAR}+)`, 'gu');
const TAG_BODY = new RegExp(`^${TAG_CHAR}+$`, 'u');
const ONLY_DIGITS = /^\p{N}+$/u;

/** A tag as stored and answered: composed accents, lowercase, without the `#`. */
export function normalizeHashtag(tag: string): string {
  return tag.normalize('NFC').toLocaleLowerCase('es-MX');
}

/**
 * The form searches compare: lowercase without accents, so "Mexico" finds "méxico" ("ñ" becomes
 * "n", as in the finder's search).
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX').normalize('NFC');
}

/** Whether `tag` (without `#`) can be a hashtag: tag characters only, not all digits, not too long. */
export function isHashtagBody(tag: string): boolean {
  return (
    tag.length > 0 &&
    tag.length <= HASHTAG_MAX_LENGTH &&
    TAG_BODY.test(tag) &&
    !ONLY_DIGITS.test(tag)
  );
}

/** Whether `text` can begin a hashtag (what a user typed so far): tag characters only. */
export function isHashtagPrefix(text: string): boolean {
  return text.length > 0 && text.length <= HASHTAG_MAX_LENGTH && TAG_BODY.test(text);
}

/**
 * The distinct hashtags of a text (a caption, a brief, a proposal message), normalized. Numbers
 * (`#1`) and over-long runs are not tags.
 */
export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.normalize('NFC').matchAll(HASHTAG)) {
    const body = match[1];
    if (body && isHashtagBody(body)) tags.add(normalizeHashtag(body));
  }
  return [...tags];
}
