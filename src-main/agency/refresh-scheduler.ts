import { DESK_REFRESH_AT_ONCE, type DeskRefreshState } from '../../src-shared/domain/agency-desk';
import { BridgeError } from '../../src-shared/bridge/bridge-error';

export interface RefreshStanding {
  state: DeskRefreshState;
  /** The last failure's code (`network`, `unauthorized`, …); null otherwise. */
  error: string | null;
}

export interface RefreshSchedulerParts {
  /** Refreshes one account's copy with that account's own token. */
  refresh(accountId: string, signal: AbortSignal): Promise<unknown>;
  /** Told after every change of an account's standing. */
  onChange(accountId: string, standing: RefreshStanding): void;
  atOnce?: number;
}

const IDLE: RefreshStanding = { state: 'idle', error: null };

const codeOf = (error: unknown) =>
  error instanceof BridgeError ? error.code : error instanceof Error ? error.name : 'unknown';

/**
 * Refreshes accounts in the background, at most `atOnce` (4) at a time, in the order asked. An
 * account asked again while queued or running is not added twice; a failure marks the account
 * and is not tried again until someone asks again (the next round, the person's "Actualizar").
 * Signing an account out cancels it: dropped from the queue, and a refresh under way is told to
 * stop and its outcome ignored.
 */
export class RefreshScheduler {
  readonly #parts: RefreshSchedulerParts;
  readonly #atOnce: number;
  readonly #queue: string[] = [];
  readonly #running = new Map<string, AbortController>();
  readonly #standing = new Map<string, RefreshStanding>();
  /** How long each account's last refresh took, in ms (the bench prints their p95). */
  readonly #took = new Map<string, number>();
  #idle: Array<() => void> = [];

  constructor(parts: RefreshSchedulerParts) {
    this.#parts = parts;
    this.#atOnce = Math.max(1, parts.atOnce ?? DESK_REFRESH_AT_ONCE);
  }

  standing(accountId: string): RefreshStanding {
    return this.#standing.get(accountId) ?? IDLE;
  }

  /** Each account's last finished refresh, in ms. */
  durations(): ReadonlyMap<string, number> {
    return this.#took;
  }

  /** Accounts queued or being refreshed. */
  pending(): number {
    return this.#queue.length + this.#running.size;
  }

  enqueue(accountIds: readonly string[]): void {
    for (const id of accountIds) {
      if (this.#running.has(id) || this.#queue.includes(id)) continue;
      this.#queue.push(id);
      this.#set(id, { state: 'queued', error: null });
    }
    this.#pump();
  }

  /** The account is gone from this desktop: nothing more is done or said about it. */
  cancel(accountId: string): void {
    const queued = this.#queue.indexOf(accountId);
    if (queued >= 0) this.#queue.splice(queued, 1);
    this.#running.get(accountId)?.abort();
    this.#running.delete(accountId);
    this.#standing.delete(accountId);
    this.#took.delete(accountId);
    this.#pump();
  }

  cancelAll(): void {
    for (const id of [...this.#queue, ...this.#running.keys()]) this.cancel(id);
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (this.pending() === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #set(accountId: string, standing: RefreshStanding): void {
    this.#standing.set(accountId, standing);
    this.#parts.onChange(accountId, standing);
  }

  #pump(): void {
    while (this.#running.size < this.#atOnce && this.#queue.length > 0) {
      const id = this.#queue.shift()!;
      const controller = new AbortController();
      this.#running.set(id, controller);
      this.#set(id, { state: 'refreshing', error: null });
      void this.#run(id, controller);
    }
    if (this.pending() === 0) {
      const waiting = this.#idle;
      this.#idle = [];
      for (const resolve of waiting) resolve();
    }
  }

  async #run(accountId: string, controller: AbortController): Promise<void> {
    let standing: RefreshStanding;
    const started = performance.now();
    try {
      await this.#parts.refresh(accountId, controller.signal);
      standing = { state: 'done', error: null };
    } catch (error) {
      standing = { state: 'failed', error: codeOf(error) };
    }
    // Cancelled meanwhile (signed out): its outcome is nobody's business any more.
    if (this.#running.get(accountId) !== controller) return;
    this.#running.delete(accountId);
    this.#took.set(accountId, performance.now() - started);
    this.#set(accountId, standing);
    this.#pump();
  }
}
