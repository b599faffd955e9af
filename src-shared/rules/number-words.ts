/**
 * Phone numbers spelled out to get past a digit check: "cinco cinco uno dos tres cuatro cinco seis
 * siete ocho", "55 doce 34 56 78", "cincuenta y cinco doce treinta y cuatro…", "five five five…",
 * or digit groups strung together with spaced punctuation ("55 / 1234 / 5678", "55 - 1234 - 5678")
 * that the tight digit-run check does not join.
 *
 * The text given is already folded by `foldForContact` (lower case, no accents, NFKC).
 */

/** Words for one digit. "un"/"una" are left out: they are the article far more often than a 1. */
const UNIT_WORDS: Readonly<Record<string, number>> = {
  cero: 0,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};

/** Words that stand for two digits on their own (10–29 in Spanish are single words). */
const TWO_DIGIT_WORDS: Readonly<Record<string, number>> = {
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS_WORDS: Readonly<Record<string, number>> = {
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const NONZERO_UNITS = Object.keys(UNIT_WORDS).filter((word) => (UNIT_WORDS[word] ?? 0) > 0);
const TENS = Object.keys(TENS_WORDS);

/**
 * "treinta y dos", "treinta dos", "thirty-two", "thirty two" are one two-digit number, not a 30 and
 * a 2: joined into one token ("treintaydos") before the run is read, so they count as 2 digits.
 * Counting them as 3 would flag shorter runs than a phone.
 */
const TENS_AND_UNIT = new RegExp(
  `(?<![\\p{L}])(${TENS.join('|')})(?:\\s+(?:y|and)\\s+|[\\s-]+)(${NONZERO_UNITS.join('|')})(?![\\p{L}])`,
  'gu',
);
const JOINED_TENS = new RegExp(`^(${TENS.join('|')})y(${NONZERO_UNITS.join('|')})$`);

interface Part {
  /** How many digits of a phone number this token stands for. */
  digits: number;
  /** Its value when it is a number word (for the counting check), else null. */
  wordValue: number | null;
  /** The token as written (the digits of a digit group). */
  text: string;
}

function readToken(token: string): Part | null {
  if (/^\d+$/.test(token)) return { digits: token.length, wordValue: null, text: token };
  const unit = UNIT_WORDS[token];
  if (unit !== undefined) return { digits: 1, wordValue: unit, text: token };
  const two = TWO_DIGIT_WORDS[token] ?? TENS_WORDS[token];
  if (two !== undefined) return { digits: 2, wordValue: two, text: token };
  const joined = JOINED_TENS.exec(token);
  if (joined) {
    const value = (TENS_WORDS[joined[1] ?? ''] ?? 0) + (UNIT_WORDS[joined[2] ?? ''] ?? 0);
    return { digits: 2, wordValue: value, text: token };
  }
  return null;
}

/** A Mexican number without its country code has 10 digits; fewer is a count, a price, a date. */
const SPELLED_PHONE_DIGITS = 10;

/**
 * Between two tokens of one run: nothing, spaces, or one of - . / ( ) with spaces around it.
 * A comma joins only two number words ("cinco, cinco, uno…"): between digit groups it lists
 * years or amounts ("2018, 2019, 2020").
 */
const JOIN = /^\s*[-./()]?\s*$/;
const WORD_COMMA = /^\s*,\s*$/;
/** Longer gaps never join, and are not handed to the expressions above (slow on long blanks). */
const MAX_GAP = 5;

/** "uno, dos, tres … diez" counts, it does not dictate a number. */
function isCounting(run: readonly Part[]): boolean {
  if (run.some((part) => part.wordValue === null)) return false;
  const steps = run.slice(1).map((part, i) => (part.wordValue ?? 0) - (run[i]?.wordValue ?? 0));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/** "2019 / 2020 / 2021": seasons or years listed, not a phone. */
function isYearList(run: readonly Part[]): boolean {
  return run.every((part) => /^(?:19|20)\d{2}$/.test(part.text));
}

/** "500 / 1000 / 1500": a price list; phone groups almost never all end in 0. */
function isRoundAmountList(run: readonly Part[]): boolean {
  return run.every((part) => /^\d{2,}0$/.test(part.text));
}

/**
 * "18 - 24 / 25 - 34 / 35 - 44", "tallas 28 - 30 - 32 - 34": age ranges and sizes are pairs of
 * digits. A phone spaced out this loosely has a group of 3 or 4 ("55 - 1234 - 5678"); one written
 * tight in pairs ("55-12-34-56-78") is the digit-run check's, which joins it.
 */
function isPairsOnly(run: readonly Part[]): boolean {
  return run.every((part) => part.text.length <= 2);
}

function isPhoneRun(run: readonly Part[]): boolean {
  const digits = run.reduce((sum, part) => sum + part.digits, 0);
  if (digits < SPELLED_PHONE_DIGITS) return false;
  if (run.some((part) => part.wordValue !== null)) return !isCounting(run);
  return !isYearList(run) && !isRoundAmountList(run) && !isPairsOnly(run);
}

/**
 * True when the text carries a run of digit groups and number words that stands for 10 or more
 * digits and is not counting, nor a list of years, round amounts or two-digit pairs.
 */
export function hasSpelledPhoneRun(folded: string): boolean {
  const text = folded.replace(TENS_AND_UNIT, '$1y$2');
  let run: Part[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(/\d+|\p{L}+/gu)) {
    const part = readToken(match[0]);
    const gap = text.slice(previousEnd, match.index);
    const last = run.at(-1);
    const joins =
      part !== null &&
      last !== undefined &&
      gap.length <= MAX_GAP &&
      (JOIN.test(gap) ||
        (WORD_COMMA.test(gap) && part.wordValue !== null && last.wordValue !== null));
    if (!joins) {
      if (isPhoneRun(run)) return true;
      run = [];
    }
    if (part) run.push(part);
    previousEnd = match.index + match[0].length;
  }
  return isPhoneRun(run);
}
