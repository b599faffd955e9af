import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parseByteRange } from '../../src-server/http/byte-range';
import { stagedFileFor } from './draft-staging';

/** The path prefix of staged files' preview URLs, on the app's own origin. */
export const STAGED_PATH_PREFIX = '/staged/';

export interface StagedFileResponse {
  status: number;
  headers: Record<string, string>;
  /** Null for answers without a body (404, 416). */
  body: Readable | null;
}

/**
 * Answers `/staged/<folder key>/<token>` from the offline folder: streamed, one byte range
 * honoured (a `<video>` seeks to take its poster frame), never cached. Served by the app's
 * `app://renderer` protocol (electron/app-protocol.ts) and by the e2e harness's static server,
 * so the preview is same-origin and a canvas may read its pixels.
 */
export async function stagedFileResponse(
  offlineRoot: string,
  pathname: string,
  rangeHeader: string | undefined,
): Promise<StagedFileResponse> {
  const notFound: StagedFileResponse = { status: 404, headers: {}, body: null };
  if (!pathname.startsWith(STAGED_PATH_PREFIX)) return notFound;
  const [folderKey = '', token = '', ...rest] = pathname
    .slice(STAGED_PATH_PREFIX.length)
    .split('/');
  if (rest.length > 0) return notFound;
  const file = await stagedFileFor(offlineRoot, folderKey, token);
  if (!file) return notFound;
  const { size } = await stat(file.path);
  const common = {
    'Content-Type': file.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  const range = parseByteRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...common, 'Content-Range': `bytes */${size}` }, body: null };
  }
  if (range) {
    return {
      status: 206,
      headers: {
        ...common,
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
        'Content-Length': String(range.end - range.start + 1),
      },
      body: createReadStream(file.path, { start: range.start, end: range.end }),
    };
  }
  return {
    status: 200,
    headers: { ...common, 'Content-Length': String(size) },
    body: createReadStream(file.path),
  };
}
