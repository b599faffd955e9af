import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src-shared/schemas/auth';

/**
 * Spanish (es-MX) text for the i18n keys the shared valibot schemas use as messages. The renderer
 * has its own translations; the API answers with text so any client can show it as is.
 */
export const validationMessages: Readonly<Record<string, string>> = {
  'validation.emailRequired': 'Escribe tu correo electrónico.',
  'validation.emailInvalid': 'Escribe un correo electrónico válido.',
  'validation.passwordRequired': 'Escribe tu contraseña.',
  'validation.passwordTooShort': `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  'validation.passwordTooLong': `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
  'validation.roleInvalid': 'Elige un rol válido: influencer o marca.',
};

/** Text for problems a schema reports without its own key (valibot's defaults are English). */
export const genericValidationMessages = {
  required: 'Este campo es obligatorio.',
  unknownField: 'Este campo no está permitido.',
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
