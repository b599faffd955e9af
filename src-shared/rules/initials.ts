/**
 * The one rule for the letters an avatar shows when there is no picture (people, brands,
 * accounts, creators in the finder and the monitor). Issue 34: each screen had its own, and an
 * e-mail or a domain-like name gave letters from its ending ("M" from ".mx").
 *
 * - An e-mail counts by what is before the "@": "ana.lopez@ejemplo.mx" → "AL".
 * - A web address or domain-like name counts by its name, without "www." and the ending:
 *   "cafeluna.com.mx" → "C", "https://www.cafe-luna.mx" → "CL".
 * - A handle drops its "@": "@ana_crea" → "AC".
 * - Then the first letters of the first two words that count; Spanish and English joining
 *   words ("de", "la", "y", "of"…) and bare numbers are skipped when other words remain:
 *   "Café de la Luna" → "CL", "creadora.2024@ejemplo.mx" → "C", "7 Eleven" → "E".
 * - Nothing usable (empty, only symbols or emoji) gives "?", so the circle is never blank.
 */
export function initialsOf(name: string): string {
  // The same names come back on every render of a list (50 accounts in the switcher): the
  // locale-aware lower-casing and Unicode patterns are worth doing once per name.
  const known = remembered.get(name);
  if (known !== undefined) return known;
  const letters = initialsFor(name);
  if (remembered.size >= REMEMBERED_LIMIT) remembered.clear();
  remembered.set(name, letters);
  return letters;
}

const REMEMBERED_LIMIT = 2_000;
const remembered = new Map<string, string>();

function initialsFor(name: string): string {
  const words = wordsOf(nameCore(name.trim()));
  // Joining words, and bare numbers ("creadora.1796…@…") while a word with letters remains.
  const meaningful = words.filter(
    (word) => !JOINING_WORDS.has(word.toLocaleLowerCase('es-MX')) && /\p{L}/u.test(word),
  );
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  const letters = chosen.map((word) => firstChar(word).toLocaleUpperCase('es-MX')).join('');
  return letters || '?';
}

/** The first of several candidates (a name, then a handle, then an e-mail…) that gives letters. */
export function initialsOfFirst(...candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const letters = candidate ? initialsOf(candidate) : '?';
    if (letters !== '?') return letters;
  }
  return '?';
}

const JOINING_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'y',
  'e',
  'the',
  'of',
  'and',
  '&',
]);

const EMAIL = /^([^\s@]+)@[^\s@]+\.[^\s@]+$/u;
/** One token with dots whose last part is letters only: "marca.com.mx", "www.luna.mx". */
const DOMAIN_LIKE = /^(?:[\p{L}\p{N}-]+\.)+\p{L}{2,24}$/u;

/** What of the name the letters come from: the e-mail's user, the domain's name, the handle. */
function nameCore(name: string): string {
  const email = EMAIL.exec(name);
  if (email?.[1]) return email[1];
  const address = name.replace(/^[a-z]+:\/\//iu, '').replace(/\/.*$/u, '');
  if (DOMAIN_LIKE.test(address)) {
    const labels = address.split('.');
    const withoutWww = labels[0]?.toLowerCase() === 'www' ? labels.slice(1) : labels;
    return withoutWww[0] ?? '';
  }
  return name.replace(/^@+/u, '');
}

/** Words split at spaces and the separators handles and e-mails use (".", "_", "-", "+"). */
function wordsOf(text: string): string[] {
  return text
    .split(/[\s._+\-/]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}&]+/u, ''))
    .filter((word) => word !== '');
}

/** The first letter or digit as the person reads it (whole code point, so "Ñ" or "𝓐" stay one). */
function firstChar(word: string): string {
  const match = /[\p{L}\p{N}]/u.exec(word);
  return match?.[0] ?? '';
}
