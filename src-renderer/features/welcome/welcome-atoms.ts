import { atom } from 'jotai';

/** The phrase index shown on the last visit, so the next visit shows another. */
export const lastWelcomePhraseIndexAtom = atom<number | null>(null);
