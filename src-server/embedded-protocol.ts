import type { ServerOptions } from './config';

/**
 * What the desktop's main process and the core API it runs in a process of its own say to each
 * other (structured clone over the IPC channel). Main sends `start` once and `stop` at quit; the
 * process answers `ready` or `failed`, and exits once stopped.
 */
export type ToEmbeddedApi = { type: 'start'; options: ServerOptions } | { type: 'stop' };

export type FromEmbeddedApi =
  /** `start_ms`: startServer alone (open the data folder, migrate, listen), for logs and benches. */
  | { type: 'ready'; url: string; start_ms: number }
  /** `name` keeps errors main reacts to recognisable (DataFolderInUseError). */
  | { type: 'failed'; name: string; message: string };
