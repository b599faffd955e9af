import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import {
  DataFolderInUseError,
  describeThisProcess,
  type FolderHolder,
  type FolderLock,
} from './folder-lock';

/** The owner's record, inside the data folder itself. */
export const OWNER_FILE = 'marca-owner.json';

export interface OwnerFileTiming {
  /** How often the owner rewrites its record. */
  heartbeatMs: number;
  /** A record not rewritten for this long belongs to a process that is gone. */
  staleMs: number;
}

export const DEFAULT_OWNER_FILE_TIMING: OwnerFileTiming = { heartbeatMs: 1_000, staleMs: 5_000 };

interface OwnerRecord extends FolderHolder {
  /** This claim's own id: a release or a beat never touches another owner's record. */
  token: string;
  host: string;
  /** Linux: the kernel's boot and PID namespace, so "that pid is gone" is only judged where it means it. */
  boot: string | null;
  pidNamespace: string | null;
}

/**
 * Makes this process the owner of `dataDir` through a record in the folder itself, rewritten every
 * `heartbeatMs` (issue 35). The socket lock (folder-lock.ts) is named after the folder's path and
 * lives in the network namespace: a process in another container, or reaching the folder through a
 * bind mount, never meets it, but it meets this file. A second opener refuses while the record is
 * kept fresh; a record whose process is gone (same machine and PID namespace, pid not running) or
 * that went `staleMs` without a beat is taken over, so kill -9 leaves nothing to clear by hand.
 * The folder must exist.
 */
export async function claimDataFolder(
  dataDir: string,
  timing: OwnerFileTiming = DEFAULT_OWNER_FILE_TIMING,
): Promise<FolderLock> {
  const path = join(dataDir, OWNER_FILE);
  const mine: OwnerRecord = { ...thisProcess(), token: randomUUID() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await createExclusive(path, mine)) return startBeating(dataDir, path, mine, timing);
    const verdict = await judgeHolder(path, timing);
    if (verdict.kind === 'alive') throw new DataFolderInUseError(dataDir, verdict.holder);
    // Gone: set its record aside under a name of its own (only one opener's rename succeeds).
    await rename(path, `${path}.${mine.token}.stale`).then(
      () => rm(`${path}.${mine.token}.stale`, { force: true }),
      () => undefined,
    );
  }
  throw new DataFolderInUseError(dataDir, null);
}

async function createExclusive(path: string, record: OwnerRecord): Promise<boolean> {
  try {
    const handle = await open(path, 'wx', 0o600);
    try {
      await handle.writeFile(JSON.stringify(record));
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

type Verdict = { kind: 'alive'; holder: FolderHolder | null } | { kind: 'gone' };

/**
 * Whether the record's owner still runs: at once when it is this machine's and PID namespace's
 * (its pid is looked up), else by watching the record for a beat for up to `staleMs`.
 */
async function judgeHolder(path: string, timing: OwnerFileTiming): Promise<Verdict> {
  const first = await readRecord(path);
  if (first === 'missing') return { kind: 'gone' };
  const here = thisProcess();
  if (
    first.record &&
    first.record.host === here.host &&
    first.record.boot === here.boot &&
    first.record.pidNamespace === here.pidNamespace &&
    here.pidNamespace !== null
  ) {
    return pidRuns(first.record.pid)
      ? { kind: 'alive', holder: holderOf(first.record) }
      : { kind: 'gone' };
  }
  const deadline = first.mtimeMs + timing.staleMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(timing.heartbeatMs / 2, 250)));
    const now = await readRecord(path);
    if (now === 'missing') return { kind: 'gone' };
    if (now.mtimeMs !== first.mtimeMs) return { kind: 'alive', holder: holderOf(now.record) };
  }
  // A record older than the window from the start: judged on its age alone.
  return Date.now() - first.mtimeMs < timing.staleMs
    ? { kind: 'alive', holder: holderOf(first.record) }
    : { kind: 'gone' };
}

async function readRecord(
  path: string,
): Promise<{ record: OwnerRecord | null; mtimeMs: number } | 'missing'> {
  try {
    const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    return { record: parseRecord(text), mtimeMs: info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

function parseRecord(text: string): OwnerRecord | null {
  try {
    const value = JSON.parse(text) as Partial<OwnerRecord>;
    if (typeof value.pid !== 'number' || typeof value.token !== 'string') return null;
    return {
      pid: value.pid,
      command: typeof value.command === 'string' ? value.command : '',
      token: value.token,
      host: typeof value.host === 'string' ? value.host : '',
      boot: typeof value.boot === 'string' ? value.boot : null,
      pidNamespace: typeof value.pidNamespace === 'string' ? value.pidNamespace : null,
    };
  } catch {
    // Half-written by a crash mid-beat: its age decides.
    return null;
  }
}

function holderOf(record: OwnerRecord | null): FolderHolder | null {
  return record ? { pid: record.pid, command: record.command } : null;
}

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Rewrites the record every beat (a new file renamed over it, so a reader never sees half of
 * one). The path is looked up each time: the 0.4 → 0.5 conversion swaps the folder under it.
 */
function startBeating(
  dataDir: string,
  path: string,
  record: OwnerRecord,
  timing: OwnerFileTiming,
): FolderLock {
  const temporary = join(dataDir, `${OWNER_FILE}.${record.token}.tmp`);
  let beating = Promise.resolve();
  const timer = setInterval(() => {
    beating = beating.then(async () => {
      try {
        const current = await readRecord(path);
        // Missing: the conversion swapped the folder, and the new one gets the record.
        if (current !== 'missing') {
          // Unreadable: another opener is writing its claim this instant. Never written over.
          if (!current.record) return;
          if (current.record.token !== record.token) {
            console.error(
              `[data-folder] ${dataDir}: another process took this folder over (pid ${current.record.pid}); stop this one.`,
            );
            return;
          }
        }
        await writeFile(temporary, JSON.stringify(record), { mode: 0o600 });
        await rename(temporary, path);
      } catch {
        // The folder is being swapped (conversion) or the disk is busy: the next beat tries again.
      }
    });
  }, timing.heartbeatMs);
  timer.unref();
  let released: Promise<void> | null = null;
  return {
    release: () =>
      (released ??= (async () => {
        clearInterval(timer);
        await beating;
        const current = await readRecord(path).catch(() => 'missing' as const);
        if (current !== 'missing' && current.record?.token === record.token) {
          await rm(path, { force: true });
        }
        await rm(temporary, { force: true });
      })()),
  };
}

function thisProcess(): Omit<OwnerRecord, 'token'> {
  return {
    ...describeThisProcess(),
    host: hostname(),
    boot: BOOT_ID,
    pidNamespace: PID_NAMESPACE,
  };
}

/** Linux only; elsewhere null, and a holder is judged by its beats alone. */
const BOOT_ID = orNull(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
const PID_NAMESPACE = orNull(() => readlinkSync('/proc/self/ns/pid'));

function orNull(read: () => string): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}
