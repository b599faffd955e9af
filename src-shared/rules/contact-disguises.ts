/**
 * E-mail and web addresses written so that a plain `user@host.com` check misses them:
 * "ana arroba gmail punto com", "ana(at)gmail(dot)com", "ana [at] gmail [dot] com",
 * "ana at gmail dot com", "ana @ gmail . com", "anaARROBAgmail.com", "www punto ana punto mx",
 * "t punto me/ana", "http ://…".
 *
 * The hard part is prose: "arroba" is also a weight ("una arroba de maíz"), "punto" a word
 * ("a las cinco en punto", "punto de venta", "el punto es…"), "at" and "dot" English words ("meet
 * me at the park", "polka dot dress"). So a disguise only counts in the full shape of an address:
 * something, an at, a domain, a dot, a top-level domain; and how sure the separators are decides
 * which top-level domains count (see `MarkedDot`).
 */

/** Top-level domains that make a glued `word.tld` a web address; "hola.como" stays prose. */
export const KNOWN_TLDS = [
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
  // Link-in-bio and short-link hosts: linktr.ee, beacons.ai, goo.gl, lnk.bio.
  'ee',
  'ai',
  'gl',
  'bio',
];

/**
 * After a spoken "punto"/"dot" only top-level domains that are not Spanish or English words:
 * "el punto es…", "punto de venta", "estoy a punto de…" must stay prose, so no `es`, `de`, `me`, `to`.
 */
const SPOKEN_TLDS = [
  'com',
  'net',
  'org',
  'mx',
  'edu',
  'gob',
  'gov',
  'io',
  'co',
  'info',
  'biz',
  'xyz',
  'ly',
  'ee',
  'tv',
  'dev',
  'app',
  'online',
  'store',
  'shop',
  'site',
];

/**
 * After a spaced period ("ana . com", "ana. com") only these: a sentence can end before any word,
 * and "Monterrey, N.L. Mx" or "…results. Net income" are prose. No sentence starts with "com".
 */
const PERIOD_TLDS = ['com', 'org'];

/** Mail providers: "ana arroba gmail" is an address even without its ".com". */
const MAIL_PROVIDERS = [
  'gmail',
  'googlemail',
  'hotmail',
  'outlook',
  'live',
  'msn',
  'yahoo',
  'ymail',
  'icloud',
  'proton',
  'protonmail',
  'pm',
  'aol',
  'prodigy',
  'yandex',
  'gmx',
  'zoho',
];

/**
 * Words that never are the name before a spoken ".com": "la era punto com", "a punto com…",
 * "the dot com bubble", "meet me at the park".
 */
const NOT_A_NAME = [
  'el',
  'la',
  'los',
  'las',
  'lo',
  'un',
  'una',
  'unos',
  'unas',
  'de',
  'del',
  'al',
  'a',
  'en',
  'y',
  'e',
  'o',
  'u',
  'que',
  'con',
  'por',
  'para',
  'sin',
  'su',
  'sus',
  'mi',
  'mis',
  'tu',
  'tus',
  'es',
  'son',
  'era',
  'fue',
  'este',
  'esta',
  'ese',
  'esa',
  'eso',
  'muy',
  'mas',
  'burbuja',
  'empresa',
  'empresas',
  'negocio',
  'negocios',
  'compania',
  'companias',
  'startup',
  'startups',
  'the',
  'an',
  'of',
  'in',
  'on',
  'at',
  'to',
  'and',
  'or',
  'is',
  'are',
  'was',
  'my',
  'your',
  'this',
  'that',
  'its',
  'bubble',
  'company',
  'companies',
  'business',
];

/**
 * Folds what a person can type to look different but read the same: NFKC turns fullwidth "＠",
 * "ａｎａ", "５５" and mathematical or circled letters and digits into plain ones; format characters
 * (zero-width spaces, soft hyphens) hidden inside an address are dropped; accents and keycap marks
 * ("5️⃣") go; dashes become "-"; all lower case.
 */
