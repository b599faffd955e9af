import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import * as v from 'valibot';
import type { StagedDraftFile, StagedDraftFiles } from '../../src-shared/bridge/contract';
import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_VIDEO_MAX_BYTES,
} from '../../src-shared/domain/briefcase';
import { detectImageKind } from '../../src-shared/rules/image-file';
import { detectVideoKind } from '../../src-shared/rules/video-file';
import { writeFileAtomic } from '../storage/atomic-file';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';

/** Where an account's staged files live (the account's offline folder), and how the page sees them. */
export interface StagingPlaces {
  folderFor(accountId: string): string;
  /** The URL the renderer loads a staged file from (same origin as the app's pages). */
  previewUrl(folderKey: string, token: string): string;
}

const EXTENSIONS = { jpeg: 'jpg', png: 'png', mp4: 'mp4', mov: 'mov' } as const;
type Extension = (typeof EXTENSIONS)[keyof typeof EXTENSIONS];

const StagedEntrySchema = v.strictObject({
  file_name: v.pipe(v.string(), v.maxLength(255)),
  media_type: v.picklist(['image', 'video']),
  extension: v.picklist(['jpg', 'png', 'mp4', 'mov']),
  size_bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  staged_at: v.string(),
  poster: v.boolean(),
  /** The core API's id once uploaded, so a retried hand-in does not upload it again. */
  media_id: v.nullable(v.string()),
});
type StagedEntry = v.InferOutput<typeof StagedEntrySchema>;
const ManifestSchema = v.record(v.pipe(v.string(), v.uuid()), StagedEntrySchema);
type Manifest = v.InferOutput<typeof ManifestSchema>;

/** A staged file as a hand-in sends it. */
export interface StagedFileOnDisk extends StagedEntry {
  token: string;
  path: string;
  posterPath: string | null;
  /** The name it is uploaded under: the extension always matches the bytes (the API reads it). */
  uploadName: string;
}

const FOLDER = 'draft-files';
const MANIFEST = 'staged.json';
/** Files picked and never handed in (nor queued) are removed after a week. */
const ABANDONED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FOLDER_KEY = /^[0-9a-f]{32}$/;

