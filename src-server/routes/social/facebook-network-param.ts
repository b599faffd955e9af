import { ErrorCode } from '../../../src-shared/api/error-codes';
import {
  FACEBOOK_LOGIN_NETWORKS,
  type FacebookLoginNetwork,
} from '../../../src-shared/domain/network';
import { ApiError } from '../../http/errors';
import type { FacebookConnect } from '../../providers/facebook-connect';
import type { OAuthNetworks } from '../../social/oauth-networks';

export const isFacebookLoginNetwork = (value: string): value is FacebookLoginNetwork =>
  (FACEBOOK_LOGIN_NETWORKS as readonly string[]).includes(value);

/** This deployment's Facebook app, or the 503 the desktop shows as "not configured here". */
export function facebookFor(social: OAuthNetworks): FacebookConnect {
  if (!social.facebook) {
    throw new ApiError(ErrorCode.providerNotConfigured, {
      message: 'La conexión con Facebook e Instagram no está configurada en este servidor.',
    });
  }
  return social.facebook;
}

/** The `{network}` of save/token: facebook or instagram, anything else a 404. */
export function facebookNetworkOf(params: { network: string }): FacebookLoginNetwork {
  const network = params.network.toLowerCase();
  if (!isFacebookLoginNetwork(network)) throw new ApiError(ErrorCode.notFound);
  return network;
}
