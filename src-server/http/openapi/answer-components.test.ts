import { describe, expect, it } from 'vitest';
import { coreApiDocument } from '../../routes/openapi-document';
import type { JsonSchema } from './route-doc';

type Operation = {
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

const document = coreApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** Every `$ref` anywhere below `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

/** A schema that says more than "an object": properties, a component, a choice or a constant. */
function describesShape(schema: JsonSchema): boolean {
  return [
    'properties',
    '$ref',
    'oneOf',
    'anyOf',
    'items',
    'const',
    'enum',
    'contentMediaType',
  ].some((keyword) => keyword in schema);
}

describe("the core API's answer schemas", () => {
  it('refer only to components the document holds, and every component is used', () => {
    const refs = new Set(refsIn(document));
    const names = Object.keys(document.components.schemas);
    for (const ref of refs) {
      if (!ref.startsWith('#/components/schemas/')) continue;
      expect(names, ref).toContain(ref.slice('#/components/schemas/'.length));
    }
    for (const name of names) expect(refs, name).toContain(`#/components/schemas/${name}`);
  });

  it('give every success answer a real schema, not just "an object"', () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!status.startsWith('2')) continue;
          for (const { schema } of Object.values(response.content ?? {})) {
            const payload = (schema.properties as Record<string, JsonSchema> | undefined)?.response;
            expect(describesShape(payload ?? schema), `${method} ${path} ${status}`).toBe(true);
          }
        }
      }
    }
  });

  it('closes the domain objects: no field the type does not name', () => {
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      if (schema.type !== 'object') continue;
      expect(schema.additionalProperties, name).toBe(false);
    }
  });
});
