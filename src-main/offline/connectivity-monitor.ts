import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { Connectivity } from '../../src-shared/domain/media-kit';
import type { CoreApiClient } from '../api/core-api-client';
import type { EventSink } from '../ipc/event-sink';

/** Pauses between probes while offline: quick at first, then every 30 s. */
export const PROBE_DELAYS_MS: readonly number[] = [2_000, 5_000, 10_000, 30_000];

export interface ConnectivityMonitorOptions {
  /** Answers whether the core API answered at all. */
  probe: () => Promise<boolean>;
  events: EventSink;
  delaysMs?: readonly number[];
  now?: () => Date;
}

type Listener = (online: boolean) => void;

/**
 * Whether the core API answers, learned from every call the app makes (`report`) and, while it
 * does not, from probes of its health route. The renderer hears only changes.
 */
export class ConnectivityMonitor {
  private online = true;
  private checkedAt: Date;
  private failedProbes = 0;
  private timer: NodeJS.Timeout | undefined;
  private probing: Promise<Connectivity> | undefined;
  private closed = false;
  private readonly listeners = new Set<Listener>();
  private readonly delaysMs: readonly number[];
  private readonly now: () => Date;

  constructor(private readonly options: ConnectivityMonitorOptions) {
    this.delaysMs = options.delaysMs ?? PROBE_DELAYS_MS;
    this.now = options.now ?? (() => new Date());
    this.checkedAt = this.now();
  }

  current(): Connectivity {
    return { online: this.online, checked_at: this.checkedAt.toISOString() };
  }

  /** Called with every answer (or lack of one) the core-API client sees. */
  report(online: boolean): void {
    if (this.closed) return;
    this.checkedAt = this.now();
    if (online === this.online) {
      if (!online) this.scheduleProbe();
      return;
    }
    this.online = online;
    this.failedProbes = 0;
    if (online) this.stopProbing();
    else this.scheduleProbe();
    this.options.events.emit('connectivityChanged', this.current());
    for (const listener of this.listeners) listener(online);
  }

  /** Probes now; a probe already running is shared rather than doubled. */
  check(): Promise<Connectivity> {
    this.probing ??= this.runProbe().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  /** Runs `listener` on each change; answers a function that stops it. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.stopProbing();
    this.listeners.clear();
  }

  private async runProbe(): Promise<Connectivity> {
    this.stopProbing();
    const online = await this.options.probe().catch(() => false);
    if (!online && !this.online) this.failedProbes += 1;
    this.report(online);
    return this.current();
  }

  private scheduleProbe(): void {
    if (this.closed || this.timer) return;
    const index = Math.min(this.failedProbes, this.delaysMs.length - 1);
    const delay = this.delaysMs[index] ?? 30_000;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.check();
    }, delay);
    // A pending probe must never keep the process (or a test run) alive.
    this.timer.unref();
  }

  private stopProbing(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Asks the core API's health route once. Its own client has no retries and a short timeout, so a
 * probe is quick and does not count as app traffic.
 */
export function healthProbe(client: CoreApiClient): () => Promise<boolean> {
  return async () => {
    try {
      await client.get(ApiPath.health);
      return true;
    } catch (error) {
      return !(error instanceof BridgeError && error.code === ErrorCode.network);
    }
  };
}
