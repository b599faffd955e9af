import type { OAuthWindowNetwork } from '../../src-shared/domain/network';

/** A network account as its provider vouches for it after the user signed in to it. */
export interface OAuthAccount {
  /** The provider's stable id; usernames can be renamed. */
  providerUserId: string;
  /** The handle the profile shows; identifies the account for NETWORK_ACCOUNT_INDEX. */
  username: string;
  displayName: string;
  followers: number;
  /** Secrets from here on: they are stored server-side and never answered. */
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
}

/**
 * One network's OAuth code flow. Each network is one adapter (twitch-oauth.ts is the model); the
 * routes, storage and connection rules are shared. Errors come out as ApiError:
 * `oauth_code_invalid` for a code the network refuses, `provider_unavailable` for the rest.
 */
export interface OAuthNetworkAdapter {
  readonly network: OAuthWindowNetwork;
  /** Where the sign-in window goes; the network sends the user back to redirectUri with `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Exchanges the code (for the same redirectUri) and reads the account it grants. */
  redeem(code: string, redirectUri: string): Promise<OAuthAccount>;
}
