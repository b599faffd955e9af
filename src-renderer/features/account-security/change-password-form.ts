import * as v from 'valibot';
import {
  ChangePasswordSchema,
  newPasswordDiffers,
  PASSWORD_UNCHANGED,
} from '../../../src-shared/schemas/account';

export interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export const CHANGE_PASSWORD_FIELDS = ['current_password', 'new_password'] as const;

/**
 * The shared rules for the two passwords the server takes (a new one different from the current
 * one included), plus the repeat that only the form needs. `partialCheck` compares each pair as
 * soon as its own fields are valid, even while another field is still blank.
 */
export const changePasswordFormSchema = v.pipe(
  v.object({
    ...ChangePasswordSchema.entries,
    confirm_password: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['current_password'], ['new_password']],
      newPasswordDiffers,
      PASSWORD_UNCHANGED,
    ),
    ['new_password'],
  ),
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
