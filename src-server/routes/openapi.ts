import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadOnce } from '../lazy/load-once';

export const OPENAPI_PATH = '/api/openapi.json';

/** The same document for everyone and for the life of the process: caches may keep it. */
const CACHE_CONTROL = 'public, max-age=3600';

/** `GET /api/openapi.json` (public): every route, its body, answer envelope and error codes. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const documentText = loadOnce(async () => {
    // Every route's docs and their JSON Schemas: built when first asked for, not at start-up.
    const { coreApiDocument } = await import('./openapi-document');
    const body = JSON.stringify(coreApiDocument());
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag };
  });

  app.get(OPENAPI_PATH, async (request, reply) => {
    const { body, etag } = await documentText();
    void reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
