import type { MonitorKeywordKind } from '../../src-shared/domain/monitor';
import { foldText } from '../../src-shared/rules/hashtags';

/** A keyword as matched: folded like captions are (lowercase, no accents), words apart. */
function foldedWords(keyword: string, kind: MonitorKeywordKind): string[] {
  const folded = foldText(keyword);
  return kind === 'hashtag' ? [folded.slice(1)] : folded.trim().split(/\s+/);
}

/**
 * Escapes the characters both dialects read as syntax; escaped, PostgreSQL and JavaScript (in
 * unicode mode, which refuses other escapes) both take them literally.
 */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The PostgreSQL regular expression (ARE) a folded caption must match: `\m` and `\M` bound a word
 * so "sol" finds "Sol" and "#sol" but not "soleado"; a hashtag keyword only the hashtag itself
 * ("#viajes", not "viajes" nor "#viajeseguro"); the words of a phrase apart by any spaces.
 * Literal text between the anchors lets the trigram index narrow the rows first.
 */
export function captionPattern(keyword: string, kind: MonitorKeywordKind): string {
  const words = foldedWords(keyword, kind).map(escapeRegex);
  return kind === 'hashtag' ? `#${words[0] ?? ''}\\M` : `\\m${words.join('\\s+')}\\M`;
}

const WORD_CHAR = '[\\p{L}\\p{N}_]';

/** The same match in JavaScript, to tell which of several keywords a found post carries. */
export function keywordMatcher(
  keyword: string,
  kind: MonitorKeywordKind,
): (caption: string) => boolean {
  const words = foldedWords(keyword, kind).map(escapeRegex);
  const body = kind === 'hashtag' ? `#${words[0] ?? ''}` : `(?<!${WORD_CHAR})${words.join('\\s+')}`;
  const pattern = new RegExp(`${body}(?!${WORD_CHAR})`, 'u');
  return (caption) => pattern.test(foldText(caption));
}
