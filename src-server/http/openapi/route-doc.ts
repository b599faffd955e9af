import type * as v from 'valibot';
import type { ServerErrorCode } from '../errors';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) written by hand. */
export type JsonSchema = { [keyword: string]: unknown };

/** Either the valibot schema a route validates with, or a JSON Schema where none exists. */
export type SchemaSource = v.GenericSchema | JsonSchema;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Access =
  /** No token needed. */
  | 'public'
  /** `Authorization: Bearer <token>`; without a valid one the route answers 401. */
  | 'bearer';

export interface AnswerDoc {
  /** 200 unless the route sets another (register answers 201). */
  status?: number;
  /** The other success status of routes that answer 201 when they create and 200 when not. */
  alsoStatus?: number;
  description: string;
  /**
   * What `response` holds (or the whole body when `envelope` is false). Absent: an object the
   * document does not describe further.
   */
  schema?: SchemaSource;
  /** `response` is a `ListPage` of `schema` items (`results`, `count`, `page`, `size_page`). */
  paged?: boolean;
  /** False for answers that are not JSON envelopes (HTML pages, files). */
  envelope?: boolean;
  /** Defaults to application/json. */
  contentType?: string;
}

export type BodyContentType =
  'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';

export interface BodyDoc {
  schema: SchemaSource;
  /** Defaults to application/json; several when the route takes the same fields either way. */
  contentType?: BodyContentType | readonly BodyContentType[];
  /** A body-less request is accepted too (the route treats it as `{}`). */
  optional?: boolean;
}

/**
 * What one route promises, declared beside its registration: `method` and `path` exactly as
 * Fastify registers them (`:id` parameters), so the contract test can match the two.
 */
export interface RouteDoc {
  method: HttpMethod;
  path: string;
  summary: string;
  description?: string;
  access: Access;
  /**
   * What the caller's account must have beyond a token: a permission of `auth/permissions.ts`, or
   * `'role'` (any account that has chosen its role). Without it: 403 `forbidden`.
   */
  permission?: string;
  /** The JSON body, checked with `parseBody(schema, request.body)`. */
  body?: BodyDoc;
  /** The query string, checked with `parseBody(schema, request.query)`; several are merged. */
  query?: SchemaSource | readonly SchemaSource[];
  /** Descriptions of path parameters (`:id` → `id`); every parameter is a string. */
  params?: Record<string, string>;
  answer: AnswerDoc;
  /**
   * Codes the route itself raises. `validation_error` (body or query), `not_authenticated`
   * (bearer), `rate_limited` (`rateLimited`), `payload_too_large`/`unsupported_media_type` (body)
   * and `internal_error` are added by the generator.
   */
  errors: readonly ServerErrorCode[];
  /** The route has a per-IP limit (`config.rateLimit`). */
  rateLimited?: boolean;
  /** Area of the API, one OpenAPI tag. */
  tag?: string;
}

/** Names the area every route of a list belongs to. */
export function tagged(tag: string, docs: readonly RouteDoc[]): RouteDoc[] {
  return docs.map((doc) => ({ tag, ...doc }));
}
