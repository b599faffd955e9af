import { join } from 'node:path';
import type { ServerOptions } from '../../src-server/config';
import { inThisProcess, type ApiRunner, type RunningApi } from './api-runner';
import type { EmbeddedSecretsKey } from './embedded-secrets-key';

export interface EmbeddedApiHostOptions {
  /** Server settings beyond where it listens and keeps its data (providers, mail, template…). */
  server?: Omit<ServerOptions, 'host' | 'port' | 'dataDir' | 'databaseUrl'>;
  /** The keychain's SECRETS_KEY for provider tokens (embedded-secrets-key.ts). */
  secretsKey?: () => Promise<EmbeddedSecretsKey>;
  /** Where the API runs: the app gives it a process of its own; default, this one. */
  runner?: ApiRunner;
  /** How long a stop waits for a start still under way; default START_WAIT_ON_STOP_MS. */
  startWaitOnStopMs?: number;
}

/** How long a stop waits for a start still under way before it gives up on it. */
export const START_WAIT_ON_STOP_MS = 10_000;

/**
 * The core API running inside the app on 127.0.0.1 and a random port, its PGlite database in the
 * user-data folder. Started once, on first need; stopped on quit. Provider tokens are sealed with
 * `secretsKey` (the OS keychain's, embedded-secrets-key.ts) unless SECRETS_KEY is set; without
 * either, with a key file in its data folder (src-server/secrets/server-secrets.ts).
 */
export class EmbeddedApiHost {
  private running: Promise<RunningApi> | undefined;
  private startAbort: AbortController | undefined;

  constructor(
    private readonly userDataDir: string,
    private readonly options: EmbeddedApiHostOptions = {},
  ) {}

  get dataDir(): string {
    return join(this.userDataDir, 'core-api');
  }

  async url(): Promise<string> {
    return (await this.started()).url;
  }

  /** The API started (once): its address, its own process and how long its start took. */
  async started(): Promise<RunningApi> {
    if (!this.running) {
      const abort = new AbortController();
      this.startAbort = abort;
      this.running = Promise.race([this.start(abort.signal), givenUp(abort.signal)]);
    }
    try {
      return await this.running;
    } catch (error) {
      this.running = undefined;
      throw error;
    }
  }

  private async start(signal: AbortSignal): Promise<RunningApi> {
    const server = this.options.server ?? {};
    const keychain =
      server.secretsKey || !this.options.secretsKey ? undefined : await this.options.secretsKey();
    signal.throwIfAborted();
    return (this.options.runner ?? inThisProcess)(
      {
        ...server,
        ...(keychain ? { secretsKey: keychain.key, forgetUnreadableGrants: keychain.created } : {}),
        host: '127.0.0.1',
        port: 0,
        dataDir: this.dataDir,
        // The embedded default is this computer's own database: demo creators may be loaded.
        allowSeed: true,
      },
      signal,
    );
  }

  /**
   * Stops the API. A start still under way gets START_WAIT_ON_STOP_MS to finish (a folder opened
   * halfway is better closed than killed); one that hangs (a keychain that never answers, a
   * process that never says `ready`) is given up on, so a quit never waits forever.
   */
  async stop(): Promise<void> {
    const running = this.running;
    const startAbort = this.startAbort;
    this.running = undefined;
    this.startAbort = undefined;
    if (!running) return;
    const giveUp = setTimeout(
      () => startAbort?.abort(),
      this.options.startWaitOnStopMs ?? START_WAIT_ON_STOP_MS,
    );
    // A start that failed or was given up on has nothing to stop.
    const api = await running.catch(() => undefined);
    clearTimeout(giveUp);
    await api?.close();
  }
}

/** Rejects once `signal` aborts: a start given up on ends there even if its work never returns. */
function givenUp(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error('start given up')), { once: true });
  });
}
