import { buildOpenApiDocument } from '../http/openapi/build-document';
import type { JsonSchema, RouteDoc } from '../http/openapi/route-doc';
import { OPENAPI_PATH } from './openapi';
import { allRouteDocs } from './route-docs';

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
