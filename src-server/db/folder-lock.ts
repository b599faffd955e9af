import { createHash } from 'node:crypto';
import { mkdir, realpath, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

/** Who holds a data folder, as the holder itself answers. */
export interface FolderHolder {
  pid: number;
  /** The holder's command line, shortened. */
  command: string;
}

/** Thrown when another process (or another server in this one) already has the data folder open. */
export class DataFolderInUseError extends Error {
  readonly code = 'data_folder_in_use';

  constructor(
    readonly dataDir: string,
    /** null when the holder did not answer in time (busy); the folder is held all the same. */
    readonly holder: FolderHolder | null,
  ) {
    const who = holder ? `el proceso ${holder.pid} (${holder.command})` : 'otro proceso';
    const whoEn = holder ? `process ${holder.pid} (${holder.command})` : 'another process';
    super(
      `La carpeta de datos ${dataDir} ya está abierta por ${who}; ciérralo o usa otra carpeta. ` +
        `The data folder ${dataDir} is already open in ${whoEn}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface FolderLock {
  release(): Promise<void>;
}

const HOLDER_ANSWER_MS = 2_000;

/**
 * Makes this process the only owner of a PGlite data folder until `release`. The lock is a local
 * endpoint named after the folder's real path that the owner listens on: the kernel frees it when
 * the owner exits or crashes, so there is never a stale lock to clear by hand. Linux uses an
 * abstract unix socket, Windows a named pipe; elsewhere (macOS) a socket file in the temp folder,
 * which a crashed owner leaves behind and the next opener removes once nobody answers on it.
 * A second opener connects, reads who holds the folder and gets a DataFolderInUseError.
 */
export async function lockDataFolder(dataDir: string): Promise<FolderLock> {
  const endpoint = endpointFor(await canonicalPath(dataDir));
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.end(JSON.stringify(describeThisProcess()));
  });
  // An owner that forgets to close must not keep its process alive for the lock's sake.
  server.unref();
  try {
    await listen(server, endpoint.path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const holder = await askHolder(endpoint.path);
    if (holder === 'gone' && endpoint.isFile) {
      // A socket file nobody listens on: its owner crashed. Take it over.
      await rm(endpoint.path, { force: true });
      await listen(server, endpoint.path);
    } else {
      throw new DataFolderInUseError(dataDir, holder === 'gone' ? null : holder);
    }
  }
  let released: Promise<void> | null = null;
  return {
    release: () =>
      (released ??= new Promise<void>((done) => server.close(() => done())).then(async () => {
        if (endpoint.isFile) await rm(endpoint.path, { force: true });
      })),
  };
}

/**
 * The folder's real path (links resolved), computed from its parent so a folder that does not
 * exist yet has the same lock as once it does (its parent is created here, as PGlite needs it).
 */
async function canonicalPath(dataDir: string): Promise<string> {
  const absolute = resolve(dataDir);
  await mkdir(dirname(absolute), { recursive: true });
  const parent = await realpath(dirname(absolute));
  const folder = join(parent, basename(absolute));
  try {
    return await realpath(folder);
  } catch {
    return folder;
  }
}

function endpointFor(folder: string): { path: string; isFile: boolean } {
  const digest = createHash('sha256').update(folder).digest('hex');
  if (process.platform === 'win32') return { path: `\\\\.\\pipe\\marca-${digest}`, isFile: false };
  if (process.platform === 'linux') return { path: `\0marca-${digest}`, isFile: false };
  // Socket paths are limited to about 100 bytes: a short name in the temp folder, never the data
  // folder itself (its upgrade renames it, which would move the socket away from its name).
  return { path: join(tmpdir(), `marca-${digest.slice(0, 32)}.sock`), isFile: true };
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen({ path, exclusive: true }, () => {
      server.off('error', onError);
      resolveListen();
    });
  });
}

/** The holder's answer; 'gone' when nothing listens; null when it listens but does not answer. */
function askHolder(path: string): Promise<FolderHolder | null | 'gone'> {
  return new Promise((done) => {
    const socket = createConnection({ path });
    const chunks: Buffer[] = [];
    let connected = false;
    const timer = setTimeout(() => socket.destroy(), HOLDER_ANSWER_MS);
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      if (!connected) return done('gone');
      done(parseHolder(Buffer.concat(chunks).toString('utf8')));
    });
  });
}

function parseHolder(text: string): FolderHolder | null {
  try {
    const value = JSON.parse(text) as Partial<FolderHolder>;
    if (typeof value.pid !== 'number' || typeof value.command !== 'string') return null;
    return { pid: value.pid, command: value.command };
  } catch {
    return null;
  }
}

/** This process as a holder of a folder: its pid and shortened command line. */
export function describeThisProcess(): FolderHolder {
  const command = [process.title, ...process.argv.slice(1)].join(' ');
  return {
    pid: process.pid,
    command: command.length > 200 ? `${command.slice(0, 199)}…` : command,
  };
}
