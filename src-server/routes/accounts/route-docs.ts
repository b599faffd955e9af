import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  InfluencerSettingsSchema,
  SendPasswordSchema,
} from '../../../src-shared/schemas/account';
import {
  CredentialsSchema,
  DefineRoleSchema,
  FacebookLoginSchema,
  GoogleLoginSchema,
} from '../../../src-shared/schemas/auth';
import { profileStepSchemas } from '../../../src-shared/schemas/profile';
import { componentRef, flagAnswer, uploadSchema } from '../../http/openapi/answer-schemas';
import { closed, count, text } from '../../http/openapi/answers/schema-kit';
import { toSchema } from '../../http/openapi/json-schema';
import { tagged, type RouteDoc } from '../../http/openapi/route-doc';
import { PremiumQuerySchema } from './premium';
import { PROFILE_IMAGE_FIELD } from './profile-image';
import { UnsubscribeQuerySchema } from './unsubscribe';

const signedIn = { description: 'A new token and the user.', schema: componentRef('AuthAnswer') };
const user = { description: 'The user.', schema: componentRef('User') };

/** The accounts area: sign-in, role, profile, password, deletion. */
export const accountRouteDocs: RouteDoc[] = tagged('accounts', [
  {
    method: 'POST',
    path: ApiPath.register,
    summary: 'Create an account with e-mail and password',
    access: 'public',
    rateLimited: true,
    body: { schema: CredentialsSchema },
    answer: { ...signedIn, status: 201 },
    errors: [ErrorCode.emailInUse],
  },
  {
    method: 'POST',
    path: ApiPath.login,
    summary: 'Sign in with e-mail and password',
    access: 'public',
    rateLimited: true,
    body: { schema: CredentialsSchema },
    answer: signedIn,
    errors: [ErrorCode.invalidCredentials],
  },
  {
    method: 'POST',
    path: ApiPath.logout,
    summary: 'End this session (this token only)',
    access: 'bearer',
    answer: { description: 'Signed out.', schema: flagAnswer('logged_out') },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.logoutAll,
    summary: "End every session of the caller's user",
    access: 'bearer',
    answer: {
      description: 'How many tokens were revoked.',
      schema: closed({ revoked: count }),
    },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.googleLogin,
    summary: 'Sign in with a Google ID token',
    access: 'public',
    rateLimited: true,
    body: { schema: GoogleLoginSchema },
    answer: signedIn,
    errors: [
      ErrorCode.providerNotConfigured,
      ErrorCode.googleTokenInvalid,
      ErrorCode.providerUnavailable,
      // The provider's e-mail already belongs to an account of another provider.
      ErrorCode.emailInUse,
    ],
  },
  {
    method: 'POST',
    path: ApiPath.facebookLogin,
    summary: 'Sign in with a Facebook access token',
    access: 'public',
    rateLimited: true,
    body: { schema: FacebookLoginSchema },
    answer: signedIn,
    errors: [
      ErrorCode.providerNotConfigured,
      ErrorCode.facebookTokenInvalid,
      ErrorCode.providerUnavailable,
      // The provider's e-mail already belongs to an account of another provider.
      ErrorCode.emailInUse,
    ],
  },
  {
    method: 'GET',
    path: ApiPath.authProviders,
    summary: 'Which sign-in providers this server offers, with their public settings',
    access: 'public',
    answer: {
      description: '`google` and `facebook`, each null when not configured.',
      schema: componentRef('AuthProviders'),
    },
    errors: [],
  },
  {
    method: 'POST',
    path: ApiPath.defineRole,
    summary: "Choose the account's role, once",
    access: 'bearer',
    body: { schema: DefineRoleSchema },
    answer: user,
    errors: [ErrorCode.roleAlreadyDefined],
  },
  {
    method: 'GET',
    path: ApiPath.profile,
    summary: "The caller's user",
    access: 'bearer',
    answer: user,
    errors: [],
  },
  {
    method: 'PUT',
    path: ApiPath.profile,
    summary: 'Save one wizard step',
    description: 'The body holds the fields of exactly one step; the step is told by its fields.',
    access: 'bearer',
    permission: 'role',
    body: { schema: { anyOf: Object.values(profileStepSchemas).map((step) => toSchema(step)) } },
    answer: user,
    errors: [ErrorCode.duplicatedVanityName],
  },
  {
    method: 'PUT',
    path: ApiPath.profileImage,
    summary: 'Replace the avatar (JPEG or PNG, multipart)',
    access: 'bearer',
    permission: 'role',
    body: {
      contentType: 'multipart/form-data',
      schema: uploadSchema({ [PROFILE_IMAGE_FIELD]: 'JPEG or PNG image.' }, [PROFILE_IMAGE_FIELD]),
    },
    answer: user,
    // Too many uploads in flight (upload-gate.ts): 429 with Retry-After.
    errors: [ErrorCode.rateLimited],
  },
  {
    method: 'GET',
    path: ApiPath.premium,
    summary: "The caller's plan standing",
    access: 'bearer',
    query: PremiumQuerySchema,
    answer: { description: 'PremiumStanding.', schema: componentRef('PremiumStanding') },
    errors: [],
  },
  {
    method: 'PUT',
    path: ApiPath.password,
    summary: 'Change the password, giving the current one',
    access: 'bearer',
    rateLimited: true,
    body: { schema: ChangePasswordSchema },
    answer: { description: 'Changed.', schema: flagAnswer('changed') },
    errors: [ErrorCode.passwordIncorrect],
  },
  {
    method: 'POST',
    path: ApiPath.sendPassword,
    summary: 'Ask for a password-reset mail, or redeem its token',
    description:
      '`{ email }` always answers `{ sent: true }`; `{ token, new_password }` answers `{ changed: true }`.',
    access: 'public',
    rateLimited: true,
    body: { schema: SendPasswordSchema },
    answer: {
      description: 'Sent or changed.',
      schema: { oneOf: [flagAnswer('sent'), flagAnswer('changed')] },
    },
    errors: [ErrorCode.resetTokenInvalid],
  },
  {
    method: 'POST',
    path: ApiPath.deleteAccount,
    summary: 'Delete the account and everything in it',
    access: 'bearer',
    rateLimited: true,
    body: { schema: DeleteAccountSchema },
    answer: { description: 'Deleted.', schema: flagAnswer('deleted') },
    errors: [ErrorCode.passwordIncorrect],
  },
  {
    method: 'GET',
    path: ApiPath.unsubscribe,
    summary: 'Stop informative mail to an address',
    description:
      'A browser (`Accept: text/html`) gets a Spanish page instead of JSON, with the same statuses.',
    access: 'public',
    query: UnsubscribeQuerySchema,
    answer: {
      description: 'Unsubscribed (the same whether or not the address has an account).',
      schema: closed({ unsubscribed: { const: true }, email: text, message: text }),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: ApiPath.influencerProfile,
    summary: "The creator's work settings (takes offers, smallest budget)",
    access: 'bearer',
    permission: 'profile.edit',
    answer: { description: 'InfluencerSettings.', schema: componentRef('InfluencerSettings') },
    errors: [],
  },
  {
    method: 'PUT',
    path: ApiPath.influencerProfile,
    summary: "Save the creator's work settings",
    access: 'bearer',
    permission: 'profile.edit',
    body: { schema: InfluencerSettingsSchema },
    answer: { description: 'InfluencerSettings.', schema: componentRef('InfluencerSettings') },
    errors: [],
  },
]);
