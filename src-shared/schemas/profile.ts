import * as v from 'valibot';
import {
  CHILD_AGE_RANGES,
  CHILD_GENDERS,
  ETHNICITIES,
  GENDERS,
  LANGUAGES,
  PETS,
  RELATIONSHIPS,
  SCHOLARSHIPS,
} from '../catalogs/profile-options';
import { phoneCountry } from '../catalogs/countries';
import type { ProfileSection } from '../domain/wizard';
import { isOldEnough, utcTodayIso } from '../rules/age';
import { containsContactInfo } from '../rules/contact-detection';
import { MAX_ETHNICITIES, MAX_LANGUAGES, MAX_PETS } from '../rules/multi-select';
import { isValidPhone } from '../rules/phone';
import { VANITY_MAX_LENGTH, VANITY_MIN_LENGTH, VANITY_PATTERN } from '../rules/vanity';
import { BIO_MAX_LENGTH, MAX_CHILDREN, NAME_MAX_LENGTH } from '../rules/text-limits';
import { readsAsWritten } from './common';

/**
 * One schema per wizard step, used by the renderer's forms, main's argument checks and the core
 * API. Messages are i18n keys; spec keys (`negativeContent.findInfoContact`,
 * `creator.vanityRequitred`) are kept as written.
 */
const EARLIEST_BIRTHDAY = '1900-01-01';

const noContact = v.check<string, string>(
  (text) => !containsContactInfo(text),
  'negativeContent.findInfoContact',
);

const name = (required: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(NAME_MAX_LENGTH, 'validation.nameTooLong'),
    readsAsWritten(),
    noContact,
  );

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

