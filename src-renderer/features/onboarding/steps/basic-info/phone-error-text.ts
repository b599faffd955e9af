import type { TFunction } from 'i18next';
import {
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneProblem,
} from '../../../../../src-shared/rules/phone';
import {
  formErrorText,
  SERVER_ERROR_TYPE,
  type FormFieldError,
} from '../../../../i18n/form-error-text';
import { pickedCountry } from './country-search';

/**
 * The schema only knows "invalid"; the creator is told what exactly is wrong (phoneProblem):
 * the dial code is missing, a character is not allowed, or digits are missing or too many.
 */
export function phoneErrorText(
  error: FormFieldError | undefined,
  telephone: string,
  countryIso: string,
  t: TFunction,
): string | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE) return formErrorText(error, t);
  const country = pickedCountry(countryIso);
  const problem = phoneProblem(telephone.trim(), country.code);
  if (!problem) return formErrorText(error, t);
  return t(`onboarding.basicInfo.phoneProblems.${problem}`, {
    code: country.code,
    country: country.title,
    min: PHONE_MIN_DIGITS,
    max: PHONE_MAX_DIGITS,
  });
}
