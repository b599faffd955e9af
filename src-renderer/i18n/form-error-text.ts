import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { VALIDATION_PARAMS } from './validation-params';

/** Server field errors arrive in Spanish; client ones are i18n keys from the valibot schema. */
export const SERVER_ERROR_TYPE = 'server';

export function formErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR_TYPE ? error.message : t(error.message, VALIDATION_PARAMS);
}
