import { answerComponents } from './answers';
import { arrayOf, closed, componentRef } from './answers/schema-kit';
import type { JsonSchema } from './route-doc';

export { componentRef } from './answers/schema-kit';

/** `ApiErrorBody`: every non-2xx answer. */
const ApiError: JsonSchema = {
  type: 'object',
  required: ['code', 'message'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', description: 'Machine code (see docs/API.md, "Error codes").' },
    message: { type: 'string', description: 'Spanish text a person can read.' },
    fields: {
      type: 'object',
      description: 'Per field (dot path), its Spanish messages; only on validation_error.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

/** The document's `components.schemas`: the error body and every domain answer (`answers/`). */
export const sharedComponents: Record<string, JsonSchema> = { ...answerComponents, ApiError };

/** `{ key: true }` answers such as `{ logged_out: true }`. */
export function flagAnswer(...keys: string[]): JsonSchema {
  return closed(Object.fromEntries(keys.map((key) => [key, { const: true }])));
}

/** A multipart body: file parts (by field name, with what they hold) and optional text fields. */
export function uploadSchema(
  files: Record<string, string>,
  required: readonly string[],
  text: JsonSchema = { type: 'object', properties: {} },
): JsonSchema {
  const fileParts = Object.fromEntries(
    Object.entries(files).map(([field, description]) => [
      field,
      { type: 'string', contentMediaType: 'application/octet-stream', description },
    ]),
  );
  return {
    type: 'object',
    required: [...required, ...((text.required as string[] | undefined) ?? [])],
    properties: { ...(text.properties as Record<string, JsonSchema>), ...fileParts },
  };
}

/** `{ results: [...] }` answers that are not paged, of one component. */
export function resultsOf(component: string): JsonSchema {
  return closed({ results: arrayOf(componentRef(component)) });
}
