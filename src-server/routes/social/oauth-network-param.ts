import { ErrorCode } from '../../../src-shared/api/error-codes';
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
 * The `{network}` of a social path: a network without an OAuth sign-in (or no network) is a 404;
 * one this deployment has no app for is a 503, so the desktop can say it is off here.
 */
export function adapterFor(social: OAuthNetworks, params: OAuthNetworkParams): OAuthConnectAdapter {
  const network = params.network.toLowerCase();
  if (!isOAuthNetwork(network)) throw new ApiError(ErrorCode.notFound);
  const adapter = social.adapters[network];
  if (!adapter) {
    throw new ApiError(ErrorCode.providerNotConfigured, {
      message: `La conexión con ${OAUTH_NETWORK_LABELS[network]} no está configurada en este servidor.`,
    });
  }
  return adapter;
}
