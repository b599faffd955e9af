import type { RouterHistory } from '@tanstack/react-router';
import { Provider as StoreProvider } from 'jotai';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { listenForResetLinks, listenForUnsubscribeLinks } from '../features/auth';
import { i18n } from '../i18n/i18n';
import { createAppRouter } from '../router/create-app-router';
import { SIGN_IN_PATH } from '../session/session-destination';
import { startSession } from '../session/start-session';
import { toast } from '../ui/toast';
import { Toaster } from '../ui/Toaster';
import { createAppStore, type AppStore } from './app-store';
import { resetPerAccountStateOnUserChange } from './reset-on-account-change';
import { SessionGate } from './SessionGate';

export interface AppProps {
  /** Tests pass a memory history and their own store; the app uses hash history. */
  history?: RouterHistory;
  store?: AppStore;
}

export function App({ history, store: givenStore }: AppProps) {
  const [store] = useState(() => givenStore ?? createAppStore());
  const [router] = useState(() => createAppRouter({ store, ...(history ? { history } : {}) }));

  useEffect(() => resetPerAccountStateOnUserChange(store), [store]);
  // Before the session starts: main hands over a start-up reset link once getSession is asked.
  useEffect(() => listenForResetLinks(store, router), [store, router]);
  useEffect(() => listenForUnsubscribeLinks(), []);

  useEffect(
    () =>
      startSession(store, {
        onActiveExpired: () => {
          toast.warning({
            title: i18n.t('session.expiredTitle'),
            description: i18n.t('session.expiredText'),
          });
          void router.navigate({ to: SIGN_IN_PATH, replace: true });
        },
        onChanged: () => void router.invalidate(),
      }),
    [store, router],
  );

  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <SessionGate router={router} />
        <Toaster />
      </I18nextProvider>
    </StoreProvider>
  );
}
