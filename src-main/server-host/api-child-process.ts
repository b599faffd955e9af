import type { ServerOptions } from '../../src-server/config';
import type { FromEmbeddedApi, ToEmbeddedApi } from '../../src-server/embedded-protocol';
import type { ApiRunner, RunningApi } from './api-runner';

/** A started child process running src-server/embedded-process.ts, as its launcher sees it. */
export interface ApiChild {
  readonly pid: number | undefined;
  post(message: ToEmbeddedApi): void;
  onMessage(listener: (message: FromEmbeddedApi) => void): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** Starts the process with this environment: Node's fork, or Electron's utility process. */
export type SpawnApiChild = (env: NodeJS.ProcessEnv) => ApiChild;

/**
 * glibc gives every thread that allocates its own malloc arena and keeps what it freed there:
 * scrypt's 16 MiB per sign-in, run on libuv's four threads, left ~64 MiB resident for good.
 * Two arenas keep the API's memory flat (docs/ARCHITECTURE.md, "Memory"). Read by glibc at
 * process start only, hence a process of its own. Ignored elsewhere.
 */
export const API_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' } as const;

/** How long a stop may take before the process is killed (closing PGlite flushes its files). */
const STOP_GRACE_MS = 10_000;

/** The child's error as main can still tell it apart: its name (DataFolderInUseError) and text. */
function childFailure(name: string, message: string): Error {
  const failure = new Error(message);
  failure.name = name;
  return failure;
}

/**
 * Runs the core API in a child process: `start` with the options, `ready` with its address.
 * Stopping asks it to close (its data folder released) and waits for the exit; a process that
 * exits on its own before `ready` fails the start with what it said.
 */
export function inChildProcess(spawn: SpawnApiChild, env: NodeJS.ProcessEnv): ApiRunner {
  return (options: ServerOptions, signal?: AbortSignal) =>
    new Promise<RunningApi>((resolve, reject) => {
      const child = spawn({ ...API_PROCESS_ENV, ...env });
      let exited = false;
      let started = false;
      // Given up before `ready`: the process ends here, its start with it.
      signal?.addEventListener(
        'abort',
        () => {
          if (started) return;
          reject(new Error('se dejó de esperar el arranque del core API'));
          child.kill();
        },
        { once: true },
      );
      const exit = new Promise<void>((done) =>
        child.onExit((code) => {
          exited = true;
          done();
          if (!started) {
            reject(new Error(`el core API terminó al arrancar (código ${code ?? 'desconocido'})`));
          }
        }),
      );
      child.onMessage((message) => {
        if (message.type === 'failed') {
          reject(childFailure(message.name, message.message));
          child.kill();
          return;
        }
        started = true;
        resolve({
          url: message.url,
          startMs: message.start_ms,
          ...(child.pid === undefined ? {} : { pid: child.pid }),
          close: async () => {
            if (exited) return;
            child.post({ type: 'stop' });
            const timer = setTimeout(() => child.kill(), STOP_GRACE_MS);
            await exit;
            clearTimeout(timer);
          },
        });
      });
      child.post({ type: 'start', options });
    });
}
