import { findDisguisedAddresses, foldForContact, KNOWN_TLDS } from './contact-disguises';
import { hasSpelledPhoneRun } from './number-words';

/**
 * Finds contact details in free text (names, bio, application and proposal messages) so creators
 * and brands cannot route a deal around the marketplace: e-mail addresses, web addresses and
 * phone numbers, also when disguised ("ana(at)gmail(dot)com", "ana arroba gmail punto com",
 * "www punto ana punto mx", "cinco cinco uno dos…"; see `contact-disguises.ts`, `number-words.ts`).
 * Ordinary prose passes: year ranges, dates, prices and counts, "@handle" mentions, "punto" and
 * "at" used as words.
 */
export interface ContactFindings {
  email: boolean;
  web: boolean;
  phone: boolean;
}

/** Read from where the part before the @ starts, not again from each of its characters. */
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const WEB_PREFIX = /(?:https?:\/\/|www\.)\S+/i;

/** `.tld` ending a word: "hola.como" stays prose. */
const DOT_TLD = new RegExp(`\\.(?:${KNOWN_TLDS.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
const LABEL_CHAR = /^[\p{L}\p{N}-]$/u;

/** The character (a whole code point) that ends at `end`. */
function charBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  const high = end >= 2 ? text.charCodeAt(end - 2) : 0;
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? end - 2 : end - 1, end);
}

/**
 * `word.tld` or `sub.word.tld`, unless it is the tail of an @handle ("@ana.mx" is the person's
 * identity on the marketplace, not a site). Read from each `.tld` back over the word before it,
 * so a long text is read once: a regular expression started at every character of it would
 * read it again from each one.
 */
function hasWordDotTld(text: string): boolean {
  for (const hit of text.matchAll(DOT_TLD)) {
    let start = hit.index;
    while (start > 0 && LABEL_CHAR.test(charBefore(text, start))) {
      start -= charBefore(text, start).length;
    }
    const word = text.slice(start, hit.index);
    if (word === '') continue;
    // After an @ it is a handle, unless a hyphen in it starts a word of its own ("@ana-tienda.com").
    if (start === 0 || charBefore(text, start) !== '@' || word.slice(0, -1).includes('-')) {
      return true;
    }
  }
  return false;
}

/** Seven or more digits, each optionally followed by one separator (space, dot, hyphen, bracket). */
const PHONE_RUN = /\+?(?:\d[\s.()-]?){6,}\d/g;

/** `2015-2024` or `2015 - 2024`: two years of 1900–2099, the first not after the second. */
const YEAR_RANGE = /^((?:19|20)\d{2})\s*-\s*((?:19|20)\d{2})$/;

/**
 * A bio says "de 2015-2024 trabajé en…" far more often than it hides a phone that way, so a run
 * that is exactly a year range is not a phone. Digits around it make it a longer run, which still is.
 */
function isYearRange(run: string): boolean {
  const years = YEAR_RANGE.exec(run);
  return years !== null && Number(years[1]) <= Number(years[2]);
}

/** Not glued to a longer digit run on either side ("55 1.500.000 78" stays one run). */
const ALONE_BEFORE = '(?<!\\d[\\s.()/-]?)';
const ALONE_AFTER = '(?![\\s.()/-]?\\d)';

/**
 * A date with slashes or dots: 12/03/2025, 1.3.2025, 12/03/25, 2025/03/12, or a range of two.
 * Eight digits with separators read like a phone run, but a valid day and month say otherwise.
 * Hyphenated dates (12-03-2025) keep counting as a run, as they always have. A digit glued to it by
 * . / - makes it part of a longer run; a space does not ("12/03/2025 15/03/2025" are two dates).
 */
const DATE_SHAPE = '\\d{1,4}[/.]\\d{1,2}[/.]\\d{2,4}';
const DATES = new RegExp(
  `(?<!\\d[./-]?)(${DATE_SHAPE})(?:\\s*-\\s*(${DATE_SHAPE}))?(?![./-]?\\d)`,
  'g',
);
const DATE_PARTS = /^(\d{1,4})([/.])(\d{1,2})\2(\d{2}|\d{4})$/;
const YEAR = /^(?:19|20)\d{2}$/;

/** Day and month in range, either order (12/03 and 03/12), one separator, a real year. */
function isDate(shape: string): boolean {
  const parts = DATE_PARTS.exec(shape);
  if (!parts) return false;
  const [, first = '', , second = '', third = ''] = parts;
  const [a, b, c] = [Number(first), Number(second), Number(third)];
  const dayMonth = (day: number, month: number) =>
    day >= 1 && day <= 31 && month >= 1 && month <= 12;
  if (first.length === 4) return YEAR.test(first) && dayMonth(c, b);
  if (first.length > 2 || (third.length === 4 && !YEAR.test(third))) return false;
  return dayMonth(a, b) || dayMonth(b, a);
}

/**
 * Counts and amounts grouped by thousands with dots or spaces ("1.500.000 seguidores",
 * "$2.500.000", "1 200 000 de vistas"): seven digits in a row, but a currency sign before them or
 * what they count after them says they are a figure.
 */
const FIGURE_WORDS = [
  'seguidores',
  'seguidoras',
  'followers',
  'fans',
  'suscriptores',
  'suscriptoras',
  'subscribers',
  'vistas',
  'views',
  'visualizaciones',
  'reproducciones',
  'plays',
  'likes',
  'impresiones',
  'impressions',
  'personas',
  'usuarios',
  'users',
  'cuentas',
  'descargas',
  'downloads',
  'pesos',
  'mxn',
  'usd',
  'dolares',
  'dollars',
  'euros',
  'eur',
];
const GROUPED_FIGURE = new RegExp(
  `${ALONE_BEFORE}([$€]\\s*)?(\\d{1,3}([.\\s])\\d{3}(?:\\3\\d{3})*)${ALONE_AFTER}(?=(\\s*(?:de\\s+)?(?:${FIGURE_WORDS.join('|')})(?![\\p{L}]))?)`,
  'gu',
);

/** Replaces dates and grouped figures with a mark no digit run crosses. */
function blankDatesAndFigures(folded: string): string {
  return (
    folded
      .replace(DATES, (whole, first: string, second?: string) =>
        isDate(first) && (second === undefined || isDate(second)) ? ' # ' : whole,
      )
      // Groups: the currency sign, the figure, its separator, the word after it.
      .replace(
        GROUPED_FIGURE,
        (whole, currency?: string, _figure?: string, _separator?: string, unit?: string) =>
          currency !== undefined || unit !== undefined ? ' # ' : whole,
      )
  );
}

function hasPhoneRun(text: string): boolean {
  for (const [run] of text.matchAll(PHONE_RUN)) {
    if (!isYearRange(run)) return true;
  }
  return false;
}

export function findContactInfo(text: string): ContactFindings {
  const folded = foldForContact(text);
  const disguised = findDisguisedAddresses(folded);
  const numbers = blankDatesAndFigures(folded);
  return {
    email: EMAIL.test(folded) || disguised.email,
    web: WEB_PREFIX.test(folded) || hasWordDotTld(folded) || disguised.web,
    phone: hasPhoneRun(numbers) || hasSpelledPhoneRun(numbers),
  };
}

export function containsContactInfo(text: string): boolean {
  const found = findContactInfo(text);
  return found.email || found.web || found.phone;
}
