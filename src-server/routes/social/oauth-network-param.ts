import { ErrorCode } from '../../../src-shared/api/error-codes';
import { ApiPath } from '../../../src-shared/api/paths';
import {
  OAUTH_CONNECT_NETWORKS,
  type OAuthConnectNetwork,
} from '../../../src-shared/domain/network';
import type { OAuthNetworks } from '../../social/oauth-networks';
import { ApiError } from '../../http/errors';
import type { OAuthConnectAdapter } from '../../providers/oauth-network';
import { OAUTH_NETWORK_LABELS } from '../../social/network-labels';

export interface OAuthNetworkParams {
  network: string;
}

const isOAuthNetwork = (value: string): value is OAuthConnectNetwork =>
  (OAUTH_CONNECT_NETWORKS as readonly string[]).includes(value);

/**
 * The `{network}` of a social path: a network without an OAuth sign-in (or no network), or
 * twitter, which has paths of its own, is a 404;
 * one this deployment has no app for is a 503, so the desktop can say it is off here.
 */
export function adapterFor(social: OAuthNetworks, params: OAuthNetworkParams): OAuthConnectAdapter {
  const network = params.network.toLowerCase();
  if (!isOAuthNetwork(network)) throw new ApiError(ErrorCode.notFound);
  // OAuth 1.0a has no code to redeem here: its paths are social/login/twitter/ and redeem/twitter/.
  if (network === 'twitter') {
    throw new ApiError(ErrorCode.notFound, {
      message: `X se conecta con ${ApiPath.twitterLogin} y no por esta ruta.`,
    });
  }
  const adapter = social.adapters[network];
  if (!adapter) {
    throw new ApiError(ErrorCode.providerNotConfigured, {
      message: `La conexión con ${OAUTH_NETWORK_LABELS[network]} no está configurada en este servidor.`,
    });
  }
  return adapter;
}
