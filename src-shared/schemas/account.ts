import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/text-limits';
import { UsdAmountSchema } from './common';

const NewPasswordSchema = v.pipe(
  v.string('validation.passwordRequired'),
  v.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
);

export const PASSWORD_UNCHANGED = 'validation.passwordUnchanged';

/**
 * A new password equal to the current one would change nothing: refused, with the message on the
 * new password's field. The change-password form runs this same check.
 */
export const newPasswordDiffers = (input: {
  current_password: string;
  new_password: string;
}): boolean => input.current_password !== input.new_password;

/**
 * `PUT /api/v1/accounts/password/`: the current password proves it is the owner, and the new one
 * must differ from it.
 */
export const ChangePasswordSchema = v.pipe(
  v.strictObject({
    current_password: v.pipe(
      v.string('validation.passwordRequired'),
      v.nonEmpty('validation.passwordRequired'),
    ),
    new_password: NewPasswordSchema,
  }),
  v.forward(
    v.partialCheck(
      [['current_password'], ['new_password']],
      newPasswordDiffers,
      PASSWORD_UNCHANGED,
    ),
    ['new_password'],
  ),
);

/** The code a reset mail carries (URL-safe, 20 to 200 characters). */
export const ResetTokenSchema = v.pipe(
  v.string('validation.resetTokenInvalid'),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{20,200}$/, 'validation.resetTokenInvalid'),
);

/**
 * `POST /api/v1/accounts/send-password/`: with only `email`, mails a reset link (the answer is the
 * same whether or not the address has an account); with `token` and `new_password`, sets it.
 */
export const SendPasswordSchema = v.union([
  v.strictObject({
    email: v.pipe(
      v.string('validation.emailRequired'),
      v.trim(),
      v.toLowerCase(),
      v.email('validation.emailInvalid'),
    ),
  }),
  v.strictObject({
    token: ResetTokenSchema,
    new_password: NewPasswordSchema,
  }),
]);

/** `POST /api/v1/accounts/delete-account/`: the password (or, for provider-only accounts, the word). */
export const DeleteAccountSchema = v.strictObject({
  password: v.optional(v.string('validation.passwordRequired')),
  confirmation: v.literal('ELIMINAR', 'validation.deleteConfirmationInvalid'),
});

/** `PUT /api/v1/accounts/profile/influencer/`. */
export const InfluencerSettingsSchema = v.strictObject({
  open_to_offers: v.boolean('validation.optionInvalid'),
  minimum_budget: v.nullable(UsdAmountSchema),
});
