import * as v from 'valibot';
import type { SaveFacebookTokenForm } from '../../src-shared/domain/network';

/** Graph tokens and signed requests run to a few hundred characters; 4096 leaves room. */
const GRAPH_VALUE_MAX = 4096;

const requiredText = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(1, message),
    v.maxLength(GRAPH_VALUE_MAX, message),
  );

/**
 * docs/PRODUCT.md §7's save/token form; `username` may be empty (the largest Page or account is
 * taken).
 */
export const SaveFacebookTokenSchema = v.object({
  access_token: requiredText('validation.facebookTokenRequired'),
  signed_request: requiredText('validation.facebookSignedRequestRequired'),
  user_id: v.pipe(
    v.string('validation.facebookUserIdInvalid'),
    v.regex(/^\d{1,32}$/, 'validation.facebookUserIdInvalid'),
  ),
  username: v.optional(
    v.pipe(
      v.string('validation.facebookUsernameInvalid'),
      v.trim(),
      v.regex(/^[\w.-]{0,100}$/, 'validation.facebookUsernameInvalid'),
    ),
    '',
  ),
}) satisfies v.GenericSchema<unknown, SaveFacebookTokenForm>;

/** The `{token}` of validate/token: the same bounds as a saved one. */
export const FacebookTokenParamSchema = v.object({
  token: requiredText('validation.facebookTokenRequired'),
});
