import * as v from 'valibot';
import {
  MONITOR_KEYWORD_MAX_LENGTH,
  MONITOR_KEYWORD_MIN_LENGTH,
  type MonitorKeywordKind,
} from '../domain/monitor';

/** `#` and tag characters: one hashtag. */
const HASHTAG_KEYWORD = /^#[\p{L}\p{M}\p{N}_]+$/u;
/**
 * Words of letters and digits, joined by spaces or by `-`, `'`, `’`, `&`, `.`, `_` inside them
 * ("Refresco Sol", "Coca-Cola", "H&M", "L'Oréal"); starting and ending with a letter or digit, so
 * a match can be bounded by the words around it.
 */
const WORD_KEYWORD = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}_'’&.\- ]*[\p{L}\p{M}\p{N}])?$/u;

export function keywordKindOf(keyword: string): MonitorKeywordKind | null {
  if (HASHTAG_KEYWORD.test(keyword)) return 'hashtag';
  if (WORD_KEYWORD.test(keyword)) return 'word';
  return null;
}

/** Spaces inside a keyword count once; outside, not at all. */
export function tidyKeyword(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** A keyword to track or search: `#tag` or a word (or a few), 2 to 50 characters. */
export const MonitorKeywordSchema = v.pipe(
  v.string('validation.monitorKeywordRequired'),
  v.transform(tidyKeyword),
  v.minLength(1, 'validation.monitorKeywordRequired'),
  v.minLength(MONITOR_KEYWORD_MIN_LENGTH, 'validation.monitorKeywordLength'),
  v.maxLength(MONITOR_KEYWORD_MAX_LENGTH, 'validation.monitorKeywordLength'),
  v.check((value) => keywordKindOf(value) !== null, 'validation.monitorKeywordInvalid'),
);

/** `POST /api/v3/monitor/keywords/`. */
export const MonitorKeywordInputSchema = v.strictObject({ keyword: MonitorKeywordSchema });
export type MonitorKeywordInput = v.InferOutput<typeof MonitorKeywordInputSchema>;

/** `GET /api/v3/monitor/?keyword=`: one keyword instead of every tracked one. */
export const MonitorQuerySchema = v.object({ keyword: v.optional(MonitorKeywordSchema) });
