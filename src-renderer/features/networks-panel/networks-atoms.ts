import { atom } from 'jotai';

/**
 * Bumped after every add, edit or remove, so each networks list on screen (the wizard's, the
 * settings page's and the side panel's) reads the list again instead of keeping its own copy.
 */
export const networksVersionAtom = atom(0);