/** "Today" is read on every check, so a long-running server or an open form never goes stale. */
export const BirthdaySchema = v.pipe(
  v.string('validation.birthdayRequired'),
  v.nonEmpty('validation.birthdayRequired'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.birthdayInvalid'),
  v.check(isRealDate, 'validation.birthdayInvalid'),
  v.check((iso) => iso >= EARLIEST_BIRTHDAY, 'validation.birthdayInvalid'),
  v.check((iso) => iso <= utcTodayIso(), 'validation.birthdayFuture'),
  // A future date has its own message; it is not also "too young".
  v.check((iso) => iso > utcTodayIso() || isOldEnough(iso), 'validation.birthdayTooYoung'),
);

export const ProfileStepSchema = v.strictObject({
  first_name: name('validation.firstNameRequired'),
  last_name: name('validation.lastNameRequired'),
  birthday: BirthdaySchema,
  question_text: v.pipe(
    v.string('validation.bioRequired'),
    v.trim(),
    v.nonEmpty('validation.bioRequired'),
    v.maxLength(BIO_MAX_LENGTH, 'validation.bioTooLong'),
    noContact,
  ),
});

const unique = <T>(message: string) =>
  v.check<T[], string>((items) => new Set(items).size === items.length, message);

/** A list with its `empty_*` flag: a flag set with items in the list contradicts itself. */
const emptyFlag = v.optional(v.literal(true, 'validation.emptyFlagInvalid'));
const flagAgrees = (items: readonly unknown[] | undefined, flag: true | undefined): boolean =>
  !(flag === true && items !== undefined && items.length > 0);
const FLAG_CONFLICT = 'validation.emptyFlagInvalid';

export const BasicInfoSchema = v.pipe(
  v.strictObject({
    country: v.pipe(
      v.string('validation.countryInvalid'),
      v.check((iso) => phoneCountry(iso) !== undefined, 'validation.countryInvalid'),
    ),
    telephone: v.pipe(v.string('validation.phoneInvalid'), v.trim()),
    languages: v.optional(
      v.pipe(
        v.array(v.picklist(LANGUAGES, 'validation.optionInvalid')),
        v.maxLength(MAX_LANGUAGES, 'validation.languagesMax'),
        unique('validation.optionInvalid'),
      ),
    ),
    empty_languages: emptyFlag,
  }),
  v.forward(
    v.check(
      (input) => isValidPhone(input.telephone, phoneCountry(input.country)?.code ?? ''),
      'validation.phoneInvalid',
    ),
    ['telephone'],
  ),
  v.forward(
    v.check((input) => flagAgrees(input.languages, input.empty_languages), FLAG_CONFLICT),
    ['empty_languages'],
  ),
);

export const DemographicsSchema = v.pipe(
  v.strictObject({
    gender: v.picklist(GENDERS, 'validation.optionInvalid'),
    scholarship: v.picklist(SCHOLARSHIPS, 'validation.optionInvalid'),
    ethnicity: v.optional(
      v.pipe(
        v.array(v.picklist(ETHNICITIES, 'validation.optionInvalid')),
        v.maxLength(MAX_ETHNICITIES, 'validation.ethnicityMax'),
        unique('validation.optionInvalid'),
      ),
    ),
    empty_ethnicity: emptyFlag,
  }),
  v.forward(
    v.check((input) => flagAgrees(input.ethnicity, input.empty_ethnicity), FLAG_CONFLICT),
    ['empty_ethnicity'],
  ),
);

export const ChildSchema = v.strictObject({
  gender: v.picklist(CHILD_GENDERS, 'validation.childIncomplete'),
  age_range: v.picklist(CHILD_AGE_RANGES, 'validation.childIncomplete'),
});

export const FamilySchema = v.pipe(
  v.strictObject({
    relationship: v.picklist(RELATIONSHIPS, 'validation.optionInvalid'),
    pets: v.optional(
      v.pipe(
        v.array(v.picklist(PETS, 'validation.optionInvalid')),
        v.maxLength(MAX_PETS, 'validation.petsMax'),
        unique('validation.optionInvalid'),
      ),
    ),
    empty_pets: emptyFlag,
    children: v.optional(
      v.pipe(v.array(ChildSchema), v.maxLength(MAX_CHILDREN, 'validation.childrenMax')),
    ),
    empty_children: emptyFlag,
  }),
  v.forward(
    v.check((input) => flagAgrees(input.pets, input.empty_pets), FLAG_CONFLICT),
    ['empty_pets'],
  ),
  v.forward(
    v.check((input) => flagAgrees(input.children, input.empty_children), FLAG_CONFLICT),
    ['empty_children'],
  ),
);

export const VanityNameSchema = v.pipe(
  v.string('creator.vanityRequitred'),
  v.toLowerCase(),
  v.nonEmpty('creator.vanityRequitred'),
  v.regex(VANITY_PATTERN, 'validation.vanityInvalid'),
  v.minLength(VANITY_MIN_LENGTH, 'validation.vanityLength'),
  v.maxLength(VANITY_MAX_LENGTH, 'validation.vanityLength'),
);

export const VanityStepSchema = v.strictObject({ vanity_name: VanityNameSchema });
export const VanityCheckSchema = v.strictObject({ vanity_name: VanityNameSchema });

export const profileStepSchemas = {
  profile: ProfileStepSchema,
  basic_info: BasicInfoSchema,
  demographics: DemographicsSchema,
  family: FamilySchema,
  vanity: VanityStepSchema,
} as const;

export type ProfileStepInput<S extends ProfileSection> = v.InferInput<
  (typeof profileStepSchemas)[S]
>;
export type ProfileStepOutput<S extends ProfileSection> = v.InferOutput<
  (typeof profileStepSchemas)[S]
>;
export type ProfileUpdate = ProfileStepOutput<ProfileSection>;

/** docs/PRODUCT.md §7: the fields each step sends to `PUT /api/v1/accounts/profile/`. */
export const PROFILE_STEP_FIELDS: Record<ProfileSection, readonly string[]> = {
  profile: ['first_name', 'last_name', 'birthday', 'question_text'],
  basic_info: ['country', 'languages', 'telephone', 'empty_languages'],
  demographics: ['gender', 'scholarship', 'ethnicity', 'empty_ethnicity'],
  family: ['relationship', 'pets', 'empty_pets', 'children', 'empty_children'],
  vanity: ['vanity_name'],
};

/** The step a profile update belongs to, from its fields; null when they mix steps or are unknown. */
export function profileStepOf(body: unknown): ProfileSection | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  if (keys.length === 0) return null;
  const steps = Object.keys(PROFILE_STEP_FIELDS) as ProfileSection[];
  return steps.find((step) => keys.every((key) => PROFILE_STEP_FIELDS[step].includes(key))) ?? null;
}

/** Any one step's body; the step is picked from the fields before validating. */
export const ProfileUpdateSchema = v.custom<ProfileUpdate>((input) => {
  const step = profileStepOf(input);
  return step !== null && v.safeParse(profileStepSchemas[step], input).success;
}, 'validation.profileFieldsInvalid');

/** An empty list travels as its `empty_*` flag, so the server clears it (docs/PRODUCT.md §5.6). */
export function withEmptyFlag<K extends string, F extends string, T>(
  list: K,
  flag: F,
  items: T[],
): Partial<Record<K, T[]> & Record<F, true>> {
  return (items.length > 0 ? { [list]: items } : { [flag]: true }) as Partial<
    Record<K, T[]> & Record<F, true>
  >;
}

/** A wizard step's save: the section names the schema its values must match. */
export const ProfileSaveSchema = v.variant('section', [
  v.strictObject({ section: v.literal('profile'), values: ProfileStepSchema }),
  v.strictObject({ section: v.literal('basic_info'), values: BasicInfoSchema }),
  v.strictObject({ section: v.literal('demographics'), values: DemographicsSchema }),
  v.strictObject({ section: v.literal('family'), values: FamilySchema }),
  v.strictObject({ section: v.literal('vanity'), values: VanityStepSchema }),
]);