export function foldForContact(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .toLowerCase();
}

/*
 * Disguised separators are rewritten to private-use marks, so the address shapes below are plain
 * regular expressions. How sure each mark is decides the top-level domains that may follow it.
 */
/** An unmistakable at: "(at)", "[arroba]", "arroba", "@ " with a space after it. */
const AT = '\uE000';
/** The English word "at": an at only in the full shape, and never before "the", "a"… */
const AT_WORD = '\uE001';
/** An unmistakable dot: "(dot)", "[punto]", "(.)"; any top-level domain may follow. */
const DOT = '\uE002';
/** The word "punto" or "dot": only `SPOKEN_TLDS` may follow, never after `NOT_A_NAME`. */
const DOT_WORD = '\uE003';
/** A period with a space beside it: only `PERIOD_TLDS` may follow, never after `NOT_A_NAME`. */
const DOT_PERIOD = '\uE004';

const NOT_LETTER_AFTER = '(?![\\p{L}\\p{N}_])';
const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}_])';

function markDisguises(folded: string): string {
  return (
    folded
      // (at) [at] {at} <at> (arroba) [@] and the same for dots, with or without spaces inside.
      .replace(/[([{<]\s*(?:at|arroba|@)\s*[)\]}>]/g, ` ${AT} `)
      .replace(/[([{<]\s*(?:dot|punto|\.)\s*[)\]}>]/g, ` ${DOT} `)
      // "anapuntocom", "ana dotcom": the spoken dot glued to the domain. Not "dotnet": that is
      // Microsoft's .NET ("desarrolladora dotnet").
      .replace(
        /punto(?=(?:com|net|org|mx)(?![\p{L}\p{N}]))|dot(?=(?:com|org)(?![\p{L}\p{N}]))/gu,
        ` ${DOT_WORD} `,
      )
      // "arroba" as a word, or glued inside one ("anaARROBAgmail"); "arrobado" and "arrobas"
      // (the weight's plural) are other words.
      .replace(
        /(?<![\p{L}\p{N}])arroba(?![\p{L}\p{N}])|(?<=[\p{L}\p{N}])arroba(?=[\p{L}\p{N}])/gu,
        ` ${AT} `,
      )
      // "ana @ gmail", "ana@ gmail": an @ with a space after it is no handle. "@ana.cocina" with a
      // space only before it is one, the marketplace's own identity, and stays as it is.
      .replace(/(?<!\s)\s*@\s+/g, ` ${AT} `)
      .replace(new RegExp(`${NOT_LETTER_BEFORE}at${NOT_LETTER_AFTER}`, 'gu'), AT_WORD)
      .replace(new RegExp(`${NOT_LETTER_BEFORE}(?:punto|dot)${NOT_LETTER_AFTER}`, 'gu'), DOT_WORD)
      .replace(/(?<!\s)\s+\.\s*|\.\s+/g, ` ${DOT_PERIOD} `)
  );
}

const alternatives = (words: readonly string[]) => `(?:${words.join('|')})${NOT_LETTER_AFTER}`;

/** The part before the at, from where it starts (no scanning from inside a long word). */
const LOCAL = '(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}._%+-]+';
const LABEL = '[\\p{L}\\p{N}_-]+';
const ANY_DOT = `\\s*(?:\\.|${DOT}|${DOT_WORD}|${DOT_PERIOD})\\s*`;
const NAME = `(?!${alternatives(NOT_A_NAME)})${LABEL}`;
/**
 * Labels before the last one. A sentence's period does not join them ("Vivo en Puebla. ana punto
 * com" names ana.com, not puebla.ana.com), which also keeps each chain short and read once.
 */
const DOMAIN_START = `(?:${LABEL}\\s*(?:\\.|${DOT}|${DOT_WORD})\\s*)*`;

