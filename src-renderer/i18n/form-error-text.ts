import type { TFunction } from 'i18next';
import { VALIDATION_PARAMS } from './validation-params';

/** Server field errors arrive in Spanish; client ones are i18n keys from the valibot schema. */
export const SERVER_ERROR_TYPE = 'server';

/** A field's error as react-hook-form holds it; list fields carry theirs with the same two parts. */
export interface FormFieldError {
  type?: string;
  message?: string;
}

export function formErrorText(error: FormFieldError | undefined, t: TFunction): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_ERROR_TYPE ? error.message : t(error.message, VALIDATION_PARAMS);
}
