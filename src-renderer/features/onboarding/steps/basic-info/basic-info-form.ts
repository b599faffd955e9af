import * as v from 'valibot';
import { DEFAULT_COUNTRY, phoneCountry } from '../../../../../src-shared/catalogs/countries';
import { LANGUAGES } from '../../../../../src-shared/catalogs/profile-options';
import type { User } from '../../../../../src-shared/domain/user';
import { phonePrefix } from '../../../../../src-shared/rules/phone';
import { BasicInfoSchema, withEmptyFlag } from '../../../../../src-shared/schemas/profile';

const BasicInfoFormShape = v.object({
  country: v.string(),
  telephone: v.string(),
  languages: v.array(v.string()),
});

export type BasicInfoFormValues = v.InferInput<typeof BasicInfoFormShape>;

/** What the step sends: an empty language list travels as `empty_languages: true`. */
export function basicInfoPayload({ country, telephone, languages }: BasicInfoFormValues) {
  return { country, telephone, ...withEmptyFlag('languages', 'empty_languages', languages) };
}

/**
 * The form's values become the step's body, which the shared schema then checks: the body, not
 * the form, is what must be valid. The transform answers `unknown` so the schema stays the only
 * authority on the body's type.
 */
export const basicInfoFormSchema = v.pipe(
  BasicInfoFormShape,
  v.transform((values): unknown => basicInfoPayload(values)),
  BasicInfoSchema,
);

export const BASIC_INFO_FORM_FIELDS = ['country', 'telephone', 'languages'] as const;

const KNOWN_LANGUAGES: readonly string[] = LANGUAGES;

export function basicInfoFormFrom(user: User): BasicInfoFormValues {
  const country = phoneCountry(user.country) ?? phoneCountry(DEFAULT_COUNTRY);
  const iso = country?.iso ?? DEFAULT_COUNTRY;
  return {
    country: iso,
    telephone: user.telephone || phonePrefix(country?.code ?? ''),
    languages: user.meta_info.languages.filter((code) => KNOWN_LANGUAGES.includes(code)),
  };
}
