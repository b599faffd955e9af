import { isHashtagPrefix } from '../../../src-shared/rules/hashtags';

/** The hashtag the caret is in: `#` at `start`, the tag running to `end`. */
export interface TypedHashtag {
  start: number;
  end: number;
  /** What was typed between the `#` and the caret: what the suggestions are for. */
  typed: string;
}

// The same tag rule as the server's (src-shared/rules/hashtags.ts): a `#` right after a tag
// character or `&` (as in `&#39;`) starts no tag.
const TAG_BEFORE_CARET = /(?<![\p{L}\p{M}\p{N}_&])#([\p{L}\p{M}\p{N}_]*)$/u;
const TAG_AFTER_CARET = /^[\p{L}\p{M}\p{N}_]*/u;
const LETTER = /\p{L}/u;

/** The hashtag being written at `caret` in `text`, or null when the caret is not in one. */
export function hashtagAtCaret(text: string, caret: number): TypedHashtag | null {
  const before = TAG_BEFORE_CARET.exec(text.slice(0, caret));
  if (!before) return null;
  const rest = TAG_AFTER_CARET.exec(text.slice(caret))?.[0] ?? '';
  return { start: caret - before[0].length, end: caret + rest.length, typed: before[1] ?? '' };
}

/** A bare `#` or `#2024` has nothing worth suggesting yet; the server refuses over-long ones. */
export function isSuggestible(typed: string): boolean {
  return LETTER.test(typed) && isHashtagPrefix(typed);
}

/**
 * The text with the hashtag replaced by `#tag` and a space, the caret after that space; a space
 * already there is reused rather than doubled.
 */
export function insertHashtag(
  text: string,
  hashtag: TypedHashtag,
  tag: string,
): { text: string; caret: number } {
  const head = `${text.slice(0, hashtag.start)}#${tag}`;
  const tail = text.slice(hashtag.end);
  if (/^\s/.test(tail)) return { text: head + tail, caret: head.length + 1 };
  return { text: `${head} ${tail}`, caret: head.length + 1 };
}
