import type { AppStore } from '../../app/app-store';
import { call, subscribe } from '../../bridge/client';
import { replaceCurrentUserAtom, sessionAtom } from '../../session/session-atoms';
import type { QueuedAction } from '../../../src-shared/domain/queued-action';
import { queuedActionsAtom } from './queued-actions-atoms';
import { dropQueuedDraft, forgetQueuedDraft } from './queued-drafts';
import { reportGone } from './sent-actions';

/**
 * Feeds `queuedActionsAtom` with the active account's queue: main's events as they come, its
 * list at start and after each switch of account. An action that leaves the queue of the same
 * account without this window ending it was sent: its draft goes (if it still holds what was
 * queued) and a sent profile step reads the profile again. Returns the cleanup.
 */
export function startQueuedActions(store: AppStore): () => void {
  let active = true;
  let heardEvent = false;
  let owner: string | null = store.get(sessionAtom).activeAccountId;

  const apply = (actions: QueuedAction[]) => {
    const accountId = store.get(sessionAtom).activeAccountId;
    if (accountId === owner) {
      const now = new Set(actions.map((action) => action.id));
      for (const gone of store.get(queuedActionsAtom).filter((action) => !now.has(action.id))) {
        if (reportGone(gone)) afterSent(store, gone);
        else forgetQueuedDraft(gone.id);
      }
    }
    owner = accountId;
    store.set(queuedActionsAtom, actions);
  };

  const list = () => {
    heardEvent = false;
    call('listQueuedActions').then(
      (actions) => {
        if (active && !heardEvent) apply(actions);
      },
      // Main cannot say: the forms still queue, and the next event brings the list.
      () => {},
    );
  };

  const unsubscribe = subscribe('queuedActionsChanged', (actions) => {
    heardEvent = true;
    apply(actions);
  });
  const unwatchSession = store.sub(sessionAtom, () => {
    const accountId = store.get(sessionAtom).activeAccountId;
    if (accountId === owner) return;
    // Another account's queue: what was on screen is not this account's.
    owner = accountId;
    store.set(queuedActionsAtom, []);
    if (accountId) list();
  });
  if (owner) list();

  return () => {
    active = false;
    unsubscribe();
    unwatchSession();
  };
}

function afterSent(store: AppStore, action: QueuedAction): void {
  void dropQueuedDraft(action.id).catch(() => undefined);
  if (action.kind === 'saveProfileSection') {
    call('getProfile').then(
      (user) => store.set(replaceCurrentUserAtom, user),
      () => undefined,
    );
  }
}
