import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiPath, routeErrorCodes } from './build-document';
import type { RouteDoc } from './route-doc';

const info = { title: 'test', version: '1' };

const createThing: RouteDoc = {
  method: 'POST',
  path: '/api/things/:id/',
  summary: 'Create a thing',
  access: 'bearer',
  permission: 'things.manage',
  body: { schema: v.strictObject({ name: v.pipe(v.string(), v.trim(), v.maxLength(20)) }) },
  answer: { status: 201, alsoStatus: 200, description: 'The thing.' },
  errors: ['not_found', 'email_in_use'],
};

type Operation = {
  operationId: string;
  security: unknown[];
  description?: string;
  requestBody: { content: Record<string, { schema: unknown }> };
  parameters: { name: string; in: string }[];
  responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>;
};

const operationOf = (docs: RouteDoc[], path: string, method: string) =>
  (buildOpenApiDocument(docs, info).paths as Record<string, Record<string, Operation>>)[path]![
    method
  ]!;

describe('the OpenAPI generator', () => {
  it('writes Fastify paths as OpenAPI templates, the wildcard as {path}', () => {
    expect(openApiPath('/api/v1/brands//:id/')).toBe('/api/v1/brands//{id}/');
    expect(openApiPath('/redeem/:token/:verifier/')).toBe('/redeem/{token}/{verifier}/');
    expect(openApiPath('/media/*')).toBe('/media/{path}');
  });

  it('adds the codes a body, a token and a permission bring', () => {
    expect(routeErrorCodes(createThing).sort()).toEqual(
      [
        'email_in_use',
        'forbidden',
        'idempotency_key_in_progress',
        'idempotency_key_reused',
        'internal_error',
        'not_authenticated',
        'not_found',
        'payload_too_large',
        'request_timeout',
        'unsupported_media_type',
        'validation_error',
      ].sort(),
    );
    expect(
      routeErrorCodes({
        ...createThing,
        path: '/api/things/',
        access: 'public',
        body: undefined,
        permission: undefined,
        errors: [],
      }),
    ).toEqual(['internal_error']);
    // U+0000 in a path parameter is a validation_error before the route runs (http/nul-text.ts).
    expect(
      routeErrorCodes({
        ...createThing,
        access: 'public',
        body: undefined,
        permission: undefined,
        errors: [],
      }),
    ).toEqual(['validation_error', 'internal_error']);
  });

  it('documents the valibot body, both success statuses in the envelope, errors by status', () => {
    const operation = operationOf([createThing], '/api/things/{id}/', 'post');
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(operation.description).toContain('things.manage');
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { $ref: '#/components/parameters/IdempotencyKey' },
    ]);
    expect(operation.requestBody.content['application/json']!.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string', maxLength: 20 } },
      required: ['name'],
      additionalProperties: false,
    });
    expect(Object.keys(operation.responses)).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '408',
      '409',
      '413',
      '415',
      '422',
      '500',
    ]);
    const created = operation.responses['201']!.content['application/json']!.schema;
    expect(created).toMatchObject({
      required: ['response'],
      properties: { response: { type: 'object' } },
    });
    expect(operation.responses['409']!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
      properties: { code: { enum: ['email_in_use', 'idempotency_key_in_progress'] } },
    });
  });

  it('declares Idempotency-Key on bearer writes only, never on reads, public routes or uploads', () => {
    const document = buildOpenApiDocument([createThing], info) as {
      components: { parameters: Record<string, { name: string; in: string }> };
    };
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
    });
    const takesKey = (doc: RouteDoc) =>
      routeErrorCodes(doc).includes('idempotency_key_reused') &&
      (operationOf([doc], '/api/things/{id}/', doc.method.toLowerCase()).parameters ?? []).some(
        (parameter) => '$ref' in parameter,
      );
    expect(takesKey(createThing)).toBe(true);
    expect(takesKey({ ...createThing, method: 'DELETE', body: undefined })).toBe(true);
    expect(takesKey({ ...createThing, method: 'GET', body: undefined })).toBe(false);
    expect(takesKey({ ...createThing, access: 'public' })).toBe(false);
    expect(
      takesKey({
        ...createThing,
        body: { schema: createThing.body!.schema, contentType: 'multipart/form-data' },
      }),
    ).toBe(false);
  });

  it('spreads a query schema into query parameters', () => {
    const list: RouteDoc = {
      method: 'GET',
      path: '/api/things/',
      summary: 'List things',
      access: 'public',
      query: [
        v.object({ page: v.optional(v.string()) }),
        v.object({ status: v.picklist(['a', 'b']) }),
      ],
      answer: { description: 'Things.', paged: true },
      errors: [],
    };
    const operation = operationOf([list], '/api/things/', 'get');
    expect(operation.parameters).toEqual([
      { name: 'page', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'status', in: 'query', required: true, schema: { type: 'string', enum: ['a', 'b'] } },
    ]);
  });

  it('refuses a route documented twice', () => {
    expect(() => buildOpenApiDocument([createThing, createThing], info)).toThrow(/twice/);
  });
});
