import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../../src-server/index';
import type { EmbeddedSecretsKey } from './embedded-secrets-key';

/**
 * The core API running inside the app on 127.0.0.1 and a random port, its PGlite database in the
 * user-data folder. Started once, on first need; stopped on quit. Provider tokens are sealed with
 * `secretsKey` (the OS keychain's, embedded-secrets-key.ts) unless SECRETS_KEY is set; without
 * either, with a key file in its data folder (src-server/secrets/server-secrets.ts).
 */
export class EmbeddedApiHost {
  private running: Promise<RunningServer> | undefined;

  constructor(
    private readonly userDataDir: string,
    private readonly extraOptions: Omit<
      ServerOptions,
      'host' | 'port' | 'dataDir' | 'databaseUrl'
    > = {},
    private readonly secretsKey?: () => Promise<EmbeddedSecretsKey>,
  ) {}

  get dataDir(): string {
    return join(this.userDataDir, 'core-api');
  }

  async url(): Promise<string> {
    this.running ??= this.start();
    try {
      return (await this.running).url;
    } catch (error) {
      this.running = undefined;
      throw error;
    }
  }

  private async start(): Promise<RunningServer> {
    const keychain =
      this.extraOptions.secretsKey || !this.secretsKey ? undefined : await this.secretsKey();
    return startServer({
      ...this.extraOptions,
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
    if (running) await (await running).close();
  }
}
