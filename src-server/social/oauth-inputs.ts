import * as v from 'valibot';

/** Main makes the state (random, url-safe) and checks it on return; 16+ characters resist guessing. */
export const AuthorizeQuerySchema = v.object({
  state: v.pipe(
    v.string('validation.oauthStateInvalid'),
    v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'validation.oauthStateInvalid'),
  ),
});

/** The code as the network put it in the return URL; providers' codes are far below 2048. */
export const RedeemCodeSchema = v.strictObject({
  code: v.pipe(
    v.string('validation.oauthCodeInvalid'),
    v.minLength(1, 'validation.oauthCodeInvalid'),
    v.maxLength(2048, 'validation.oauthCodeInvalid'),
  ),
});
