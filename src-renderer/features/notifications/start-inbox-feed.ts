import type { AppStore } from '../../app/app-store';
import { call, subscribe } from '../../bridge/client';
import { sessionAtom } from '../../session/session-atoms';
import { inboxUnreadAtom } from './inbox-atoms';

/**
 * Keeps `inboxUnreadAtom` current (issue 31): the inbox read at start and after each switch of
 * account, then main's `notificationsChanged` events as they come (main reads the inbox every
 * minute). An event is newer than any read still under way, so that read's answer is dropped.
 * A failed read leaves the count as it was. Returns the cleanup.
 */
export function startInboxFeed(store: AppStore): () => void {
  let active = true;
  let latest = 0;
  const activeAccount = () => store.get(sessionAtom).activeAccountId;

  const read = () => {
    const accountId = activeAccount();
    const request = ++latest;
    if (!accountId) {
      store.set(inboxUnreadAtom, null);
      return;
    }
    call('listNotifications', {}).then(
      (page) => {
        if (active && request === latest && activeAccount() === accountId) {
          store.set(inboxUnreadAtom, { accountId, unread: page.unread });
        }
      },
      () => {},
    );
  };

  let unsubscribe = () => {};
  try {
    unsubscribe = subscribe('notificationsChanged', ({ accountId, unread }) => {
      if (!active || accountId !== activeAccount()) return;
      latest += 1;
      store.set(inboxUnreadAtom, { accountId, unread });
    });
  } catch {
    // A bridge without the event still shows the count read at start and on each open.
  }

  let owner = activeAccount();
  const unwatchSession = store.sub(sessionAtom, () => {
    const accountId = activeAccount();
    if (accountId === owner) return;
    owner = accountId;
    // Another account's count: what was on the badge is not this account's.
    store.set(inboxUnreadAtom, null);
    read();
  });
  read();

  return () => {
    active = false;
    unsubscribe();
    unwatchSession();
  };
}
