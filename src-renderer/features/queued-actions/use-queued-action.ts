import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { QueuedAction, QueuedActionKind } from '../../../src-shared/domain/queued-action';
import type { QueueActionInput } from '../../../src-shared/schemas/queued-action';
import { call } from '../../bridge/client';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { isOfflineFailure } from '../../connectivity/offline-failure';
import { cancelQueuedAction } from './queue-commands';
import type { QueuedActionOf, QueuedArgs } from './queued-action-kinds';
import { queuedActionsAtom } from './queued-actions-atoms';
import { rememberQueuedDraft } from './queued-drafts';
import { onQueuedActionSent } from './sent-actions';

export interface QueuedActionOptions<K extends QueuedActionKind> {
  /** Which queued actions are this form's (the same proposal, call, price line, step…). */
  match: (args: QueuedArgs<K>) => boolean;
  /** The form's draft: kept until the action is sent, so nothing typed is lost meanwhile. */
  draftKey?: string;
  /**
   * Queuing again replaces this form's actions still waiting (default), those the function picks
   * (the same price line), or none (false).
   */
  replaces?: boolean | ((waiting: QueuedArgs<K>, next: QueuedArgs<K>) => boolean);
  /** Main sent this form's action: e.g. read the page's data again. */
  onSent?: (action: QueuedActionOf<K>) => void;
}

export interface QueuedActionForm<K extends QueuedActionKind> {
  /** The server cannot be reached: the form's submit queues instead of sending. */
  offline: boolean;
  /** This form's queued actions, oldest first. */
  actions: QueuedActionOf<K>[];
  /** Queues the action with these arguments; rejects with a `BridgeError` if main refused. */
  queue: (args: QueuedArgs<K>) => Promise<QueuedActionOf<K>>;
  /**
   * The form's submit: queues while offline; otherwise runs `send`, and when that finds no
   * server (an outage nobody had noticed yet) queues the same arguments instead of failing
   * (issue 34). Any other failure rejects as `send` did.
   */
  sendOrQueue: <R>(args: QueuedArgs<K>, send: () => Promise<R>) => Promise<SendOrQueued<K, R>>;
}

/** What a submit came to: sent with the server's answer, or waiting in the queue. */
export type SendOrQueued<K extends QueuedActionKind, R> =
  { sent: R; queued?: undefined } | { queued: QueuedActionOf<K>; sent?: undefined };

/**
 * For the forms whose action is safe to replay (issue 17): while the server cannot be reached
 * their submit queues the action in main, which sends it on reconnect, and the form shows it as
 * pending with a way to cancel it.
 */
export function useQueuedAction<K extends QueuedActionKind>(
  kind: K,
  { match, draftKey, replaces = true, onSent }: QueuedActionOptions<K>,
): QueuedActionForm<K> {
  const offline = useAtomValue(isOfflineAtom);
  const queued = useAtomValue(queuedActionsAtom);
  const matchRef = useRef(match);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    matchRef.current = match;
    onSentRef.current = onSent;
  });

  const actions = queued.filter((action): action is QueuedActionOf<K> =>
    isOwn(action, kind, match),
  );

  useEffect(
    () =>
      onQueuedActionSent((action) => {
        if (isOwn(action, kind, matchRef.current)) onSentRef.current?.(action);
      }),
    [kind],
  );

  const queue = async (args: QueuedArgs<K>) => {
    if (replaces !== false) {
      const waiting = actions.filter(
        (action) =>
          action.status === 'pending' &&
          (typeof replaces !== 'function' || replaces(action.args as QueuedArgs<K>, args)),
      );
      await Promise.all(waiting.map((action) => cancelQueuedAction(action.id).catch(() => false)));
    }
    const action = (await call('queueAction', {
      kind,
      args,
    } as QueueActionInput)) as QueuedActionOf<K>;
    if (draftKey) await rememberQueuedDraft(action.id, draftKey).catch(() => undefined);
    return action;
  };

  const sendOrQueue = async <R>(
    args: QueuedArgs<K>,
    send: () => Promise<R>,
  ): Promise<SendOrQueued<K, R>> => {
    if (offline) return { queued: await queue(args) };
    try {
      return { sent: await send() };
    } catch (error) {
      // Nothing reached the server, so nothing was applied: the queue may send it later.
      if (!isOfflineFailure(error)) throw error;
      return { queued: await queue(args) };
    }
  };

  return { offline, actions, queue, sendOrQueue };
}

function isOwn<K extends QueuedActionKind>(
  action: QueuedAction,
  kind: K,
  match: (args: QueuedArgs<K>) => boolean,
): action is QueuedActionOf<K> {
  // `kind` ties the arguments to K; TypeScript cannot follow that through a generic union.
  return action.kind === kind && match(action.args as QueuedArgs<K>);
}
