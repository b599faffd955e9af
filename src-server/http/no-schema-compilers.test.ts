import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { noSchemaCompilers } from './no-schema-compilers';

describe('noSchemaCompilers', () => {
  let app = Fastify({ logger: false, schemaController: noSchemaCompilers });
  afterEach(async () => {
    await app.close();
    app = Fastify({ logger: false, schemaController: noSchemaCompilers });
  });

  it('serves routes without a schema', async () => {
    app.post('/echo', async (request) => ({ got: request.body }));
    const answer = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ got: { a: 1 } });
  });

  it('refuses to start with a route that gives Fastify a schema', async () => {
    app.post('/typed', { schema: { body: { type: 'object' } } }, async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(/valibot/);
  });
});
