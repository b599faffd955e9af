import { randomUUID } from 'node:crypto';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { QueuedAction, QueuedConflict } from '../../src-shared/domain/queued-action';
import { queuedAhead, sendAgainRefusal } from '../../src-shared/domain/queued-conflict';
import type { QueueActionInput } from '../../src-shared/schemas/queued-action';
import type { EventSink } from '../ipc/event-sink';
import type { ActionQueueStore, StoredAction } from './action-queue-store';
import type { QueuedActionKinds } from './queued-action-kinds';

export interface ActionQueueDeps {
  store: ActionQueueStore;
  kinds: QueuedActionKinds;
  session: {
    activeAccountId(): Promise<string | null>;
    accountIds(): Promise<string[]>;
  };
  events: EventSink;
  /** Whether the core API answered last time: a queued action is sent at once only then. */
  isOnline: () => boolean;
  now?: () => Date;
  newId?: () => string;
  log?: (message: string, error: unknown) => void;
}

/** How one account's flush ended: how many went, and why it stopped early (null: queue done). */
export interface FlushOutcome {
  sent: number;
  conflicts: number;
  stoppedBy: BridgeError | null;
}

type Attempt =
  { sent: true } | { conflict: QueuedConflict } | { stop: BridgeError; tried: boolean };

const publicOf = ({ base: _base, tried: _tried, ...action }: StoredAction): QueuedAction => action;

/**
 * No answer, an expired session, a busy or failing server: the action may well succeed later,
 * so it stays pending and the account's later actions wait behind it.
 */
