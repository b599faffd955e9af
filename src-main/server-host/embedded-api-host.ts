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
}

/**
 * The core API running inside the app on 127.0.0.1 and a random port, its PGlite database in the
 * user-data folder. Started once, on first need; stopped on quit. Provider tokens are sealed with
 * `secretsKey` (the OS keychain's, embedded-secrets-key.ts) unless SECRETS_KEY is set; without
 * either, with a key file in its data folder (src-server/secrets/server-secrets.ts).
 */
export class EmbeddedApiHost {
  private running: Promise<RunningApi> | undefined;

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
    this.running ??= this.start();
    try {
      return await this.running;
    } catch (error) {
      this.running = undefined;
      throw error;
    }
  }

  private async start(): Promise<RunningApi> {
    const server = this.options.server ?? {};
    const keychain =
      server.secretsKey || !this.options.secretsKey ? undefined : await this.options.secretsKey();
    return (this.options.runner ?? inThisProcess)({
      ...server,
      ...(keychain ? { secretsKey: keychain.key, forgetUnreadableGrants: keychain.created } : {}),
      host: '127.0.0.1',
      port: 0,
      dataDir: this.dataDir,
      // The embedded default is this computer's own database: demo creators may be loaded.
      allowSeed: true,
    });
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (!running) return;
    // A start that failed has nothing to stop.
    const api = await running.catch(() => undefined);
    await api?.close();
  }
}
