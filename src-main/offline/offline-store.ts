import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import type { Collaboration, PriceItem } from '../../src-shared/domain/finder';
import type { NetworkConnection } from '../../src-shared/domain/network';
import type { User } from '../../src-shared/domain/user';
import { detectImageKind, type ImageKind } from '../../src-shared/rules/image-file';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';
import { sweepTemporaryFiles, writeFileAtomic } from '../storage/atomic-file';
import { completeConnection } from './network-copy';
import {
  READ_SHELVES,
  shelvedFirst,
  type ReadShelf,
  type RecentRead,
  type RecentReadsFile,
} from './recent-reads';

/** One account's last synced data; a part is null until it was first read from the core API. */
export interface OfflineSnapshot {
  account_id: string;
  user: User | null;
  networks: NetworkConnection[] | null;
  prices: PriceItem[] | null;
  briefcase: BriefcaseItem[] | null;
  /**
   * A creator's finished deals (accepted proposals) as the media kit prints them, brand logos as
   * `data:` URLs; null until first read (and in copies written before issue 15).
   */
  collaborations?: Collaboration[] | null;
  /**
   * When the last full sync finished (or the copy was first written). Parts refreshed by later
   * reads do not move it, so the age shown is never younger than the oldest part.
   */
  synced_at: string;
  /** The address the stored photo was downloaded from, so an unchanged photo is not fetched again. */
  photo_source: string | null;
}

export type SnapshotParts = Partial<
  Pick<
    OfflineSnapshot,
    'user' | 'networks' | 'prices' | 'briefcase' | 'collaborations' | 'photo_source'
  >
>;

const EXTENSIONS: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png' };
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png' };
const SAFE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

const hashed = (value: string, length: number) =>
  createHash('sha256').update(value).digest('hex').slice(0, length);

