import { ApiPath } from '../../src-shared/api/paths';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import type { Connectivity, OfflineReason } from '../../src-shared/domain/connectivity';
import type { CoreApiClient } from '../api/core-api-client';
import type { EventSink } from '../ipc/event-sink';

/** Pauses between probes while offline: quick at first, then every 30 s. */
export const PROBE_DELAYS_MS: readonly number[] = [2_000, 5_000, 10_000, 30_000];

export interface ConnectivityMonitorOptions {
  /** Answers whether the core API answered at all. */
  probe: () => Promise<boolean>;
  /**
   * Why the core API does not answer (`diagnoseUnreachable` over a `NetworkStatus`); without it
   * every outage is `server_unreachable`.
   */
  diagnose?: () => Promise<OfflineReason>;
  events: EventSink;
  delaysMs?: readonly number[];
  now?: () => Date;
}

type Listener = (online: boolean) => void;

/**
 * Whether the core API answers, learned from every call the app makes (`report`) and, while it
 * does not, from probes of its health route, and why not (no internet, or the server down). The
 * renderer hears only changes of either.
 */
export class ConnectivityMonitor {
  private online = true;
  private reason: OfflineReason | null = null;
  /** What the renderer was last told, so a diagnosis that changes nothing sends nothing. */
  private told: { online: boolean; reason: OfflineReason | null } = { online: true, reason: null };
  private diagnosing: Promise<void> | undefined;
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
    return {
      online: this.online,
      checked_at: this.checkedAt.toISOString(),
      reason: this.online ? null : (this.reason ?? 'server_unreachable'),
    };
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
    if (online) {
      this.reason = null;
      this.stopProbing();
      this.tell();
    } else {
      this.scheduleProbe();
      // The renderer hears of the outage once its reason is known, so the banner's words do
      // not change under the reader a moment later.
      void this.diagnose();
    }
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
    const stillOffline = !online && !this.online;
    if (stillOffline) this.failedProbes += 1;
    this.report(online);
    // Still down: the reason may have changed (the internet is back, the server still is not).
    if (stillOffline) void this.diagnose();
    if (!online) await this.diagnosing;
    return this.current();
  }

  /** Learns why the core API does not answer and tells the renderer if that is news. */
  private diagnose(): Promise<void> {
    const { diagnose } = this.options;
    if (!diagnose) {
      this.reason = 'server_unreachable';
      this.tell();
      return Promise.resolve();
    }
    this.diagnosing ??= diagnose()
      .catch((): OfflineReason => 'server_unreachable')
      .then((reason) => {
        this.diagnosing = undefined;
        if (this.closed || this.online) return;
        this.reason = reason;
        this.tell();
      });
    return this.diagnosing;
  }

  private tell(): void {
    if (this.closed) return;
    const now = this.current();
    if (now.online === this.told.online && now.reason === this.told.reason) return;
    this.told = { online: now.online, reason: now.reason ?? null };
    this.options.events.emit('connectivityChanged', now);
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
