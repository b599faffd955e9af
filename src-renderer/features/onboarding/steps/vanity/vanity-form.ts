import type * as v from 'valibot';
import type { User } from '../../../../../src-shared/domain/user';
import { VanityStepSchema } from '../../../../../src-shared/schemas/profile';

export const vanityFormSchema = VanityStepSchema;

export type VanityFormValues = v.InferInput<typeof vanityFormSchema>;

export const VANITY_FORM_FIELDS = ['vanity_name'] as const;

export function vanityFormFrom(user: User): VanityFormValues {
  return { vanity_name: user.vanity_name ?? '' };
}
