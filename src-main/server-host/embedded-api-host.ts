import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../../src-server/index';

/**
 * The core API running inside the app on 127.0.0.1 and a random port, its PGlite database in the
 * user-data folder. Started once, on first need; stopped on quit.
 */
export class EmbeddedApiHost {
  private running: Promise<RunningServer> | undefined;

  constructor(
    private readonly userDataDir: string,
    private readonly extraOptions: Omit<
      ServerOptions,
      'host' | 'port' | 'dataDir' | 'databaseUrl'
    > = {},
  ) {}

  get dataDir(): string {
    return join(this.userDataDir, 'core-api');
  }

  async url(): Promise<string> {
    this.running ??= startServer({
      ...this.extraOptions,
      host: '127.0.0.1',
      port: 0,
      dataDir: this.dataDir,
      // The embedded default is this computer's own database: demo creators may be loaded.
      allowSeed: true,
    });
    try {
      return (await this.running).url;
    } catch (error) {
      this.running = undefined;
      throw error;
    }
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (running) await (await running).close();
  }
}
