import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../src-server/index';

/**
 * A core API run on its own, as a team server would be: the app reaches it over HTTP and a test
 * can stop it for real (the port closes), which is what "offline" means to main.
 */
export class TeamServer {
  private constructor(
    private readonly running: RunningServer,
    private readonly dataDir: string,
  ) {}

  static async start(): Promise<TeamServer> {
    const dataDir = await mkdtemp(join(tmpdir(), 'marca-e2e-api-'));
    try {
      const running = await startServer({
        host: '127.0.0.1',
        port: 0,
        dataDir,
        allowSeed: false,
        // Several sign-ups and sign-ins per test from one address; the limit has its own test.
        rateLimit: { max: 10_000, timeWindowMs: 60_000 },
      });
      return new TeamServer(running, dataDir);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  get url(): string {
    return this.running.url;
  }

  /** Stops answering; safe to call more than once. */
  stop(): Promise<void> {
    return this.running.close();
  }

  async dispose(): Promise<void> {
    await this.stop().catch(() => undefined);
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
