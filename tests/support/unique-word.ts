import { randomUUID } from 'node:crypto';

/**
 * Six letters (a–f, padded with x), new in every call: a hashtag or keyword can hold it (no
 * digits or '-'), and posts of other tests never match it, so counts do not mix.
 */
export const uniqueWord = (): string =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');
