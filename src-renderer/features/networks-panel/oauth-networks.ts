import {
  OAUTH_WINDOW_NETWORKS,
  type OAuthWindowNetwork,
  type SocialNetwork,
} from '../../../src-shared/domain/network';

/** Whether the add form can offer a sign-in window for this network (spec §7). */
export const isOAuthWindowNetwork = (network: SocialNetwork): network is OAuthWindowNetwork =>
  (OAUTH_WINDOW_NETWORKS as readonly SocialNetwork[]).includes(network);
