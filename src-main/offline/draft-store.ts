import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import type { DraftAnswer } from '../../src-shared/domain/draft';
import {
  DRAFT_KEY_MAX_LENGTH,
  DRAFT_KEY_PATTERN,
  DRAFT_MAX_BYTES,
  DraftValuesSchema,
  draftSize,
} from '../../src-shared/schemas/draft';
import { writeFileAtomic } from '../storage/atomic-file';

/** A draft as written on disk: its key too, so a file renamed by hand is not read as another. */
const StoredDraftSchema = v.strictObject({
  key: v.string(),
  values: v.record(v.string(), v.unknown()),
  saved_at: v.pipe(v.string(), v.isoTimestamp()),
});

/** Why a save was refused: callers pass keys and values the bridge schema already checked. */
export class DraftRefusedError extends Error {
  constructor(readonly reason: 'key' | 'size') {
    super(reason === 'key' ? 'draft key refused' : `draft larger than ${DRAFT_MAX_BYTES} bytes`);
  }
}

export interface UnreadableDraft {
  accountId: string;
  key: string;
  /** Where the unreadable file was moved, beside the drafts. */
  setAsidePath: string;
  cause: string;
}

export interface DraftStoreOptions {
  /** The account's own folder (`<userData>/offline/<hash of account id>`). */
  folderFor: (accountId: string) => string;
  /** Writes wait for it: the start-up sweep of temporary files must not take one being filled. */
  ready?: Promise<unknown>;
  now?: () => Date;
  /** Told about every unreadable draft moved aside; logs by default. */
  onUnreadable?: (report: UnreadableDraft) => void;
}

const validKey = (key: string) => key.length <= DRAFT_KEY_MAX_LENGTH && DRAFT_KEY_PATTERN.test(key);

// Keys have no `~`, `/` or `\` (DRAFT_KEY_PATTERN), so `:` → `~` is reversible and stays a name.
const fileNameOf = (key: string) => `${key.replaceAll(':', '~')}.json`;

// `20261126T110203123Z`: sortable, and valid in a file name on every desktop.
const stamp = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

/** Flushes a folder's entry for a renamed file, where the system allows it (not on Windows). */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort: the rename itself is what keeps the file whole.
  }
}

/**
 * Drafts of what each account typed, one file per form under
 * `<account folder>/drafts/<key>.json`. One file per draft, not one per account: saving a form
 * (every ~400 ms while typing) rewrites only that form's few bytes, never another form's draft,
 * and an unreadable file costs one draft, not all of them. Every write goes to a temporary file
 * in the same folder, is flushed, then renamed over the old one, so a crash (kill -9, power cut)
 * leaves the old draft or the new one whole, never a half file. A file that does not parse is
 * moved aside as `<name>.corrupt-<time>` and reported, never read as "no draft".
 */
export class DraftStore {
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Accounts forgotten since start: a save still in flight must not bring their drafts back. */
  private readonly removed = new Set<string>();
  private readonly now: () => Date;

  constructor(private readonly options: DraftStoreOptions) {
    this.now = options.now ?? (() => new Date());
  }

  folderOf(accountId: string): string {
    return join(this.options.folderFor(accountId), 'drafts');
  }

  private pathOf(accountId: string, key: string): string {
    if (!validKey(key)) throw new DraftRefusedError('key');
    return join(this.folderOf(accountId), fileNameOf(key));
  }

  /** One file's reads and writes one after the other, so an older save never lands last. */
  private serial<T>(path: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(path) ?? this.options.ready ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.queues.set(path, settled);
    void settled.then(() => {
      if (this.queues.get(path) === settled) this.queues.delete(path);
    });
    return next;
  }

  async read(accountId: string, key: string): Promise<DraftAnswer> {
    const path = this.pathOf(accountId, key);
    return this.serial(path, async () => {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return { draft: null, set_aside: null };
        }
        throw error;
      }
      const problem = unreadableBecause(text, key);
      if (problem === null) {
        const stored = JSON.parse(text) as v.InferOutput<typeof StoredDraftSchema>;
        return { draft: { values: stored.values, saved_at: stored.saved_at }, set_aside: null };
      }
      const setAsidePath = `${path}.corrupt-${stamp(this.now())}`;
      await rename(path, setAsidePath);
      const report = { accountId, key, setAsidePath, cause: problem };
      (this.options.onUnreadable ?? logUnreadable)(report);
      return { draft: null, set_aside: setAsidePath.slice(this.folderOf(accountId).length + 1) };
    });
  }

  async save(
    accountId: string,
    key: string,
    values: Record<string, unknown>,
  ): Promise<{ saved_at: string }> {
    const path = this.pathOf(accountId, key);
    const size = draftSize(values);
    if (size === null || size > DRAFT_MAX_BYTES || !v.is(DraftValuesSchema, values)) {
      throw new DraftRefusedError('size');
    }
    const saved_at = this.now().toISOString();
    const bytes = new TextEncoder().encode(JSON.stringify({ key, values, saved_at }));
    return this.serial(path, async () => {
      // Answered as saved: the account is gone, and so is anything it would have kept.
      if (this.removed.has(accountId)) return { saved_at };
      const folder = this.folderOf(accountId);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFileAtomic(path, bytes, { mode: 0o600 });
      await syncFolder(folder);
      return { saved_at };
    });
  }

  /** True when there was a draft to drop. */
  async discard(accountId: string, key: string): Promise<boolean> {
    const path = this.pathOf(accountId, key);
    return this.serial(path, async () => {
      try {
        await rm(path);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    });
  }

  /** The account left this desktop: every draft of it goes, set-aside files too. */
  async forget(accountId: string): Promise<void> {
    this.removed.add(accountId);
    const folder = this.folderOf(accountId);
    // Saves already queued finish (as no-ops) before the folder goes.
    const pending = [...this.queues].filter(([path]) => path.startsWith(folder));
    await Promise.all(pending.map(([, queued]) => queued));
    await rm(folder, { recursive: true, force: true });
  }

  /** The account signed in again: it may keep drafts once more. */
  reopen(accountId: string): void {
    this.removed.delete(accountId);
  }
}

function unreadableBecause(text: string, key: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `not JSON (${text.length} bytes): ${(error as Error).message}`;
  }
  const checked = v.safeParse(StoredDraftSchema, parsed);
  if (!checked.success) return `not a draft: ${checked.issues[0].message}`;
  if (checked.output.key !== key) return `holds the draft of "${checked.output.key}"`;
  return null;
}

function logUnreadable({ setAsidePath, cause }: UnreadableDraft): void {
  console.error(`[drafts] unreadable draft moved aside to ${setAsidePath}: ${cause}`);
}
