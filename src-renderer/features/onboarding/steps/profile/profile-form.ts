import type * as v from 'valibot';
import type { User } from '../../../../../src-shared/domain/user';
import { ProfileStepSchema } from '../../../../../src-shared/schemas/profile';

/**
 * The profile step edits exactly what it sends (docs/PRODUCT.md §7: first_name … question_text).
 */
export const profileFormSchema = ProfileStepSchema;

export type ProfileFormValues = v.InferInput<typeof profileFormSchema>;

export const PROFILE_FORM_FIELDS = [
  'first_name',
  'last_name',
  'birthday',
  'question_text',
] as const;

export function profileFormFrom(user: User): ProfileFormValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    birthday: user.meta_info.birthday ?? '',
    question_text: user.question_text,
  };
}
