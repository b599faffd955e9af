import * as v from 'valibot';
import { ChangePasswordSchema } from '../../../src-shared/schemas/account';

export interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export const CHANGE_PASSWORD_FIELDS = ['current_password', 'new_password'] as const;

/**
 * The shared rules for the two passwords the server takes, plus the repeat that only the form
 * needs. `partialCheck` compares the pair even while the current password is still blank.
 */
export const changePasswordFormSchema = v.pipe(
  v.object({
    ...ChangePasswordSchema.entries,
    confirm_password: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (input) => input.new_password === input.confirm_password,
      'security.password.mismatch',
    ),
    ['confirm_password'],
  ),
  v.transform(({ current_password, new_password }) => ({ current_password, new_password })),
);

export type ChangePasswordBody = v.InferOutput<typeof changePasswordFormSchema>;

export const emptyChangePassword: ChangePasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};
