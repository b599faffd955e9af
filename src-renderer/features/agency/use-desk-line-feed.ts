import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { summaryName } from '../../app/shell/account-identity';
import { subscribe } from '../../bridge/client';
import { sessionAtom } from '../../session/session-atoms';
import { useOpenLine } from './use-open-line';

/**
 * While the signed-in shell is on screen: a click on a desk line's system notification (main
 * brought the window forward) opens that line in its account, as "Abrir" on the desk does, with
 * "Volver a Agencia" leading to the inbox; the summary notification (no line) opens the inbox.
 */
export function useDeskLineFeed(): void {
  const store = useStore();
  const navigate = useNavigate();
  const openLine = useOpenLine();
  useEffect(
    () =>
      subscribe('deskLineOpened', ({ line }) => {
        if (!line) {
          void navigate({ to: '/agency', search: { view: 'inbox' } });
          return;
        }
        const account = store.get(sessionAtom).accounts.find((one) => one.id === line.accountId);
        openLine(line, account ? summaryName(account) : line.subject, { view: 'inbox' });
      }),
    [store, navigate, openLine],
  );
}
