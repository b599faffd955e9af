import { atom } from 'jotai';

/**
 * "Agregar otra cuenta" chosen in the switcher: which account was in use then. When the shell
 * comes back with another account in use, the sign-in worked, and the switcher opens again ready
 * to add one more, so an agency signs in many accounts in a row without hunting for the menu.
 */
export const addingAccountFromAtom = atom<{ fromAccountId: string | null } | null>(null);
