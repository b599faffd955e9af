import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from '../http/openapi/build-document';
import type { JsonSchema, RouteDoc } from '../http/openapi/route-doc';
import { allRouteDocs } from './route-docs';

export const OPENAPI_PATH = '/api/openapi.json';

/** The same document for everyone and for the life of the process: caches may keep it. */
const CACHE_CONTROL = 'public, max-age=3600';

export const openApiDocs: RouteDoc[] = [
  {
    method: 'GET',
    path: OPENAPI_PATH,
    summary: 'This OpenAPI 3.1 document',
    access: 'public',
    answer: {
      description: 'The OpenAPI document (not wrapped in an envelope).',
      envelope: false,
      // An OpenAPI 3.1 document; its own meta-schema describes the rest.
      schema: {
        type: 'object',
        required: ['openapi', 'info', 'paths', 'components'],
        properties: {
          openapi: { type: 'string', pattern: '^3\\.1\\.' },
          info: { type: 'object' },
          paths: { type: 'object' },
          components: { type: 'object' },
        },
      },
    },
    errors: [],
    tag: 'meta',
  },
];

/** The document this server serves; the API test harness checks every answer against it. */
export function coreApiDocument(): JsonSchema {
  return buildOpenApiDocument([...allRouteDocs(), ...openApiDocs], {
    title: 'Marca Creadores core API',
    version: '1.0.0',
    description:
      'Every 2xx answer is `{ "response": … }`; every error is `{ code, message, fields? }`. Conventions and codes: docs/API.md.',
  });
}

/** `GET /api/openapi.json` (public): every route, its body, answer envelope and error codes. */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let cached: { body: string; etag: string } | undefined;
  const documentText = () => {
    if (!cached) {
      const body = JSON.stringify(coreApiDocument());
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      cached = { body, etag };
    }
    return cached;
  };

  app.get(OPENAPI_PATH, async (request, reply) => {
    const { body, etag } = documentText();
    void reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
