import * as v from 'valibot';
import {
  CHILD_AGE_RANGES,
  CHILD_GENDERS,
  DEFAULT_RELATIONSHIP,
  PETS,
  RELATIONSHIPS,
} from '../../../../../src-shared/catalogs/profile-options';
import type { User } from '../../../../../src-shared/domain/user';
import { completeChildren } from '../../../../../src-shared/rules/children';
import { FamilySchema, withEmptyFlag } from '../../../../../src-shared/schemas/profile';
import { knownOption, knownOptions } from '../../option-values';

const FamilyFormShape = v.object({
  relationship: v.string(),
  pets: v.array(v.string()),
  /** Rows as typed: either part may still be empty (`ChildDraft`). */
  children: v.array(v.object({ gender: v.string(), age_range: v.string() })),
});

export type FamilyFormValues = v.InferInput<typeof FamilyFormShape>;

/**
 * Half-filled child rows are left out (docs/PRODUCT.md §5); no complete row at all is
 * `empty_children`.
 */
export function familyPayload({ relationship, pets, children }: FamilyFormValues) {
  return {
    relationship,
    ...withEmptyFlag('pets', 'empty_pets', pets),
    ...withEmptyFlag('children', 'empty_children', completeChildren(children)),
  };
}

/** Form values → body → shared schema (see `basicInfoFormSchema`). */
export const familyFormSchema = v.pipe(
  FamilyFormShape,
  v.transform((values): unknown => familyPayload(values)),
  FamilySchema,
);

export const FAMILY_FORM_FIELDS = ['relationship', 'pets', 'children'] as const;

export function familyFormFrom(user: User): FamilyFormValues {
  const { relationship, pets, children } = user.meta_info;
  return {
    relationship: knownOption(RELATIONSHIPS, relationship) ?? DEFAULT_RELATIONSHIP,
    pets: knownOptions(PETS, pets),
    children: children.map((child) => ({
      gender: knownOption(CHILD_GENDERS, child.gender) ?? '',
      age_range: knownOption(CHILD_AGE_RANGES, child.age_range) ?? '',
    })),
  };
}
