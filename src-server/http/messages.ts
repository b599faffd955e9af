import { VALIDATION_TEXTS } from '../../src-shared/i18n/validation-text';

/**
 * Spanish (es-MX) text for the i18n keys the shared valibot schemas use as messages: the one
 * catalogue the renderer reads too (`src-shared/i18n/validation-messages.es-MX.ts`), so the API
 * answers with text any client can show as is, and it is the text the app's forms show.
 */
export const validationMessages: Readonly<Record<string, string>> = VALIDATION_TEXTS;

/** Text for problems a schema reports without its own key (valibot's defaults are English). */
export const genericValidationMessages = {
  required: 'Este campo es obligatorio.',
  unknownField: 'Este campo no está permitido.',
  /** A known profile field sent together with fields of another wizard step. */
  otherStepField: 'Este campo es de otro paso del perfil; guárdalo por separado.',
  tooLong: 'El valor es demasiado largo.',
  invalid: 'El valor no es válido.',
  bodyNotObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  malformedJson: 'El cuerpo de la solicitud no es JSON válido.',
  badRequest: 'La solicitud no es válida.',
  summary: 'Revisa los datos marcados.',
} as const;

export function translateValidationKey(key: string): string {
  return validationMessages[key] ?? genericValidationMessages.invalid;
}

export function hasValidationText(key: string): boolean {
  return Object.hasOwn(validationMessages, key);
}
