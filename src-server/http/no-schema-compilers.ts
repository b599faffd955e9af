import type { FastifyServerOptions } from 'fastify';

/**
 * Bodies and queries are checked with valibot in each route (http/validate.ts) and answers are
 * plain JSON, so no route gives Fastify a JSON schema. Fastify would still load ajv and
 * fast-json-stringify (about 60 ms before the embedded API can answer); these compilers stand in
 * for them and refuse, loudly at start-up, a route that does give a schema.
 */
export const noSchemaCompilers: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: () => refuse,
    buildSerializer: () => refuse,
  },
};

function refuse(): never {
  throw new Error(
    'A route gave Fastify a JSON schema: this API checks requests with valibot (http/validate.ts)',
  );
}
