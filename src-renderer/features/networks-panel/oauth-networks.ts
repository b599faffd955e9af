import {
  OAUTH_CONNECT_NETWORKS,
  type OAuthConnectNetwork,
  type SocialNetwork,
} from '../../../src-shared/domain/network';

/** Whether the add form can offer the provider's sign-in for this network (spec §7). */
export const isOAuthConnectNetwork = (network: SocialNetwork): network is OAuthConnectNetwork =>
  (OAUTH_CONNECT_NETWORKS as readonly SocialNetwork[]).includes(network);
