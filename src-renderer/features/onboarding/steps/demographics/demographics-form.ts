import * as v from 'valibot';
import {
  DEFAULT_GENDER,
  DEFAULT_SCHOLARSHIP,
  ETHNICITIES,
  GENDERS,
  SCHOLARSHIPS,
} from '../../../../../src-shared/catalogs/profile-options';
import type { User } from '../../../../../src-shared/domain/user';
import { DemographicsSchema, withEmptyFlag } from '../../../../../src-shared/schemas/profile';
import { knownOption, knownOptions } from '../../option-values';

const DemographicsFormShape = v.object({
  gender: v.string(),
  scholarship: v.string(),
  ethnicity: v.array(v.string()),
});

export type DemographicsFormValues = v.InferInput<typeof DemographicsFormShape>;

export function demographicsPayload({ gender, scholarship, ethnicity }: DemographicsFormValues) {
  return { gender, scholarship, ...withEmptyFlag('ethnicity', 'empty_ethnicity', ethnicity) };
}

/** Form values → body → shared schema (see `basicInfoFormSchema`). */
export const demographicsFormSchema = v.pipe(
  DemographicsFormShape,
  v.transform((values): unknown => demographicsPayload(values)),
  DemographicsSchema,
);

export const DEMOGRAPHICS_FORM_FIELDS = ['gender', 'scholarship', 'ethnicity'] as const;

export function demographicsFormFrom(user: User): DemographicsFormValues {
  const { gender, scholarship, ethnicity } = user.meta_info;
  return {
    gender: knownOption(GENDERS, gender) ?? DEFAULT_GENDER,
    scholarship: knownOption(SCHOLARSHIPS, scholarship) ?? DEFAULT_SCHOLARSHIP,
    ethnicity: knownOptions(ETHNICITIES, ethnicity),
  };
}
