import { ErrorCode } from '../../src-shared/api/error-codes';
import type { TwitterLoginAnswer } from '../../src-shared/domain/network';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { OAuthAccount } from '../providers/oauth-network';
import { redeemFor } from '../providers/oauth-redeem';
import type { TwitterOAuth } from '../providers/twitter-oauth';
import { OAUTH_NETWORK_LABELS } from './network-labels';
import type { OAuthNetworks } from './oauth-networks';
import {
  sameTwitterHandle,
  TwitterRedeemParamsSchema,
  TwitterRedeemQuerySchema,
} from './twitter-inputs';

const LABEL = OAUTH_NETWORK_LABELS.twitter;

/** Twitter's flow when this deployment has an app for it; 503 otherwise, as for the others. */
export function twitterFor(social: OAuthNetworks): TwitterOAuth {
  if (!social.twitter) {
    throw new ApiError(ErrorCode.providerNotConfigured, {
      message: `La conexión con ${LABEL} no está configurada en este servidor.`,
    });
  }
  return social.twitter;
}

/**
 * OAuth 1.0a step 1: a request token whose window returns to the registered redirect URI. The
 * token's secret goes to the caller, who sends it back with the verifier (the spec's `{c}`);
 * nothing is kept here, so the API stays stateless between the two calls.
 */
export async function twitterLogin(
  twitter: TwitterOAuth,
  redirectUri: string,
): Promise<TwitterLoginAnswer> {
  const step = await redeemFor(LABEL, () => twitter.requestToken(redirectUri));
  return { url: step.authorizeUrl, temp_secret: step.tokenSecret, redirect_uri: redirectUri };
}

/**
 * Checks the path and query (400 before Twitter is asked, so a typo does not spend the verifier)
 * and answers the exchange to run. A `username` that is not the account signed in to is refused
 * inside the exchange, before redeem-connection.ts writes anything.
 */
export function twitterRedeemStep(
  twitter: TwitterOAuth,
  params: unknown,
  query: unknown,
): () => Promise<OAuthAccount> {
  const path = parseBody(TwitterRedeemParamsSchema, params);
  const { username } = parseBody(TwitterRedeemQuerySchema, query);
  return async () => {
    const account = await redeemFor(LABEL, () =>
      twitter.redeem(path.token, path.verifier, path.secret),
    );
    if (username && !sameTwitterHandle(username, account.username)) {
      throw new ApiError(ErrorCode.twitterAccountMismatch, {
        message: `Iniciaste sesión en ${LABEL} como @${account.username}, no como @${username.replace(/^@/, '')}. Cierra esa sesión en ${LABEL} y vuelve a conectar la cuenta correcta.`,
      });
    }
    return account;
  };
}
