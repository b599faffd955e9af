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

/**
 * The environment variable naming the folder where the process keeps V8's compiled code of its
 * modules between launches (`<userData>/compile-cache`, set by main; see compile-cache.ts).
 */
export const COMPILE_CACHE_ENV = 'CORE_API_COMPILE_CACHE';
