import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../src-server/index';

/**
 * A core API run on its own, as a team server would be: the app reaches it over HTTP and a test
 * can stop it for real (the port closes), which is what "offline" means to main.
 */
export class TeamServer {
  /** Where the app finds it, kept across `resume()`. */
  readonly url: string;

  private constructor(
    private running: RunningServer,
    private readonly dataDir: string,
  ) {
    this.url = running.url;
  }

  static async start(): Promise<TeamServer> {
    const dataDir = await mkdtemp(join(tmpdir(), 'marca-e2e-api-'));
    try {
      return new TeamServer(await listen(dataDir, 0), dataDir);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** After `stop()`: answers again at the same address, on the same data. */
  async resume(): Promise<void> {
    this.running = await listen(this.dataDir, Number(new URL(this.url).port));
  }

  /**
   * After `stop()`: runs `work` against the same data at another address the app does not know,
   * so another party acts while the app still finds no server; then stops again.
   */
  async aside<T>(work: (url: string) => Promise<T>): Promise<T> {
    const other = await listen(this.dataDir, 0);
    try {
      return await work(other.url);
    } finally {
      await other.close();
    }
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

function listen(dataDir: string, port: number): Promise<RunningServer> {
  return startServer({
    host: '127.0.0.1',
    port,
    dataDir,
    allowSeed: false,
    // Several sign-ups and sign-ins per test from one address; the limit has its own test.
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
}