/** The last dot of an address after an unmistakable at: the at already says it is an address. */
const AFTER_AT = `(?:${DOMAIN_START}${LABEL}(?:\\s*(?:\\.|${DOT}|${DOT_WORD})\\s*${alternatives(KNOWN_TLDS)}|\\s*${DOT_PERIOD}\\s*${alternatives(PERIOD_TLDS)}))`;

/** The last dot of a web address, or of an address after the English "at". */
const WEB_END = `(?:${LABEL}\\s*(?:\\.|${DOT})\\s*${alternatives(KNOWN_TLDS)}|${NAME}\\s*${DOT_WORD}\\s*${alternatives(SPOKEN_TLDS)}|${NAME}\\s*${DOT_PERIOD}\\s*${alternatives(PERIOD_TLDS)})`;

const DISGUISED_EMAIL = [
  // ana arroba gmail punto com, ana(at)gmail(dot)com, ana @ gmail . com, ana@gmail punto com
  new RegExp(`${LOCAL}(?:@|\\s*${AT}\\s*)${AFTER_AT}`, 'u'),
  // ana at gmail dot com (not "meet me at the park dot com")
  new RegExp(
    `${LOCAL}\\s+${AT_WORD}\\s+(?!${alternatives(NOT_A_NAME)})${DOMAIN_START}${WEB_END}`,
    'u',
  ),
  // ana arroba gmail, ana@hotmail: a provider needs no ".com"; "I work at yahoo" is prose.
  new RegExp(`${LOCAL}(?:@|\\s*${AT}\\s*)${alternatives(MAIL_PROVIDERS)}`, 'u'),
  // ana @gmail.com: a handle-looking "@gmail…" with a top-level domain is an address.
  new RegExp(`@${alternatives(MAIL_PROVIDERS)}${ANY_DOT}${alternatives(KNOWN_TLDS)}`, 'u'),
];

/** Short-link and chat hosts, whichever dot: wa.me, t punto me, bit(dot)ly, linktr . ee. */
const SHORT_HOSTS = [
  ['wa', 'me'],
  ['t', 'me'],
  ['m', 'me'],
  ['fb', 'me'],
  ['ig', 'me'],
  ['bit', 'ly'],
  ['linktr', 'ee'],
  ['goo', 'gl'],
  ['lnk', 'bio'],
  ['beacons', 'ai'],
  ['wa', 'link'],
] as const;

const DISGUISED_WEB = [
  // www punto ana punto mx, www(dot)ana.mx, www . ana . mx
  new RegExp(`${NOT_LETTER_BEFORE}www${ANY_DOT}${LABEL}`, 'u'),
  // http ://ana, h t t p s : / /ana; "una URL que empiece con https://" names no address.
  /h\s*t\s*t\s*p\s*s?\s*:\s*\/\s*\/\S/,
  new RegExp(
    `${NOT_LETTER_BEFORE}(?:${SHORT_HOSTS.map(([host, tld]) => `${host}${ANY_DOT}${tld}`).join('|')})${NOT_LETTER_AFTER}`,
    'u',
  ),
  // ana punto com, ana dot com, ana(dot)mx, ana . com; not right after an at (that is an e-mail)
  // nor inside an @handle ("@ana punto mx" stays a handle). Read from the first label of a chain
  // only, so a chain is read once and not again from each of its labels.
  new RegExp(
    `(?=[\\p{L}\\p{N}_-])(?<![\\p{L}\\p{N}_-])(?<![@.${AT}${AT_WORD}${DOT}${DOT_WORD}]\\s*)${DOMAIN_START}${WEB_END}`,
    'u',
  ),
];

export interface DisguisedAddresses {
  email: boolean;
  web: boolean;
}

/** Looks for disguised e-mail and web addresses in text folded by `foldForContact`. */
export function findDisguisedAddresses(folded: string): DisguisedAddresses {
  const marked = markDisguises(folded);
  return {
    email: DISGUISED_EMAIL.some((pattern) => pattern.test(marked)),
    web: DISGUISED_WEB.some((pattern) => pattern.test(marked)),
  };
}
