import { createReadStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { AppContext } from '../context';
import { parseByteRange } from '../http/byte-range';
import { ApiError } from '../http/errors';
import { MEDIA_CONTENT_TYPES, mediaFile } from '../media/media-store';
import { MEDIA_ROUTE_PREFIX } from '../media/media-url';

/** File names are random and never reused, so a served file never changes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * `GET /media/*` (public): the spec's "GET of an image path as binary data". Only paths this
 * server could have written are looked at (media-store's pattern: no dots but the extension, no
 * `..`, no absolute paths, whatever the URL encoding), and only regular files are sent, never a
 * folder or a symbolic link. A single byte range is honoured (206), for video.
 */
export async function mediaRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.get<{ Params: { '*': string } }>(`${MEDIA_ROUTE_PREFIX}*`, async (request, reply) => {
    const stored = request.params['*'];
    const file = mediaFile(context.mediaDir, stored);
    const stats = file ? await lstat(file).catch(() => null) : null;
    const type = MEDIA_CONTENT_TYPES[stored.slice(stored.lastIndexOf('.') + 1)];
    if (!file || !stats?.isFile() || !type) throw new ApiError(ErrorCode.notFound);
    void reply
      .type(type)
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHE_FOREVER);
    // Browsers play and seek briefcase videos with Range requests; without 206 answers a
    // <video> cannot seek, and some refuse to start.
    const range = parseByteRange(request.headers.range, stats.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${stats.size}`).send();
    }
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stats.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(file, { start: range.start, end: range.end }));
    }
    return reply.header('content-length', stats.size).send(createReadStream(file));
  });
}
