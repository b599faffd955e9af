import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { JsonSchema, SchemaSource } from './route-doc';

function isValibotSchema(source: SchemaSource): source is v.GenericSchema {
  return (source as { kind?: unknown }).kind === 'schema' && '~standard' in source;
}

/**
 * The JSON Schema of what a client sends (`typeMode: 'input'`: before transforms). Rules JSON
 * Schema cannot say (trim, cross-field checks, custom predicates) are left out: the document
 * then accepts a little more than the server, never less, and the server's 400 names the field.
 */
export function toSchema(source: SchemaSource): JsonSchema {
  if (!isValibotSchema(source)) return source;
  const converted = toJsonSchema(source, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as JsonSchema;
  const { $schema: _dialect, ...schema } = converted;
  if ('$defs' in schema) {
    // Definitions would need hoisting into components; no shared schema is recursive today.
    throw new Error('A recursive valibot schema needs its definitions hoisted into components.');
  }
  return schema;
}
