import type {
  AudienceShare,
  MetricName,
  OAUTH_BROWSER_NETWORKS,
  OAuthWindowNetwork,
} from '../../src-shared/domain/network';
import type { OAuthTokens } from './oauth-token';

/** A network account as its provider vouches for it after the user signed in to it. */
export interface OAuthAccount {
  /** The provider's stable id; usernames can be renamed. */
  providerUserId: string;
  /** The handle the profile shows; identifies the account for NETWORK_ACCOUNT_INDEX. */
  username: string;
  /** true when username is a channel id rather than a user name (YouTube). */
  isChannel?: boolean;
  displayName: string;
  /**
   * The account's public address where the network gives one the creator would recognise
   * (YouTube: `youtube.com/@handle`, so the channel shows by its handle, never by its id).
   */
  profileUrl?: string;
  followers: number;
  /** Figures beyond the follower count where the network's API gives them (YouTube: views_avg). */
  metrics?: Partial<Record<MetricName, number>>;
  /** docs/PRODUCT.md §3 audience_age_gender, where the network reports it (Instagram, YouTube). */
  audience?: AudienceShare[];
  /** Secrets from here on: they are stored server-side and never answered. */
  accessToken: string;
  refreshToken?: string;
  /** OAuth 1.0a (Twitter): the access token's secret, which signs every call made with it. */
  tokenSecret?: string;
  expiresAt?: Date;
  /** When the refresh token ends, where the network said so (OAuthTokens.refreshExpiresAt). */
  refreshExpiresAt?: Date;
}

/**
 * What a re-read of the profile with a stored token reports. `followers` is absent where the
 * network vouches for the account but reports no count (LinkedIn's OpenID userinfo): the stored
 * count is then kept rather than overwritten with a figure nobody read.
 */
export interface AccountReading {
  followers?: number;
  /** The account's display name now, where the read reports it (YouTube: the channel's title). */
  displayName?: string;
  /** The account's public address now, where the read reports one (OAuthAccount.profileUrl). */
  profileUrl?: string;
  metrics?: OAuthAccount['metrics'];
  audience?: OAuthAccount['audience'];
}

/** The stored grant a re-read signs its calls with. */
export interface StoredCredential {
  accessToken: string;
  /** The account the grant reads, where a login reaches several (Facebook Pages, Instagram). */
  providerUserId?: string;
  /** OAuth 1.0a (Twitter) only: the access token's secret, which signs every call. */
  tokenSecret?: string;
}

/**
 * Re-reads the figures with a stored grant; absent where not built yet. A refused token comes
 * out as AccessTokenRefusedError, anything else wrong as ProviderUnreachableError.
 */
export type ReadAccount = (credential: StoredCredential) => Promise<AccountReading>;

/**
 * Trades a stored refresh token for new tokens (RFC 6749 §6). A refused refresh token comes out
 * as AccessTokenRefusedError (the user must sign in again), anything else as
 * ProviderUnreachableError. A network that answers no new refresh token keeps the old one valid.
 */
export type RefreshGrant = (refreshToken: string) => Promise<OAuthTokens>;

/**
 * One network's OAuth code flow. Each network is one adapter (twitch-oauth.ts is the model); the
 * routes, storage and connection rules are shared. Errors come out as ApiError:
 * `oauth_code_invalid` for a code the network refuses, `provider_unavailable` for the rest.
 */
export interface OAuthNetworkAdapter {
  readonly network: OAuthWindowNetwork;
  /** An app sign-in window returning to the registered redirect URI; absent means the same. */
  readonly flow?: 'window';
  /** Where the sign-in window goes; the network sends the user back to redirectUri with `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Exchanges the code (for the same redirectUri) and reads the account it grants. */
  redeem(code: string, redirectUri: string): Promise<OAuthAccount>;
  readonly readAccount?: ReadAccount;
  /** Absent for networks whose grants cannot be refreshed (or not built yet). */
  readonly refresh?: RefreshGrant;
}

export type OAuthBrowserNetwork = (typeof OAUTH_BROWSER_NETWORKS)[number];

/**
 * A network whose sign-in refuses embedded windows (Google): the desktop opens the system browser
 * and listens on a loopback redirect (RFC 8252), so the redirect URI is the caller's and the code
 * is bound to it by PKCE (RFC 7636, S256) instead of by a registered address.
 */
export interface OAuthBrowserAdapter {
  readonly network: OAuthBrowserNetwork;
  readonly flow: 'browser';
  authorizeUrl(state: string, redirectUri: string, codeChallenge: string): string;
  /** The verifier proves the caller is the one that asked for the code. */
  redeem(code: string, redirectUri: string, codeVerifier: string): Promise<OAuthAccount>;
  readonly readAccount?: ReadAccount;
  readonly refresh?: RefreshGrant;
}

/** Any adapter the social routes serve; `flow` tells which inputs it takes. */
export type OAuthConnectAdapter = OAuthNetworkAdapter | OAuthBrowserAdapter;
