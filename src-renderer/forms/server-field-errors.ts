import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsFor } from '../bridge/field-errors';
import { SERVER_ERROR_TYPE } from '../i18n/form-error-text';

/** Puts the server's per-field messages under the fields the step shows. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const messages = fieldErrorsFor(error, fields);
  for (const field of fields) {
    const message = messages[field];
    if (message) setError(field, { type: SERVER_ERROR_TYPE, message });
  }
}