/** The head of a file: enough bytes to tell what it is. */
async function headOf(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = new Uint8Array(64);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** What a file is by its bytes, and why not when it is none of what a draft takes. */
function kindOf(
  head: Uint8Array,
  size: number,
): { extension: Extension; media_type: 'image' | 'video' } | string {
  if (size === 0) return 'El archivo está vacío.';
  const image = detectImageKind(head);
  if (image) {
    return size > BRIEFCASE_IMAGE_MAX_BYTES
      ? `La imagen pesa más de ${BRIEFCASE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`
      : { extension: EXTENSIONS[image], media_type: 'image' };
  }
  const video = detectVideoKind(head);
  if (video) {
    return size > BRIEFCASE_VIDEO_MAX_BYTES
      ? `El video pesa más de ${BRIEFCASE_VIDEO_MAX_BYTES / 1024 / 1024} MB.`
      : { extension: EXTENSIONS[video], media_type: 'video' };
  }
  return 'No es una imagen JPG o PNG ni un video MP4 o MOV.';
}

/**
 * Issue 31: the files of a draft, held on this desktop from the moment they are picked until the
 * draft is sent, so a hand-in queued offline survives a restart and the originals being moved.
 * Each picked file is checked by its bytes and size (the briefcase's rules), copied into the
 * account's offline folder under a random token (copyFile: the kernel copies, nothing is read
 * into memory), and listed in a manifest written atomically. The renderer only ever sees tokens
 * and preview URLs.
 */
export class DraftStaging {
  readonly #places: StagingPlaces;
  readonly #now: () => Date;
  readonly #serial = new Map<string, Promise<unknown>>();

  constructor(places: StagingPlaces, now: () => Date = () => new Date()) {
    this.#places = places;
    this.#now = now;
  }

  #folder(accountId: string): string {
    return join(this.#places.folderFor(accountId), FOLDER);
  }

  #folderKey(accountId: string): string {
    return basename(this.#places.folderFor(accountId));
  }

  /** One read-modify-write of an account's manifest at a time. */
  #withManifest<T>(accountId: string, work: (manifest: Manifest) => Promise<T>): Promise<T> {
    const path = join(this.#folder(accountId), MANIFEST);
    const run = async () => {
      const manifest = await readJsonFile<Manifest>(path, {}, { schema: ManifestSchema });
      const before = JSON.stringify(manifest);
      const result = await work(manifest);
      if (JSON.stringify(manifest) !== before) await writeJsonFileAtomic(path, manifest);
      return result;
    };
    const next = (this.#serial.get(accountId) ?? Promise.resolve()).then(run, run);
    this.#serial.set(
      accountId,
      next.catch(() => undefined),
    );
    return next;
  }

  #stagedFile(accountId: string, token: string, entry: StagedEntry): StagedDraftFile {
    return {
      token,
      file_name: entry.file_name,
      media_type: entry.media_type,
      size_bytes: entry.size_bytes,
      preview_url: this.#places.previewUrl(this.#folderKey(accountId), token),
    };
  }

  /** Checks and copies the picked files; the refused ones come back with the reason. */
  async stage(accountId: string, paths: readonly string[]): Promise<StagedDraftFiles> {
    const folder = this.#folder(accountId);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const answer: StagedDraftFiles = { files: [], refused: [] };
    for (const path of paths) {
      const fileName = basename(path).slice(0, 255);
      try {
        const info = await stat(path);
        if (!info.isFile()) {
          answer.refused.push({ file_name: fileName, reason: 'No es un archivo.' });
          continue;
        }
        const kind = kindOf(await headOf(path), info.size);
        if (typeof kind === 'string') {
          answer.refused.push({ file_name: fileName, reason: kind });
          continue;
        }
        const token = randomUUID();
        await copyFile(path, join(folder, `${token}.${kind.extension}`));
        const entry: StagedEntry = {
          file_name: fileName,
          media_type: kind.media_type,
          extension: kind.extension,
          size_bytes: info.size,
          staged_at: this.#now().toISOString(),
          poster: false,
          media_id: null,
        };
        await this.#withManifest(accountId, async (manifest) => {
          manifest[token] = entry;
        });
        answer.files.push(this.#stagedFile(accountId, token, entry));
      } catch {
        answer.refused.push({
          file_name: fileName,
          reason: 'No pudimos leer el archivo. Comprueba que siga en su carpeta.',
        });
      }
    }
    return answer;
  }

  /** A staged video's poster frame (JPEG or PNG the renderer took); unknown tokens are refused. */
  async setPoster(accountId: string, token: string, bytes: Uint8Array): Promise<boolean> {
    return this.#withManifest(accountId, async (manifest) => {
      const entry = manifest[token];
      if (!entry || entry.media_type !== 'video') return false;
      await writeFileAtomic(join(this.#folder(accountId), `${token}.poster.jpg`), bytes);
      entry.poster = true;
      return true;
    });
  }

  /** The staged files of a hand-in, in its order; null when one is gone. */
  async filesFor(accountId: string, tokens: readonly string[]): Promise<StagedFileOnDisk[] | null> {
    const manifest = await this.#withManifest(accountId, async (current) => ({ ...current }));
    const folder = this.#folder(accountId);
    const files: StagedFileOnDisk[] = [];
    for (const token of tokens) {
      const entry = manifest[token];
      if (!entry) return null;
      const stem = basename(entry.file_name, extname(entry.file_name)) || 'archivo';
      files.push({
        ...entry,
        token,
        path: join(folder, `${token}.${entry.extension}`),
        posterPath: entry.poster ? join(folder, `${token}.poster.jpg`) : null,
        uploadName: `${stem}.${entry.extension}`,
      });
    }
    return files;
  }

  async markUploaded(accountId: string, token: string, mediaId: string | null): Promise<void> {
    await this.#withManifest(accountId, async (manifest) => {
      const entry = manifest[token];
      if (entry) entry.media_id = mediaId;
    });
  }

  /** Removes staged files (sent, or discarded by the person). */
  async discard(accountId: string, tokens: readonly string[]): Promise<void> {
    const folder = this.#folder(accountId);
    await this.#withManifest(accountId, async (manifest) => {
      for (const token of tokens) {
        const entry = manifest[token];
        if (!entry) continue;
        delete manifest[token];
        await rm(join(folder, `${token}.${entry.extension}`), { force: true });
        await rm(join(folder, `${token}.poster.jpg`), { force: true });
      }
    });
  }

  /** Removes files picked over a week ago that no queued hand-in still names. */
  async sweep(accountId: string, keep: ReadonlySet<string>): Promise<void> {
    const cutoff = this.#now().getTime() - ABANDONED_AFTER_MS;
    const stale = await this.#withManifest(accountId, async (manifest) =>
      Object.entries(manifest)
        .filter(([token, entry]) => !keep.has(token) && Date.parse(entry.staged_at) < cutoff)
        .map(([token]) => token),
    );
    await this.discard(accountId, stale);
    // Files a crash left without a manifest line.
    const folder = this.#folder(accountId);
    const listed = await this.#withManifest(
      accountId,
      async (manifest) => new Set(Object.keys(manifest)),
    );
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => TOKEN.test(name.slice(0, 36)) && !listed.has(name.slice(0, 36)))
        .map((name) => rm(join(folder, name), { force: true })),
    );
  }
}

/**
 * The file a preview URL names (`/staged/<folder key>/<token>`), or null: only a token of the
 * staged shape in a folder key of the offline store's shape, never a path of the caller's.
 */
export async function stagedFileFor(
  offlineRoot: string,
  folderKey: string,
  token: string,
): Promise<{ path: string; contentType: string } | null> {
  if (!FOLDER_KEY.test(folderKey) || !TOKEN.test(token)) return null;
  const folder = join(offlineRoot, folderKey, FOLDER);
  const names = await readdir(folder).catch(() => [] as string[]);
  const name = names.find(
    (candidate) =>
      /^[0-9a-f-]{36}\.(jpg|png|mp4|mov)$/.test(candidate) && candidate.startsWith(`${token}.`),
  );
  if (!name) return null;
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    png: 'image/png',
    mp4: 'video/mp4',
    mov: 'video/quicktime',
  };
  return { path: join(folder, name), contentType: types[extname(name).slice(1)]! };
}
