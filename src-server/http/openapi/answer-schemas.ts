import { ROLES } from '../../../src-shared/domain/user';
import type { JsonSchema } from './route-doc';

/**
 * Hand-written schemas of answers, where the domain type is small and much used. The domain
 * types in `src-shared/domain` are TypeScript only; everything else is documented as an object
 * with a description.
 */
const nullableString: JsonSchema = { type: ['string', 'null'] };
const strings: JsonSchema = { type: 'array', items: { type: 'string' } };

export const componentRef = (name: string): JsonSchema => ({
  $ref: `#/components/schemas/${name}`,
});

/** `src-shared/domain/user.ts` `User`. */
const User: JsonSchema = {
  type: 'object',
  description: 'The user as every account answer carries it.',
  required: [
    'id',
    'email',
    'role',
    'permissions',
    'first_name',
    'last_name',
    'profile_image',
    'question_text',
    'telephone',
    'country',
    'meta_info',
    'vanity_name',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    email: { type: 'string', format: 'email' },
    role: { enum: [...ROLES, null] },
    permissions: strings,
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    profile_image: { ...nullableString, description: 'Absolute URL of the avatar.' },
    question_text: { type: 'string' },
    telephone: { type: 'string' },
    country: { type: 'string' },
    meta_info: {
      type: 'object',
      required: [
        'birthday',
        'languages',
        'gender',
        'scholarship',
        'ethnicity',
        'relationship',
        'pets',
        'children',
      ],
      additionalProperties: false,
      properties: {
        birthday: { ...nullableString, description: 'YYYY-MM-DD' },
        languages: strings,
        gender: nullableString,
        scholarship: nullableString,
        ethnicity: strings,
        relationship: nullableString,
        pets: strings,
        children: {
          type: 'array',
          items: {
            type: 'object',
            required: ['gender', 'age_range'],
            properties: { gender: { type: 'string' }, age_range: { type: 'string' } },
          },
        },
      },
    },
    vanity_name: nullableString,
  },
};

/** `AuthAnswer`: what register, login, google-login and facebook-login answer. */
const AuthAnswer: JsonSchema = {
  type: 'object',
  required: ['token', 'user'],
  additionalProperties: false,
  properties: {
    token: { type: 'string', description: 'Bearer token for `Authorization: Bearer <token>`.' },
    user: componentRef('User'),
  },
};

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

export const sharedComponents: Record<string, JsonSchema> = { User, AuthAnswer, ApiError };

/** `{ key: true }` answers such as `{ logged_out: true }`. */
export function flagAnswer(...keys: string[]): JsonSchema {
  return {
    type: 'object',
    required: keys,
    properties: Object.fromEntries(keys.map((key) => [key, { const: true }])),
  };
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

/** An answer documented by its description only (its domain type has no schema). */
export function described(description: string): JsonSchema {
  return { type: 'object', description };
}

/** `{ results: [...] }` answers that are not paged. */
export function resultsOf(item: JsonSchema = { type: 'object' }): JsonSchema {
  return {
    type: 'object',
    required: ['results'],
    properties: { results: { type: 'array', items: item } },
  };
}
