/**
 * Finds contact details in free text (names, bio) so creators cannot route brands around the
 * marketplace: e-mail addresses, web addresses and phone-like runs of 7 or more digits.
 */
export interface ContactFindings {
  email: boolean;
  web: boolean;
  phone: boolean;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const WEB_PREFIX = /(?:https?:\/\/|www\.)\S+/i;

/** TLDs that make `word.tld` a web address; "hola.como" stays prose. */
const KNOWN_TLDS = [
  'com',
  'net',
  'org',
  'mx',
  'io',
  'co',
  'me',
  'tv',
  'app',
  'dev',
  'info',
  'biz',
  'xyz',
  'site',
  'online',
  'store',
  'shop',
  'link',
  'ly',
  'gg',
  'es',
  'ar',
  'cl',
  'pe',
  'us',
  'uk',
  'ca',
  'de',
  'fr',
  'br',
  'edu',
  'gob',
  'gov',
  'blog',
  'live',
  'page',
  'club',
  'pro',
  'tk',
  'ws',
  'to',
  'be',
];
const WORD_DOT_TLD = new RegExp(
  `(?:^|[^\\p{L}\\p{N}@])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${KNOWN_TLDS.join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

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

function hasPhoneRun(text: string): boolean {
  for (const [run] of text.matchAll(PHONE_RUN)) {
    if (!isYearRange(run)) return true;
  }
  return false;
}

export function findContactInfo(text: string): ContactFindings {
  return {
    email: EMAIL.test(text),
    web: WEB_PREFIX.test(text) || WORD_DOT_TLD.test(text),
    phone: hasPhoneRun(text),
  };
}

export function containsContactInfo(text: string): boolean {
  const found = findContactInfo(text);
  return found.email || found.web || found.phone;
}
