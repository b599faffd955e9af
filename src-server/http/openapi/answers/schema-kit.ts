import type { JsonSchema } from '../route-doc';

/**
 * Small builders for the hand-written answer schemas. The domain types in `src-shared/domain` are
 * TypeScript only, so each component mirrors one by hand; enums come from the shared constants.
 */

export const componentRef = (name: string): JsonSchema => ({
  $ref: `#/components/schemas/${name}`,
});

export const text: JsonSchema = { type: 'string' };
export const nullableText: JsonSchema = { type: ['string', 'null'] };
export const integer: JsonSchema = { type: 'integer' };
export const count: JsonSchema = { type: 'integer', minimum: 0 };
export const nullableCount: JsonSchema = { type: ['integer', 'null'], minimum: 0 };
export const number: JsonSchema = { type: 'number' };
export const nullableNumber: JsonSchema = { type: ['number', 'null'] };
export const boolean: JsonSchema = { type: 'boolean' };
export const texts: JsonSchema = { type: 'array', items: text };
/** ISO 8601 instant, as `Date.toISOString()` writes it. */
export const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
export const nullableDateTime: JsonSchema = { anyOf: [dateTime, { type: 'null' }] };
/** A calendar day, `YYYY-MM-DD`. */
export const day: JsonSchema = { type: 'string', format: 'date' };
/** Amounts in USD. */
export const usd: JsonSchema = { type: 'number' };

export const oneOfValues = (values: readonly unknown[]): JsonSchema => ({ enum: [...values] });
export const nullableOneOf = (values: readonly unknown[]): JsonSchema => ({
  enum: [...values, null],
});
export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const nullable = (schema: JsonSchema): JsonSchema => ({
  anyOf: [schema, { type: 'null' }],
});

/**
 * A closed object (the domain type's fields and no other): every property is required unless
 * named in `optional`.
 */
export function closed(
  properties: Record<string, JsonSchema>,
  options: { optional?: readonly string[]; description?: string } = {},
): JsonSchema {
  const optional = new Set(options.optional ?? []);
  return {
    type: 'object',
    ...(options.description ? { description: options.description } : {}),
    required: Object.keys(properties).filter((key) => !optional.has(key)),
    additionalProperties: false,
    properties,
  };
}

/** A `ListPage` of `items` (`results`, `count`, `page`, `size_page`), plus fields of its own. */
export function listPageOf(items: JsonSchema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return closed({
    results: arrayOf(items),
    count,
    page: { type: 'integer', minimum: 1 },
    size_page: { type: 'integer', minimum: 1 },
    ...extra,
  });
}
