import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from './errors';
import { uploadGateOf } from './upload-gate';

/** Where uploads arrive, inside the media folder (same disk: a video is moved, not copied). */
export const INCOMING_FOLDER = '.incoming';
/** Enough of a file's start for every signature check (JPEG, PNG, a video's `ftyp` box). */
const HEADER_BYTES = 64;

/** An uploaded file, kept on disk while the request is handled. */
export interface UploadedFile {
  /** Temporary file; removed when the request is done unless moved into the media folder. */
  path: string;
  size: number;
  /** The file's first bytes, for signature checks. */
  header: Buffer;
  /** As the client named it; only its extension is ever read. */
  fileName: string;
}

export interface FileLimit {
  maxBytes: number;
  tooLargeMessage: string;
}

/** Temporary files of one request. */
export interface UploadScratch {
  /** Writes `stream` to a new temporary file, refusing it (413) past `limit` as it arrives. */
  receive(
    stream: AsyncIterable<Buffer> & NodeJS.ReadableStream & { truncated?: boolean },
    fileName: string,
    limit: FileLimit,
  ): Promise<UploadedFile>;
}

/**
 * Runs an upload handler with a slot of the server's upload gate (429 with `Retry-After` when
 * the account or the server has too many in flight) and a scratch area for its files. Every
 * temporary file goes when `work` ends, whether it succeeded, failed or the client went away.
 */
export async function withUploadSlot<T>(
  context: { mediaDir: string },
  reply: FastifyReply,
  userId: string,
  work: (scratch: UploadScratch) => Promise<T>,
): Promise<T> {
  const release = uploadGateOf(context).enter(userId, reply);
  const folder = join(context.mediaDir, INCOMING_FOLDER);
  const written: string[] = [];
  const scratch: UploadScratch = {
    receive: async (stream, fileName, limit) => {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const path = join(folder, `${randomUUID()}.part`);
      written.push(path);
      const counted = countBytes(limit);
      await pipeline(
        stream,
        counted.transform,
        createWriteStream(path, { flags: 'wx', mode: 0o600 }),
      );
      // Cut short at the parser's own limit: too large as well.
      if (stream.truncated) {
        throw new ApiError(ErrorCode.payloadTooLarge, { message: limit.tooLargeMessage });
      }
      return { path, size: counted.size(), header: counted.header(), fileName };
    },
  };
  try {
    return await work(scratch);
  } finally {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    release();
  }
}

function countBytes(limit: FileLimit) {
  let total = 0;
  const start: Buffer[] = [];
  let startLength = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > limit.maxBytes) {
        done(new ApiError(ErrorCode.payloadTooLarge, { message: limit.tooLargeMessage }));
        return;
      }
      if (startLength < HEADER_BYTES) {
        const piece = chunk.subarray(0, HEADER_BYTES - startLength);
        start.push(Buffer.from(piece));
        startLength += piece.length;
      }
      done(null, chunk);
    },
  });
  return { transform, size: () => total, header: () => Buffer.concat(start) };
}

/** Older than any upload could still be in flight (the body limit arrives long before). */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes temporary upload files a crash left behind. Only old ones: on a team, processes may
 * share the media folder and another one's upload may be arriving right now.
 */
export async function sweepAbandonedUploads(mediaDir: string, now = Date.now()): Promise<number> {
  const folder = join(mediaDir, INCOMING_FOLDER);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(folder, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < ABANDONED_AFTER_MS) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
