import type * as JoseModule from 'jose';
import type { createRemoteJWKSet, JWTPayload } from 'jose';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import { loadJose } from '../lazy/libraries';
import { splitName, type ExternalIdentity } from './external-identity';
import { PROVIDER_TIMEOUT_MS, ProviderUnreachableError } from './fetch-json';
import { createDiscovery, trimSlash, type OpenIdConfiguration } from './openid-discovery';

export interface GoogleConfig {
  /** OpenID issuer, e.g. https://accounts.google.com; its discovery document is read from it. */
  issuer: string;
  clientId: string;
  /** Only needed by clients that redeem codes through the server; never sent to clients. */
  clientSecret?: string;
  /** Skips discovery for key lookup when set. */
  jwksUrl?: string;
}

export interface GoogleIdentityProvider {
  readonly config: GoogleConfig;
  discover(): Promise<OpenIdConfiguration>;
  /** The verified identity, or an ApiError (`google_token_invalid` / `provider_unavailable`). */
  verifyIdToken(idToken: string, now: Date): Promise<ExternalIdentity>;
}

const UNAVAILABLE = 'No pudimos comunicarnos con Google. Inténtalo más tarde.';
const UNVERIFIED_EMAIL = 'Tu cuenta de Google no tiene un correo verificado.';

type Jose = typeof JoseModule;

// jose errors that mean "this token is not acceptable", as opposed to "keys could not be fetched".
const tokenProblems = ({ errors }: Jose) =>
  new Set<string>([
    errors.JWTExpired.code,
    errors.JWTClaimValidationFailed.code,
    errors.JWSSignatureVerificationFailed.code,
    errors.JWKSNoMatchingKey.code,
    errors.JWKSMultipleMatchingKeys.code,
    errors.JWSInvalid.code,
    errors.JWTInvalid.code,
    errors.JOSEAlgNotAllowed.code,
    errors.JOSENotSupported.code,
  ]);

/** Google itself signs some tokens with the scheme-less issuer; other issuers are taken literally. */
function acceptedIssuers(issuer: string): string[] {
  const exact = trimSlash(issuer);
  return exact === 'https://accounts.google.com' ? [exact, 'accounts.google.com'] : [exact];
}

export function createGoogleIdentity(config: GoogleConfig): GoogleIdentityProvider {
  const discover = createDiscovery(config.issuer);
  let keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  async function keySet(jose: Jose): Promise<ReturnType<typeof createRemoteJWKSet>> {
    if (keys) return keys;
    const url = config.jwksUrl ?? (await discover()).jwks_uri;
    // jose caches the keys and refetches on an unknown key id, so one set lives for the process.
    keys = jose.createRemoteJWKSet(new URL(url), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    return keys;
  }

  async function verifyIdToken(idToken: string, now: Date): Promise<ExternalIdentity> {
    const jose = await loadJose();
    let payload: JWTPayload;
    try {
      ({ payload } = await jose.jwtVerify(idToken, await keySet(jose), {
        issuer: acceptedIssuers(config.issuer),
        audience: config.clientId,
        algorithms: ['RS256'],
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw classify(error, jose);
    }
    return identityFrom(payload);
  }

  return { config, discover, verifyIdToken };
}

function classify(error: unknown, jose: Jose): ApiError {
  if (error instanceof ApiError) return error;
  const { errors } = jose;
  if (error instanceof errors.JOSEError && tokenProblems(jose).has(error.code)) {
    return new ApiError(ErrorCode.googleTokenInvalid);
  }
  if (
    error instanceof ProviderUnreachableError ||
    error instanceof errors.JOSEError ||
    error instanceof TypeError
  ) {
    // Network failures surface as TypeError from fetch; key-set problems as generic JOSE errors.
    return new ApiError(ErrorCode.providerUnavailable, { message: UNAVAILABLE, cause: error });
  }
  return new ApiError(ErrorCode.googleTokenInvalid);
}

function identityFrom(payload: JWTPayload): ExternalIdentity {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  // Some issuers send the flag as a string.
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!email || !verified || typeof payload.sub !== 'string') {
    throw new ApiError(ErrorCode.googleTokenInvalid, { message: UNVERIFIED_EMAIL });
  }
  const given = typeof payload.given_name === 'string' ? payload.given_name : '';
  const family = typeof payload.family_name === 'string' ? payload.family_name : '';
  const fallback = splitName(typeof payload.name === 'string' ? payload.name : '');
  return {
    provider: 'google',
    subject: payload.sub,
    email,
    firstName: given || fallback.firstName,
    lastName: family || (given ? '' : fallback.lastName),
    picture: typeof payload.picture === 'string' ? payload.picture : null,
  };
}
