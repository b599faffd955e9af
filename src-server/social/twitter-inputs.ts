import * as v from 'valibot';

/**
 * RFC 3986's unreserved characters, which is what Twitter's tokens, verifiers and secrets are made
 * of; 200 leaves room over today's ~50 without letting a path segment carry anything else.
 */
const segment = (message: string) =>
  v.pipe(v.string(message), v.regex(/^[A-Za-z0-9._~-]{1,200}$/, message));

/** The path of `redeem/twitter/{a}/{b}/{c}/`, as the window's return URL and login gave them. */
export const TwitterRedeemParamsSchema = v.object({
  token: segment('validation.twitterTokenInvalid'),
  verifier: segment('validation.twitterVerifierInvalid'),
  secret: segment('validation.twitterSecretInvalid'),
});

/**
 * `?username=`: the account the user meant to connect, with or without `@`; empty is the same as
 * absent. X's handles are letters, digits and `_` (15 today; older and reserved ones run longer).
 */
export const TwitterRedeemQuerySchema = v.object({
  username: v.optional(
    v.pipe(
      v.string('validation.twitterUsernameInvalid'),
      v.regex(/^(?:@?[A-Za-z0-9_]{1,50})?$/, 'validation.twitterUsernameInvalid'),
    ),
  ),
});

/** A handle as X compares them: without the `@`, case-insensitively. */
export function sameTwitterHandle(a: string, b: string): boolean {
  const plain = (handle: string) => handle.replace(/^@/, '').toLowerCase();
  return plain(a) === plain(b);
}
