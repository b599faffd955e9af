/**
 * The desktop's embedded core API as a process of its own (an Electron utility process in the app,
 * a forked Node process in tests and benches): PGlite's work never blocks the main process that
 * serves the windows, and the process is started with the memory settings the API wants
 * (src-main/server-host/api-child-process.ts). Talks to main only through embedded-protocol.ts.
 */
import type { FromEmbeddedApi, ToEmbeddedApi } from './embedded-protocol';
import type { RunningServer } from './index';
import type { ServerOptions } from './config';
import * as nodeModule from 'node:module';
import { enableCompileCacheFrom } from './compile-cache';
import { pgliteArtifacts } from './db/pglite-artifacts';

// The start is what the user waits for: PGlite's engine compiles on V8's background threads while
// this thread loads the server's modules (the static imports above are that compile's file and the
// cache's switch), read from the compile cache where the runtime has one.
enableCompileCacheFrom(process.env, nodeModule);
void pgliteArtifacts().catch(() => undefined);
const serverModule = import('./index');

interface ParentChannel {
  post(message: FromEmbeddedApi): void;
  onMessage(listener: (message: ToEmbeddedApi) => void): void;
}

/** Electron's utility process (`process.parentPort`) or Node's IPC channel (`process.send`). */
function parentChannel(): ParentChannel {
  const parentPort = (process as { parentPort?: ElectronParentPort }).parentPort;
  if (parentPort) {
    return {
      post: (message) => parentPort.postMessage(message),
      onMessage: (listener) => parentPort.on('message', (event) => listener(event.data)),
    };
  }
  if (!process.send) throw new Error('embedded-process must be started by the desktop');
  return {
    post: (message) => process.send?.(message),
    onMessage: (listener) => process.on('message', (message) => listener(message as ToEmbeddedApi)),
  };
}

interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: ToEmbeddedApi }) => void): void;
}

const parent = parentChannel();
let server: Promise<RunningServer> | undefined;
let stopping = false;

async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await (await server)?.close();
  } catch (error) {
    console.error('[core-api] no se pudo cerrar limpiamente', error);
  }
  // Main waits for the exit itself: the data folder is released by then.
  process.exit(0);
}

parent.onMessage((message) => {
  if (message.type === 'stop') {
    void stop();
    return;
  }
  if (server) return;
  const started = startIn(message.options);
  server = started.then(({ running }) => running);
  // Its failure is reported below; `stop` only needs to know there is nothing to close.
  server.catch(() => undefined);
  started.then(
    ({ running, startMs }) => parent.post({ type: 'ready', url: running.url, start_ms: startMs }),
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      // Main ends the process once it has read why (an exit here could drop the message).
      parent.post({ type: 'failed', name: failure.name, message: failure.message });
    },
  );
});

async function startIn(
  options: ServerOptions,
): Promise<{ running: RunningServer; startMs: number }> {
  const { startServer } = await serverModule;
  const began = performance.now();
  const running = await startServer(options);
  return { running, startMs: Math.round(performance.now() - began) };
}

// Main went away without a word (a crash): the folder must not stay held.
process.on('disconnect', () => void stop());
