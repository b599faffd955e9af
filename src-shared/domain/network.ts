/** Spec §3: the eleven networks; twitter is shown as X, spotify as a podcast. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'twitch',
  'twitter',
  'youtube',
  'tiktok',
  'spotify',
  'pinterest',
  'blog',
  'snapchat',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Networks connected through an OAuth code flow in an app sign-in window (spec §7); twitter has
 * its own three-legged flow and youtube goes through the system browser.
 */
export const OAUTH_WINDOW_NETWORKS = [
  'tiktok',
  'twitch',
  'pinterest',
  'linkedin',
  'spotify',
] as const;
export type OAuthWindowNetwork = (typeof OAUTH_WINDOW_NETWORKS)[number];

/** Google refuses embedded sign-in windows: YouTube uses the system browser, loopback and PKCE. */
export const OAUTH_BROWSER_NETWORKS = ['youtube'] as const;

/** Twitter (X) signs in with OAuth 1.0a in a window: `social/login/twitter/`, then redeem. */
export const OAUTH_TWITTER_NETWORKS = ['twitter'] as const;

/** Every network `connectNetwork` can connect through its provider's sign-in. */
export const OAUTH_CONNECT_NETWORKS = [
  ...OAUTH_WINDOW_NETWORKS,
  ...OAUTH_TWITTER_NETWORKS,
  ...OAUTH_BROWSER_NETWORKS,
] as const;

/** Spec §7: what `GET /api/v3/social/login/twitter/` answers. */
export interface TwitterLoginAnswer {
  url: string;
  /** The request token's secret; the desktop keeps it for the redeem call. */
  temp_secret: string;
  /** Where Twitter returns the window (`…/account-setting/social`). */
  redirect_uri: string;
}
export type OAuthConnectNetwork = (typeof OAUTH_CONNECT_NETWORKS)[number];

/** What `GET /api/v3/social/authorize/{network}/` answers: where to send the sign-in window. */
export interface SocialAuthorizeAnswer {
  url: string;
  /** The registered return point (`…/account-setting/social`); main catches it before it loads. */
  redirect_uri: string;
}

/** Blog and snapchat form a special group: they cannot be connected automatically. */
export const SPECIAL_GROUP_NETWORKS: readonly SocialNetwork[] = ['blog', 'snapchat'];

/**
 * Spec §3 metrics of a connection, as its source last reported them. `values` holds what that
 * source gives among followers_count, subscribers_count, er, aqs, views_avg, reply_avg,
 * hours_streamed (numbers only; audience_age_gender comes later with a data source that has it).
 */
export interface NetworkMetrics {
  values: Partial<Record<MetricName, number>>;
  /** ISO date-time the figures were read. */
  read_at: string;
  /** `manual` when typed by the creator, else the network whose API reported them. */
  source: 'manual' | SocialNetwork;
}

export const METRIC_NAMES = [
  'followers_count',
  'subscribers_count',
  'er',
  'aqs',
  'views_avg',
  'reply_avg',
  'hours_streamed',
] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** Spec §3 "Social network connection". */
export interface NetworkConnection {
  uuid: string;
  network: SocialNetwork;
  username: string;
  name: string;
  followers: number;
  connected: boolean;
  is_channel: boolean;
  /** The profile's address for linkedin, blog and spotify; '' for every other network. */
  url: string;
  /** The latest figures with when and where they were read; null before any were stored. */
  metrics: NetworkMetrics | null;
}

/** Spec §7: what adding a connection answers; `new` false means it was already there. */
export interface AddNetworkAnswer {
  new: boolean;
  code: string;
  user_network: NetworkConnection;
}
