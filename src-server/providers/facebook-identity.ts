import { createHmac } from 'node:crypto';
import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import { splitName, type ExternalIdentity } from './external-identity';
import { fetchJson, isRecord, ProviderUnreachableError } from './fetch-json';
import { trimSlash } from './openid-discovery';

/** The Graph API version the desktop's Facebook login speaks (spec: SDK v17.0). */
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v17.0';

export interface FacebookConfig {
  appId: string;
  appSecret: string;
  /** Graph API base including the version; defaults to DEFAULT_FACEBOOK_GRAPH_URL. */
  graphUrl?: string;
}

export interface FacebookIdentityProvider {
  readonly appId: string;
  readonly graphUrl: string;
  /** The identity behind a user access token, or an ApiError (`facebook_token_invalid` / `provider_unavailable`). */
  verifyAccessToken(accessToken: string): Promise<ExternalIdentity>;
}

const UNAVAILABLE = 'No pudimos comunicarnos con Facebook. Inténtalo más tarde.';
const NO_EMAIL =
  'Facebook no compartió tu correo electrónico. Permite el acceso a tu correo e inténtalo de nuevo.';

export function createFacebookIdentity(config: FacebookConfig): FacebookIdentityProvider {
  const graphUrl = trimSlash(config.graphUrl ?? DEFAULT_FACEBOOK_GRAPH_URL);

  async function debugToken(accessToken: string): Promise<string> {
    const url = new URL(`${graphUrl}/debug_token`);
    url.searchParams.set('input_token', accessToken);
    url.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
    const { status, body } = await fetchJson(url);
    // A non-200 here means Graph rejected our app credentials: a deployment problem, not the user's.
    if (status !== 200 || !isRecord(body) || !isRecord(body.data)) {
      throw new ProviderUnreachableError(`debug_token answered ${status}`);
    }
    const { is_valid, app_id, user_id } = body.data;
    if (is_valid !== true || String(app_id) !== config.appId || typeof user_id !== 'string') {
      throw new ApiError(ErrorCode.facebookTokenInvalid);
    }
    return user_id;
  }

  async function me(accessToken: string): Promise<Record<string, unknown>> {
    const url = new URL(`${graphUrl}/me`);
    url.searchParams.set('fields', 'id,name,email');
    url.searchParams.set('access_token', accessToken);
    // Graph requires this proof when the app enables "Require App Secret"; it costs nothing otherwise.
    url.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', config.appSecret).update(accessToken).digest('hex'),
    );
    const { status, body } = await fetchJson(url);
    if (status >= 500) throw new ProviderUnreachableError(`/me answered ${status}`);
    if (status !== 200 || !isRecord(body)) throw new ApiError(ErrorCode.facebookTokenInvalid);
    return body;
  }

  async function verifyAccessToken(accessToken: string): Promise<ExternalIdentity> {
    try {
      const userId = await debugToken(accessToken);
      const profile = await me(accessToken);
      if (profile.id !== userId) throw new ApiError(ErrorCode.facebookTokenInvalid);
      const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : '';
      if (!email) throw new ApiError(ErrorCode.facebookTokenInvalid, { message: NO_EMAIL });
      const { firstName, lastName } = splitName(
        typeof profile.name === 'string' ? profile.name : '',
      );
      return { provider: 'facebook', subject: userId, email, firstName, lastName, picture: null };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof ProviderUnreachableError) {
        throw new ApiError(ErrorCode.providerUnavailable, { message: UNAVAILABLE, cause: error });
      }
      throw error;
    }
  }

  return { appId: config.appId, graphUrl, verifyAccessToken };
}
