import { VALIDATION_PARAMS } from './validation-params';
import { VALIDATION_MESSAGES_ES_MX } from './validation-messages.es-MX';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** `{{name}}` replaced by the limit of that name, as i18next does for the renderer. */
export function fillValidationParams(
  template: string,
  params: Readonly<Record<string, string | number>> = VALIDATION_PARAMS,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Every message by its full i18n key (`validation.emailInvalid`, `negativeContent.…`), filled in. */
export const VALIDATION_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  flatten(VALIDATION_MESSAGES_ES_MX).map(([key, template]) => [
    key,
    fillValidationParams(template),
  ]),
);