async function readIfThere(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The offline copies, one folder per account under `<userData>/offline/`: `snapshot.json` and the
 * images as files (`photo.jpg`, `thumbs/<item id>.jpg`), every file written atomically. Folder
 * names are hashes so an account id (a server address and a user id) never becomes a path.
 */
export class OfflineStore {
  readonly root: string;
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Accounts removed since start: a sync still running for one must not write its copy back. */
  private readonly removed = new Set<string>();
  private swept: Promise<void> = Promise.resolve();
  private readonly now: () => Date;

  constructor(userDataDir: string, options: { now?: () => Date } = {}) {
    this.root = join(userDataDir, 'offline');
    this.now = options.now ?? (() => new Date());
  }

  folderFor(accountId: string): string {
    return join(this.root, hashed(accountId, 32));
  }

  private snapshotPath(accountId: string): string {
    return join(this.folderFor(accountId), 'snapshot.json');
  }

  async read(accountId: string): Promise<OfflineSnapshot | null> {
    const stored = await readJsonFile<OfflineSnapshot | null>(this.snapshotPath(accountId), null);
    if (!stored?.networks) return stored;
    return { ...stored, networks: stored.networks.map(completeConnection) };
  }

  /** Serialises an account's read-modify-writes so two refreshes cannot drop each other's part. */
  private serial<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(accountId) ?? this.swept).then(work);
    const settled = next.catch(() => undefined);
    this.queues.set(accountId, settled);
    void settled.then(() => {
      if (this.queues.get(accountId) === settled) this.queues.delete(accountId);
    });
    return next;
  }

  /**
   * Writes the given parts over the stored copy. `fullSync` marks a complete sync, which moves
   * `synced_at` to now.
   */
  write(
    accountId: string,
    parts: SnapshotParts,
    { fullSync = false }: { fullSync?: boolean } = {},
  ): Promise<OfflineSnapshot | null> {
    return this.serial(accountId, async () => {
      if (this.removed.has(accountId)) return null;
      const stored = await this.read(accountId);
      const now = this.now().toISOString();
      const next: OfflineSnapshot = {
        account_id: accountId,
        user: null,
        networks: null,
        prices: null,
        briefcase: null,
        collaborations: null,
        photo_source: null,
        ...stored,
        ...parts,
        synced_at: fullSync || !stored ? now : stored.synced_at,
      };
      await writeJsonFileAtomic(this.snapshotPath(accountId), next);
      return next;
    });
  }

  private readsPath(accountId: string): string {
    return join(this.folderFor(accountId), 'reads.json');
  }

  /** Every kept read of this account at once (the agency desk looks at several shelves). */
  reads(accountId: string): Promise<RecentReadsFile> {
    return readJsonFile<RecentReadsFile>(this.readsPath(accountId), {});
  }

  /** The last answer of a read kept for this account (see `recent-reads.ts`), or null. */
  async findRead(accountId: string, shelf: ReadShelf, key: string): Promise<RecentRead | null> {
    const file = await readJsonFile<RecentReadsFile>(this.readsPath(accountId), {});
    return file[shelf]?.find((entry) => entry.key === key) ?? null;
  }

  /** The first kept answer of a shelf that `matches`, most recent first, or null. */
  async findReadWhere(
    accountId: string,
    shelf: ReadShelf,
    matches: (value: unknown) => boolean,
  ): Promise<RecentRead | null> {
    const file = await readJsonFile<RecentReadsFile>(this.readsPath(accountId), {});
    return file[shelf]?.find((entry) => matches(entry.value)) ?? null;
  }

  /**
   * Keeps answers of reads, each in front of its shelf, the oldest past the shelf's bound
   * dropped; one atomic write for them all. Answers false when the account is gone.
   */
  keepReads(
    accountId: string,
    reads: ReadonlyArray<{ shelf: ReadShelf; key: string; value: unknown }>,
  ): Promise<boolean> {
    return this.serial(accountId, async () => {
      if (this.removed.has(accountId)) return false;
      if (reads.length === 0) return true;
      const path = this.readsPath(accountId);
      const file = await readJsonFile<RecentReadsFile>(path, {});
      const saved_at = this.now().toISOString();
      for (const { shelf, key, value } of reads) {
        file[shelf] = shelvedFirst(file[shelf], { key, saved_at, value }, READ_SHELVES[shelf]);
      }
      await writeJsonFileAtomic(path, file);
      return true;
    });
  }

  private thumbnailBase(accountId: string, itemId: string): string {
    const name = SAFE_NAME.test(itemId) ? itemId : hashed(itemId, 32);
    return join(this.folderFor(accountId), 'thumbs', name);
  }

  /** Keeps a JPEG or PNG; anything else is refused (answers false) rather than stored. */
  async saveThumbnail(accountId: string, itemId: string, bytes: Uint8Array): Promise<boolean> {
    return this.serial(accountId, async () =>
      this.removed.has(accountId)
        ? false
        : this.saveImage(this.thumbnailBase(accountId, itemId), bytes),
    );
  }

  hasThumbnail(accountId: string, itemId: string): Promise<boolean> {
    return this.hasImage(this.thumbnailBase(accountId, itemId));
  }

  thumbnailDataUrl(accountId: string, itemId: string): Promise<string | null> {
    return this.imageDataUrl(this.thumbnailBase(accountId, itemId));
  }

  /** Drops the stills of pieces no longer in the briefcase. */
  async pruneThumbnails(accountId: string, keepItemIds: readonly string[]): Promise<void> {
    const keep = new Set(keepItemIds.map((id) => this.thumbnailBase(accountId, id)));
    const dir = join(this.folderFor(accountId), 'thumbs');
    await this.serial(accountId, async () => {
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const base = join(dir, name.replace(/\.(jpg|png)$/, ''));
        if (!keep.has(base)) await rm(join(dir, name), { force: true });
      }
    });
  }

  private photoBase(accountId: string): string {
    return join(this.folderFor(accountId), 'photo');
  }

  /** Stores the profile photo and remembers where it came from. */
  async savePhoto(accountId: string, bytes: Uint8Array, source: string): Promise<boolean> {
    const saved = await this.serial(accountId, async () =>
      this.removed.has(accountId) ? false : this.saveImage(this.photoBase(accountId), bytes),
    );
    return saved && (await this.write(accountId, { photo_source: source })) !== null;
  }

  async removePhoto(accountId: string): Promise<void> {
    await this.serial(accountId, () => this.removeImage(this.photoBase(accountId)));
    await this.write(accountId, { photo_source: null });
  }

  hasPhoto(accountId: string): Promise<boolean> {
    return this.hasImage(this.photoBase(accountId));
  }

  photoDataUrl(accountId: string): Promise<string | null> {
    return this.imageDataUrl(this.photoBase(accountId));
  }

  /** Forgets an account's copy: it signed out, was forgotten or deleted. */
  async remove(accountId: string): Promise<void> {
    this.removed.add(accountId);
    await this.serial(accountId, () =>
      rm(this.folderFor(accountId), { recursive: true, force: true }),
    );
  }

  /** The account signed in again: its copy may be written once more. */
  reopen(accountId: string): void {
    this.removed.delete(accountId);
  }

  /** At start-up: the temporary files a crash between write and rename left behind. */
  async sweep(): Promise<number> {
    const sweeping = sweepTemporaryFiles(this.root, { recursive: true });
    // Writes wait for the sweep, so it never takes a temporary file a write is still filling.
    this.swept = sweeping.then(
      () => undefined,
      () => undefined,
    );
    return (await sweeping).length;
  }

  private async saveImage(base: string, bytes: Uint8Array): Promise<boolean> {
    const kind = detectImageKind(bytes);
    if (!kind) return false;
    const path = `${base}.${EXTENSIONS[kind]}`;
    await mkdir(dirname(path), { recursive: true });
    await writeFileAtomic(path, bytes, { mode: 0o600 });
    // A photo that changed from PNG to JPEG must not leave the old one to be read first.
    const other = kind === 'jpeg' ? 'png' : 'jpeg';
    await rm(`${base}.${EXTENSIONS[other]}`, { force: true });
    return true;
  }

  private async hasImage(base: string): Promise<boolean> {
    for (const extension of Object.values(EXTENSIONS)) {
      if (await stat(`${base}.${extension}`).catch(() => null)) return true;
    }
    return false;
  }

  private async removeImage(base: string): Promise<void> {
    for (const extension of Object.values(EXTENSIONS)) {
      await rm(`${base}.${extension}`, { force: true });
    }
  }

  private async readImage(base: string): Promise<{ kind: ImageKind; bytes: Buffer } | null> {
    for (const kind of Object.keys(EXTENSIONS) as ImageKind[]) {
      const bytes = await readIfThere(`${base}.${EXTENSIONS[kind]}`);
      if (bytes && detectImageKind(bytes) === kind) return { kind, bytes };
    }
    return null;
  }

  private async imageDataUrl(base: string): Promise<string | null> {
    const image = await this.readImage(base);
    return image ? `data:${MIME[image.kind]};base64,${image.bytes.toString('base64')}` : null;
  }
}
