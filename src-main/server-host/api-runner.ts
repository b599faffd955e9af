import type { ServerOptions } from '../../src-server/config';

/** The embedded core API once it listens. */
export interface RunningApi {
  url: string;
  /** The process it runs in, when it has one of its own (benches read its memory). */
  pid?: number;
  /** How long the server's own start took (open the data folder, migrate, listen). */
  startMs: number;
  close(): Promise<void>;
}

/**
 * Starts the core API with these options: in this process, or in one of its own. `signal` gives up
 * on a start still under way (a quit that cannot wait any longer): a process of its own is ended.
 */
export type ApiRunner = (options: ServerOptions, signal?: AbortSignal) => Promise<RunningApi>;

/**
 * In main's own process: what plain-Node tests of main's services use (no build needed). The
 * server is imported on first use, so a main bundle that never runs it does not load it.
 */
export const inThisProcess: ApiRunner = async (options) => {
  const { startServer } = await import('../../src-server/index');
  const began = performance.now();
  const server = await startServer(options);
  return {
    url: server.url,
    startMs: Math.round(performance.now() - began),
    close: () => server.close(),
  };
};
