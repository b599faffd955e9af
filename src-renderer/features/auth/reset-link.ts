import type { AnyRouter } from '@tanstack/react-router';
import { atom } from 'jotai';
import type { AppStore } from '../../app/app-store';
import { subscribe } from '../../bridge/client';
import { sessionAtom } from '../../session/session-atoms';
import { SIGN_IN_PATH } from '../../session/session-destination';

/**
 * The code of the last reset link that opened the app, until the reset dialog is closed. A new
 * object per link: the dialog tells a second opening of the same link from the one it showed.
 */
export const resetLinkAtom = atom<{ token: string } | null>(null);

const ADD_ACCOUNT_PATH = '/add-account';

/**
 * A reset mail's link opened the app (main checked the code): the sign-in page's reset dialog
 * opens with the code filled in. Someone signed in gets the same page as "add an account", so
 * their session stays. Subscribed before the session loads: main holds a start-up link until then.
 */
export function listenForResetLinks(store: AppStore, router: Pick<AnyRouter, 'navigate'>) {
  return subscribe('passwordResetLinkOpened', ({ token }) => {
    store.set(resetLinkAtom, { token });
    const signedIn = store.get(sessionAtom).user !== null;
    void router.navigate({ to: signedIn ? ADD_ACCOUNT_PATH : SIGN_IN_PATH });
  });
}
