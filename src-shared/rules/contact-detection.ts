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
const PHONE_RUN = /\+?(?:\d[\s.()-]?){6,}\d/;

export function findContactInfo(text: string): ContactFindings {
  return {
    email: EMAIL.test(text),
    web: WEB_PREFIX.test(text) || WORD_DOT_TLD.test(text),
    phone: PHONE_RUN.test(text),
  };
}

export function containsContactInfo(text: string): boolean {
  const found = findContactInfo(text);
  return found.email || found.web || found.phone;
}