function stopsTheFlush(error: BridgeError): boolean {
  return (
    error.status === 0 ||
    error.code === ErrorCode.network ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

const typed = (error: unknown): BridgeError =>
  error instanceof BridgeError
    ? error
    : new BridgeError({
        status: 0,
        code: ErrorCode.internal,
        message: error instanceof Error ? error.message : String(error),
      });

/**
 * The actions a person queued while the core API could not be reached (issue 17), per account:
 * sent one at a time in the order they were queued, each under its id as `Idempotency-Key`,
 * after checking that what it answers has not moved on meanwhile. A conflict waits for the person
 * (send again or discard); a network failure stops that account's flush with the action pending.
 */
export class ActionQueue {
  private readonly flushes = new Map<string, Promise<FlushOutcome>>();
  /** A flush was asked for while one ran: it looks at the queue once more before it ends. */
  private readonly again = new Set<string>();
  /** Accounts whose `sending` actions left by a crash were put back to pending. */
  private readonly recovered = new Set<string>();
  private readonly background = new Set<Promise<unknown>>();
  private closed = false;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly log: (message: string, error: unknown) => void;

  constructor(private readonly deps: ActionQueueDeps) {
    this.now = deps.now ?? (() => new Date());
    this.newId = deps.newId ?? randomUUID;
    this.log = deps.log ?? ((message, error) => console.warn(`[queue] ${message}`, error));
  }

  /** The account's actions, oldest first. */
  async list(accountId: string): Promise<QueuedAction[]> {
    await this.recover(accountId);
    return (await this.deps.store.read(accountId)).map(publicOf);
  }

  /**
   * Queues an action with its base from the copy; sent at once when the core API answers. A
   * second counter-offer of a proposal whose first still waits is refused (`already_queued`).
   */
  async queue(accountId: string, input: QueueActionInput): Promise<QueuedAction> {
    await this.recover(accountId);
    const base = await this.deps.kinds.baseOf(accountId, input);
    const action = {
      ...input,
      id: this.newId(),
      queued_at: this.now().toISOString(),
      status: 'pending',
      conflict: null,
      base,
    } as StoredAction;
    // Checked in the same write as the append, so two quick submits cannot both get in.
    const ahead = await this.deps.store.update(accountId, (actions) => {
      const waiting = queuedAhead(actions, input);
      return waiting
        ? { actions, result: waiting }
        : { actions: [...actions, action], result: null };
    });
    if (ahead) {
      throw new BridgeError({
        status: 409,
        code: ErrorCode.alreadyQueued,
        message:
          'Ya hay una contraoferta pendiente de enviar para esta propuesta: cancélala o espera a que se envíe.',
      });
    }
    await this.deps.kinds
      .showTyped(accountId, input)
      .catch((error: unknown) =>
        this.log('offline copy not updated with the queued action', error),
      );
    await this.announce(accountId);
    if (this.deps.isOnline()) this.flushInBackground(accountId);
    return publicOf(action);
  }

  /** Removes a pending or conflicting action; one on its way cannot be called back. */
  async cancel(accountId: string, id: string): Promise<{ cancelled: boolean }> {
    await this.recover(accountId);
    const cancelled = await this.deps.store.update(accountId, (actions) => {
      const action = actions.find((queued) => queued.id === id);
      if (!action || action.status === 'sending') return { actions, result: null };
      return { actions: actions.filter((queued) => queued.id !== id), result: action };
    });
    if (!cancelled) return { cancelled: false };
    await this.forgetTyped(accountId, cancelled);
    await this.announce(accountId);
    return { cancelled: true };
  }

  /**
   * The person's answer to a conflict: `discard` drops the action; `send_again` makes it pending
   * with the version they were shown as its new base, and sends it when the core API answers.
   * `send_again` on a counter-offer whose proposal closed is refused (`proposal_closed`).
   */
  async resolve(
    accountId: string,
    id: string,
    choice: 'discard' | 'send_again',
  ): Promise<{ resolved: boolean }> {
    await this.recover(accountId);
    const target = (await this.deps.store.read(accountId)).find((queued) => queued.id === id);
    if (!target || target.status !== 'conflict') return { resolved: false };
    if (choice === 'send_again' && sendAgainRefusal(target)) {
      // The proposal closed on the server: sending again could only be refused; discard is left.
      throw new BridgeError({
        status: 409,
        code: ErrorCode.proposalClosed,
        message: 'La propuesta ya está cerrada: tu contraoferta no se puede enviar.',
      });
    }
    const freshBase =
      choice === 'send_again'
        ? target.conflict?.theirs
          ? { known: target.base.known, value: target.conflict.theirs }
          : await this.deps.kinds.baseOf(accountId, target)
        : null;
    const resolved = await this.deps.store.update(accountId, (actions) => {
      const action = actions.find((queued) => queued.id === id);
      if (!action || action.status !== 'conflict') return { actions, result: false };
      if (choice === 'discard' || !freshBase) {
        return { actions: actions.filter((queued) => queued.id !== id), result: true };
      }
      const again: StoredAction = {
        ...action,
        status: 'pending',
        conflict: null,
        base: freshBase,
        tried: false,
      };
      return {
        actions: actions.map((queued) => (queued.id === id ? again : queued)),
        result: true,
      };
    });
    if (!resolved) return { resolved };
    if (choice === 'discard') await this.forgetTyped(accountId, target);
    await this.announce(accountId);
    if (choice === 'send_again' && this.deps.isOnline()) this.flushInBackground(accountId);
    return { resolved };
  }

  /** Sends the account's pending actions in order; a flush already running is joined. */
  flush(accountId: string): Promise<FlushOutcome> {
    const running = this.flushes.get(accountId);
    if (running) {
      this.again.add(accountId);
      return running;
    }
    const run = this.runFlush(accountId).finally(() => this.flushes.delete(accountId));
    this.flushes.set(accountId, run);
    return run;
  }

  /** Back online: every signed-in account's queue, the active account's first. */
  async flushEveryAccount(): Promise<Map<string, FlushOutcome>> {
    const [ids, activeId] = await Promise.all([
      this.deps.session.accountIds(),
      this.deps.session.activeAccountId(),
    ]);
    const order = activeId ? [activeId, ...ids.filter((id) => id !== activeId)] : ids;
    const outcomes = new Map<string, FlushOutcome>();
    for (const accountId of order) {
      if (this.closed) break;
      try {
        const outcome = await this.flush(accountId);
        outcomes.set(accountId, outcome);
        // No answer for one account is no answer for the next: the monitor probes again.
        if (outcome.stoppedBy?.code === ErrorCode.network) break;
      } catch (error) {
        this.log(`queue of ${accountId} not sent`, error);
      }
    }
    return outcomes;
  }

  /**
   * At start-up, a sign-in or a switch: what an earlier run left queued goes now if the core API
   * answers (a reconnect would send it too, but an app that starts online never reconnects).
   */
  sendIfOnline(accountId: string): void {
    if (this.deps.isOnline()) this.flushInBackground(accountId);
  }

  /** Tells the app's windows the active account's queue (after a switch, say). */
  async announceActive(): Promise<void> {
    const activeId = await this.deps.session.activeAccountId();
    if (!activeId) return;
    this.deps.events.emit('queuedActionsChanged', await this.list(activeId));
  }

  /** Waits for every flush started in the background; none starts after `close`. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
  }

  /** Resolves once no flush runs. */
  async idle(): Promise<void> {
    while (this.background.size > 0 || this.flushes.size > 0) {
      await Promise.allSettled([...this.background, ...this.flushes.values()]);
    }
  }

  /** The copy stops showing what a dropped action typed. */
  private async forgetTyped(accountId: string, action: StoredAction): Promise<void> {
    await this.deps.kinds
      .undoTyped(accountId, action)
      .catch((error: unknown) => this.log('offline copy not restored', error));
  }

  private flushInBackground(accountId: string): void {
    if (this.closed) return;
    const work = this.flush(accountId).catch((error: unknown) =>
      this.log(`queue of ${accountId} not sent`, error),
    );
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  /** A `sending` action found on disk was cut short by a crash: pending again (the key makes it safe). */
  private async recover(accountId: string): Promise<void> {
    if (this.recovered.has(accountId)) return;
    this.recovered.add(accountId);
    if (this.flushes.has(accountId)) return;
    await this.deps.store.update(accountId, (actions) =>
      actions.some((action) => action.status === 'sending')
        ? {
            actions: actions.map((action) =>
              action.status === 'sending'
                ? { ...action, status: 'pending' as const, tried: true }
                : action,
            ),
            result: undefined,
          }
        : { actions, result: undefined },
    );
  }

  private async announce(accountId: string): Promise<void> {
    if ((await this.deps.session.activeAccountId()) !== accountId) return;
    this.deps.events.emit('queuedActionsChanged', await this.list(accountId));
  }

  private async runFlush(accountId: string): Promise<FlushOutcome> {
    await this.recover(accountId);
    const outcome: FlushOutcome = { sent: 0, conflicts: 0, stoppedBy: null };
    for (;;) {
      this.again.delete(accountId);
      const next = await this.deps.store.update(accountId, (actions) => {
        const action = actions.find((queued) => queued.status === 'pending');
        if (!action || this.closed) return { actions, result: null };
        const sending: StoredAction = { ...action, status: 'sending' };
        return {
          actions: actions.map((queued) => (queued.id === action.id ? sending : queued)),
          result: sending,
        };
      });
      if (!next) {
        if (this.again.has(accountId) && !this.closed) continue;
        return outcome;
      }
      await this.announce(accountId);
      const attempt = await this.attempt(accountId, next);
      await this.deps.store.update(accountId, (actions) => {
        if ('sent' in attempt) {
          return { actions: actions.filter((queued) => queued.id !== next.id), result: undefined };
        }
        const after: Partial<StoredAction> =
          'conflict' in attempt
            ? { status: 'conflict', conflict: attempt.conflict }
            : { status: 'pending', tried: attempt.tried };
        return {
          actions: actions.map((queued) =>
            queued.id === next.id ? ({ ...queued, ...after } as StoredAction) : queued,
          ),
          result: undefined,
        };
      });
      await this.announce(accountId);
      if ('stop' in attempt) {
        outcome.stoppedBy = attempt.stop;
        return outcome;
      }
      if ('sent' in attempt) outcome.sent += 1;
      else outcome.conflicts += 1;
    }
  }

  /** One action: the base check, the send, the copy refreshed; never throws. */
  private async attempt(accountId: string, action: StoredAction): Promise<Attempt> {
    const { kinds } = this.deps;
    const conflict = (code: string, message: string, theirs: Record<string, unknown> | null) => ({
      conflict: {
        code,
        message,
        theirs,
        base: action.base.value,
        detected_at: this.now().toISOString(),
      },
    });
    let sendStarted = false;
    try {
      if (action.base.known && !action.tried) {
        const theirs = await kinds.current(accountId, action);
        if (kinds.movedOn(action, action.base.value, theirs)) {
          return conflict('changed_meanwhile', kinds.changedMessage(action), theirs);
        }
      }
      sendStarted = true;
      const answer = await kinds.send(accountId, action);
      await kinds
        .refreshCopy(accountId, action, answer)
        .catch((error: unknown) => this.log('offline copy not refreshed after a send', error));
      return { sent: true };
    } catch (error) {
      const refused = typed(error);
      if (stopsTheFlush(refused)) {
        return { stop: refused, tried: action.tried === true || sendStarted };
      }
      // The core API refused it for good (the call closed, not your turn…): the person decides.
      const theirs = await kinds.current(accountId, action).catch(() => null);
      return conflict(refused.code, refused.message, theirs);
    }
  }
}
