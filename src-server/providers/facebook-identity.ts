import { ErrorCode } from '../../src-shared/api/error-codes';
import { ApiError } from '../http/errors';
import { splitName, type ExternalIdentity } from './external-identity';
import { AccessTokenRefusedError, ProviderUnreachableError } from './fetch-json';
import type { FacebookAppConfig, GraphClient } from './facebook-graph';

/** One Facebook app serves sign-in and the facebook/instagram connections. */
export interface FacebookConfig extends FacebookAppConfig {
  /** The login dialog the desktop opens; defaults to Facebook's v17.0 dialog. */
  dialogUrl?: string;
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

export function createFacebookIdentity(graph: GraphClient): FacebookIdentityProvider {
  async function verifyAccessToken(accessToken: string): Promise<ExternalIdentity> {
    try {
      const debug = await graph.debugToken(accessToken);
      if (!debug.isValid || !debug.forThisApp || !debug.userId) {
        throw new ApiError(ErrorCode.facebookTokenInvalid);
      }
      const profile = await graph
        .get('/me', accessToken, { fields: 'id,name,email' })
        .catch((error: unknown) => {
          // A token debug_token just vouched for but /me refuses is still the user's to redo.
          if (error instanceof AccessTokenRefusedError) {
            throw new ApiError(ErrorCode.facebookTokenInvalid);
          }
          throw error;
        });
      if (profile.id !== debug.userId) throw new ApiError(ErrorCode.facebookTokenInvalid);
      const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : '';
      if (!email) throw new ApiError(ErrorCode.facebookTokenInvalid, { message: NO_EMAIL });
      const { firstName, lastName } = splitName(
        typeof profile.name === 'string' ? profile.name : '',
      );
      return {
        provider: 'facebook',
        subject: debug.userId,
        email,
        firstName,
        lastName,
        picture: null,
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof ProviderUnreachableError) {
        throw new ApiError(ErrorCode.providerUnavailable, { message: UNAVAILABLE, cause: error });
      }
      throw error;
    }
  }

  return { appId: graph.appId, graphUrl: graph.graphUrl, verifyAccessToken };
}
