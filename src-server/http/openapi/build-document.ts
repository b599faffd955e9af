import { ErrorCode } from '../../../src-shared/api/error-codes';
import { errorDefinitions, IdempotencyErrorCode, type ServerErrorCode } from '../errors';
import { idempotencyKeyParameter, takesIdempotencyKey } from './idempotency-key-doc';
import { componentRef, sharedComponents } from './answer-schemas';
import { listPageOf } from './answers/schema-kit';
import { toSchema } from './json-schema';
import type { AnswerDoc, BodyDoc, JsonSchema, RouteDoc, SchemaSource } from './route-doc';

export interface DocumentInfo {
  title: string;
  version: string;
  description?: string;
}

/** Fastify's `/a/:id/*` as OpenAPI writes it: `/a/{id}/{path}`. */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

function pathParameters(doc: RouteDoc): JsonSchema[] {
  const names = [...openApiPath(doc.path).matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(doc.params?.[name] ? { description: doc.params[name] } : {}),
  }));
}

/** One query parameter per property of the query schema (OpenAPI has no "object in query"). */
function queryParameters(doc: RouteDoc): JsonSchema[] {
  if (!doc.query) return [];
  const sources = Array.isArray(doc.query) ? doc.query : [doc.query];
  const byName = new Map<string, JsonSchema>();
  for (const source of sources as readonly SchemaSource[]) {
    const schema = toSchema(source);
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      byName.set(name, { name, in: 'query', required: required.has(name), schema: property });
    }
  }
  return [...byName.values()];
}

function answerSchema(answer: AnswerDoc): JsonSchema {
  const payload = answer.schema ? toSchema(answer.schema) : { type: 'object' };
  const response = answer.paged ? listPageOf(payload) : payload;
  if (answer.envelope === false) return response;
  return {
    type: 'object',
    required: ['response'],
    additionalProperties: false,
    properties: { response: response },
  };
}

function successResponses(answer: AnswerDoc): Record<string, JsonSchema> {
  const response = {
    description: answer.description,
    content: { [answer.contentType ?? 'application/json']: { schema: answerSchema(answer) } },
  };
  const statuses = [answer.status ?? 200, answer.alsoStatus].filter(
    (status) => status !== undefined,
  );
  return Object.fromEntries(statuses.map((status) => [String(status), response]));
}

/** The codes a route can answer, its own plus those every route of its kind shares. */
export function routeErrorCodes(doc: RouteDoc): ServerErrorCode[] {
  const codes = new Set<ServerErrorCode>(doc.errors);
  // A malformed JSON body is a validation_error too, before the route runs; so is U+0000 in a
  // path parameter (http/nul-text.ts).
  if (doc.body || doc.query || doc.path.includes(':')) codes.add(ErrorCode.validation);
  if (doc.body) {
    codes.add(ErrorCode.payloadTooLarge);
    codes.add(ErrorCode.unsupportedMediaType);
    // A body trickled below the minimum rate (http/slow-clients.ts).
    codes.add(ErrorCode.requestTimeout);
  }
  if (doc.access === 'bearer') codes.add(ErrorCode.notAuthenticated);
  if (takesIdempotencyKey(doc)) {
    codes.add(ErrorCode.validation);
    codes.add(IdempotencyErrorCode.keyReused);
    codes.add(IdempotencyErrorCode.keyInProgress);
  }
  if (doc.permission) codes.add(ErrorCode.forbidden);
  if (doc.rateLimited) codes.add(ErrorCode.rateLimited);
  codes.add(ErrorCode.internal);
  return [...codes];
}

function errorResponses(doc: RouteDoc): Record<string, JsonSchema> {
  const byStatus = new Map<number, ServerErrorCode[]>();
  for (const code of routeErrorCodes(doc)) {
    const { status } = errorDefinitions[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes
            .map((code) => `\`${code}\`: ${errorDefinitions[code].message}`)
            .join('\n'),
          content: {
            'application/json': {
              schema: { ...componentRef('ApiError'), properties: { code: { enum: codes } } },
            },
          },
        },
      ]),
  );
}

function bodyContent(body: BodyDoc): Record<string, JsonSchema> {
  const types = [body.contentType ?? 'application/json'].flat();
  const schema = toSchema(body.schema);
  return Object.fromEntries(types.map((type) => [type, { schema }]));
}

function description(doc: RouteDoc): string | undefined {
  const needs =
    doc.permission === 'role'
      ? 'Needs an account that has chosen its role.'
      : doc.permission
        ? `Needs the permission \`${doc.permission}\`.`
        : undefined;
  const text = [doc.description, needs].filter((part) => part !== undefined).join('\n\n');
  return text.length > 0 ? text : undefined;
}

function operation(doc: RouteDoc): JsonSchema {
  const parameters = [
    ...pathParameters(doc),
    ...queryParameters(doc),
    ...(takesIdempotencyKey(doc) ? [componentParameterRef('IdempotencyKey')] : []),
  ];
  const answer = doc.answer;
  return {
    summary: doc.summary,
    ...(description(doc) ? { description: description(doc) } : {}),
    ...(doc.tag ? { tags: [doc.tag] } : {}),
    security: doc.access === 'bearer' ? [{ bearer: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: !doc.body.optional,
            content: bodyContent(doc.body),
          },
        }
      : {}),
    responses: { ...successResponses(answer), ...errorResponses(doc) },
    ...(doc.rateLimited ? { 'x-rate-limited': true } : {}),
  };
}

function componentParameterRef(name: string): JsonSchema {
  return { $ref: `#/components/parameters/${name}` };
}

/** `post /api/v1/brands//:id/` → `post_api_v1_brands_id`: unique per method and path. */
export function operationId(doc: Pick<RouteDoc, 'method' | 'path'>): string {
  const words = doc.path
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0)
    .join('_');
  return `${doc.method.toLowerCase()}_${words}`;
}

/** The OpenAPI 3.1 document of the given routes. */
export function buildOpenApiDocument(routes: readonly RouteDoc[], info: DocumentInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ids = new Map<string, number>();
  for (const doc of routes) {
    const item = (paths[openApiPath(doc.path)] ??= {});
    const method = doc.method.toLowerCase();
    if (item[method]) throw new Error(`Route documented twice: ${doc.method} ${doc.path}`);
    // `/brands//:id/` and `/brands/:id/` read alike; the second gets a number.
    const id = operationId(doc);
    const count = (ids.get(id) ?? 0) + 1;
    ids.set(id, count);
    item[method] = { operationId: count === 1 ? id : `${id}_${count}`, ...operation(doc) };
  }
  const tags = [...new Set(routes.map((doc) => doc.tag).filter((tag) => tag !== undefined))];
  return {
    openapi: '3.1.1',
    info,
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: sharedComponents,
      parameters: { IdempotencyKey: idempotencyKeyParameter },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token a sign-in answers (`response.token`).',
        },
      },
    },
  };
}
