import * as v from 'valibot';

/** Main makes the state (random, url-safe) and checks it on return; 16+ characters resist guessing. */
const StateSchema = v.pipe(
  v.string('validation.oauthStateInvalid'),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'validation.oauthStateInvalid'),
);

/**
 * A sign-in window returns to the registered redirect URI only: a caller-chosen one (or a PKCE
 * challenge meant for it) is refused rather than ignored, so nobody believes it took effect.
 */
export const AuthorizeQuerySchema = v.object({
  state: StateSchema,
  redirect_uri: v.optional(v.never('validation.oauthRedirectNotAllowed')),
  code_challenge: v.optional(v.never('validation.oauthRedirectNotAllowed')),
});

/**
 * RFC 8252 §7.3: the system browser returns to a listener main opened on the loopback interface,
 * on any port, and only there, so a code can never be sent to another machine. The IP literal,
 * not `localhost`, which a resolver could point elsewhere (§8.3).
 */
const LOOPBACK_REDIRECT = /^http:\/\/(?:127\.0\.0\.1|\[::1\]):(\d{1,5})\/[^\s#]*$/;
const LoopbackRedirectSchema = v.pipe(
  v.string('validation.oauthLoopbackInvalid'),
  v.maxLength(512, 'validation.oauthLoopbackInvalid'),
  v.check((value) => {
    const port = LOOPBACK_REDIRECT.exec(value)?.[1];
    return port !== undefined && Number(port) >= 1 && Number(port) <= 65535;
  }, 'validation.oauthLoopbackInvalid'),
);

/** RFC 7636 §4.2: an S256 challenge is base64url; 43 to 128 characters as for verifiers. */
const CodeChallengeSchema = v.pipe(
  v.string('validation.oauthCodeChallengeInvalid'),
  v.regex(/^[A-Za-z0-9_-]{43,128}$/, 'validation.oauthCodeChallengeInvalid'),
);

/** The system-browser flow: the caller's loopback return point, bound to the code by PKCE. */
export const BrowserAuthorizeQuerySchema = v.object({
  state: StateSchema,
  redirect_uri: LoopbackRedirectSchema,
  code_challenge: CodeChallengeSchema,
});

/** The code as the network put it in the return URL; providers' codes are far below 2048. */
const CodeSchema = v.pipe(
  v.string('validation.oauthCodeInvalid'),
  v.minLength(1, 'validation.oauthCodeInvalid'),
  v.maxLength(2048, 'validation.oauthCodeInvalid'),
);

export const RedeemCodeSchema = v.strictObject({ code: CodeSchema });

/**
 * The system-browser flow also sends the PKCE verifier (RFC 7636 §4.1: 43 to 128 unreserved
 * characters) and the loopback redirect the code was issued for; Google checks both.
 */
export const BrowserRedeemCodeSchema = v.strictObject({
  code: CodeSchema,
  code_verifier: v.pipe(
    v.string('validation.oauthCodeVerifierInvalid'),
    v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'validation.oauthCodeVerifierInvalid'),
  ),
  redirect_uri: LoopbackRedirectSchema,
});
