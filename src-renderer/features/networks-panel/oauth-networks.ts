import {
  FACEBOOK_LOGIN_NETWORKS,
  OAUTH_CONNECT_NETWORKS,
  type FacebookLoginNetwork,
  type OAuthConnectNetwork,
  type SocialNetwork,
} from '../../../src-shared/domain/network';

/** Whether the add form can offer the provider's sign-in for this network (docs/PRODUCT.md §7). */
export const isOAuthConnectNetwork = (network: SocialNetwork): network is OAuthConnectNetwork =>
  (OAUTH_CONNECT_NETWORKS as readonly SocialNetwork[]).includes(network);

/** Facebook and Instagram connect through Facebook's login widget instead (docs/PRODUCT.md §4). */
export const isFacebookLoginNetwork = (network: SocialNetwork): network is FacebookLoginNetwork =>
  (FACEBOOK_LOGIN_NETWORKS as readonly SocialNetwork[]).includes(network);
