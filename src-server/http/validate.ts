import * as v from 'valibot';
import { ErrorCode } from '../../src-shared/api/error-codes';
import type { FieldErrors } from '../../src-shared/api/envelope';
import { ApiError } from './errors';
import { genericValidationMessages, hasValidationText, translateValidationKey } from './messages';

const OBJECT_SCHEMAS = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

/**
 * Checks a request body against a shared valibot schema and returns the parsed output, or throws
 * a 400 `validation_error` whose `fields` carry Spanish text per field.
 */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  // valibot's object schemas accept arrays (they are objects); a JSON array is never a valid body.
  if (OBJECT_SCHEMAS.has(schema.type) && Array.isArray(body)) {
    throw new ApiError(ErrorCode.validation, { message: genericValidationMessages.bodyNotObject });
  }
  // One message per field, for the first rule it breaks (an empty handle is "required", not
  // also "too short" and "bad characters"), the way the forms show it.
  const result = v.safeParse(schema, body, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw validationError(result.issues);
}

export function validationError(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const fields: FieldErrors = {};
  let message: string = genericValidationMessages.summary;
  for (const issue of issues) {
    const field = v.getDotPath(issue);
    if (field === null) {
      // No path: either the body itself is not an object, or a rule over several fields failed
      // (an `empty_*` flag sent with items); the latter's own text is the summary.
      message =
        issue.kind === 'schema' ? genericValidationMessages.bodyNotObject : issueText(issue);
      continue;
    }
    const text = issueText(issue);
    const list = (fields[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return new ApiError(ErrorCode.validation, {
    message,
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  });
}

function issueText(issue: v.BaseIssue<unknown>): string {
  // Shared schemas speak in i18n keys (`validation.*` and the spec's own keys).
  if (issue.message.startsWith('validation.') || hasValidationText(issue.message)) {
    return translateValidationKey(issue.message);
  }
  const isObjectIssue = OBJECT_SCHEMAS.has(issue.type);
  // strictObject reports an extra key as "expected never"; a missing key names the key it wanted.
  if (isObjectIssue && issue.expected === 'never') return genericValidationMessages.unknownField;
  if (isObjectIssue || issue.type === 'non_empty' || issue.received === 'undefined') {
    return genericValidationMessages.required;
  }
  if (issue.type === 'max_length') return genericValidationMessages.tooLong;
  return genericValidationMessages.invalid;
}
