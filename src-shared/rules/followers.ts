import { onFirstUse } from '../i18n/on-first-use';

/**
 * Followers are typed the Mexican way, with thousand separators (`12,345`); commas are stripped
 * before sending. More than the world's population is not a real audience.
 */
export const MAX_FOLLOWERS = 10_000_000_000;

/** Why typed followers are not a count: each has its own message (`followersMessage`). */
export type FollowersProblem = 'required' | 'decimal' | 'negative' | 'notNumber' | 'tooMany';

export type FollowersReading =
  { ok: true; value: number } | { ok: false; problem: FollowersProblem };

/** `-5`, `- 1,200`: a sign before the number. */
const NEGATIVE = /^[-−]\s*[\d.,]*\d/;
/** `1.5`, `1.`, `12,345.6`: es-MX writes decimals with a point. */
const POINT_DECIMAL = /^[\d,]*\d\.\d*$|^\.\d+$/;
/** `1,5`, `12,34`: a comma followed by one or two digits is a decimal comma, not a group. */
const COMMA_DECIMAL = /^[\d,]*\d,\d{1,2}$/;
const DIGITS_AND_COMMAS = /^[\d,]*\d[\d,]*$/;

/** What typed followers mean: the whole number, or the one problem to tell the creator. */
export function readFollowers(text: string): FollowersReading {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'required' };
  if (NEGATIVE.test(typed)) return { ok: false, problem: 'negative' };
  if (POINT_DECIMAL.test(typed) || COMMA_DECIMAL.test(typed)) {
    return { ok: false, problem: 'decimal' };
  }
  if (!DIGITS_AND_COMMAS.test(typed)) return { ok: false, problem: 'notNumber' };
  // Commas are separators wherever they sit (`1,2345` while typing); only the digits count.
  const digits = typed.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > String(MAX_FOLLOWERS).length) return { ok: false, problem: 'tooMany' };
  const value = Number(digits);
  return value > MAX_FOLLOWERS ? { ok: false, problem: 'tooMany' } : { ok: true, value };
}

/** The schema message key for each problem (translated by the renderer and the core API). */
export const FOLLOWERS_MESSAGES: Readonly<Record<FollowersProblem, string>> = {
  required: 'validation.followersRequired',
  decimal: 'validation.followersDecimal',
  negative: 'validation.followersNegative',
  notNumber: 'validation.followersNotNumber',
  tooMany: 'validation.followersTooMany',
};

/** The count typed, or null when it is not a whole number from 0 to `MAX_FOLLOWERS`. */
export function parseFollowers(text: string): number | null {
  const reading = readFollowers(text);
  return reading.ok ? reading.value : null;
}

/**
 * Digits grouped in threes, for any length: text, not a number, so a 20-digit paste still
 * groups instead of losing precision or being left as typed.
 */
function groupDigits(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** What the followers field shows while typing: `12345` → `12,345`; other text stays as typed. */
export function formatFollowersInput(text: string): string {
  return DIGITS_AND_COMMAS.test(text) ? groupDigits(text.replace(/,/g, '')) : text;
}

/**
 * The same while the creator types into a field that held `previous`: a decimal comma they just
 * typed (`1,5`) stays on screen so its message can name it, instead of being regrouped into `15`.
 * Deleting is never a decimal: `1,234` → `1,23` regroups to `123`.
 */
export function formatFollowersTyping(text: string, previous: string): string {
  const deleting = text.length < previous.length;
  const typedComma = text.endsWith(',') || COMMA_DECIMAL.test(text);
  if (!deleting && typedComma) return text;
  return formatFollowersInput(text);
}

const grouped = onFirstUse(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }));
const oneDecimal = onFirstUse(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }));

/**
 * docs/PRODUCT.md §9: above 1,000 → K, above 1,000,000 → M, one decimal at most, es-MX
 * (`1.5K`, `2.3M`; `1000` stays `1,000`).
 */
export function abbreviateFollowers(count: number): string {
  if (count > 1_000_000) return `${oneDecimal().format(Math.floor(count / 100_000) / 10)}M`;
  if (count > 1_000) return `${oneDecimal().format(Math.floor(count / 100) / 10)}K`;
  return grouped().format(count);
}
