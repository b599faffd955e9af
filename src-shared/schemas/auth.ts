import * as v from 'valibot';
import { ROLES } from '../domain/user';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/text-limits';

/** Messages are i18n keys under `validation.*`; the core API sends the Spanish text instead. */
export const EmailSchema = v.pipe(
  v.string('validation.emailRequired'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('validation.emailRequired'),
  v.maxLength(EMAIL_MAX_LENGTH, 'validation.emailInvalid'),
  v.email('validation.emailInvalid'),
);

export const PasswordSchema = v.pipe(
  v.string('validation.passwordRequired'),
  v.nonEmpty('validation.passwordRequired'),
  v.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
);

export const CredentialsSchema = v.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
});
export type Credentials = v.InferOutput<typeof CredentialsSchema>;

export const DefineRoleSchema = v.strictObject({
  role: v.picklist(ROLES, 'validation.roleInvalid'),
});
export type DefineRoleInput = v.InferOutput<typeof DefineRoleSchema>;

export const GoogleLoginSchema = v.strictObject({
  id_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(8192)),
});

export const FacebookLoginSchema = v.strictObject({
  access_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(4096)),
});
