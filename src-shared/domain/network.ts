/** docs/PRODUCT.md §3: the eleven networks; twitter is shown as X, spotify as a podcast. */
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
 * Networks connected through an OAuth code flow in an app sign-in window (docs/PRODUCT.md §7);
 * twitter has its own three-legged flow and youtube goes through the system browser.
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

/**
 * docs/PRODUCT.md §7: Facebook and Instagram connect through Facebook's login (a widget with its
 * own states) and `social/save/token/{network}/`, not through a code flow.
 */
export const FACEBOOK_LOGIN_NETWORKS = ['facebook', 'instagram'] as const;
export type FacebookLoginNetwork = (typeof FACEBOOK_LOGIN_NETWORKS)[number];

/**
 * docs/PRODUCT.md §7's form for `social/save/token/{network}/`, as Facebook's login answered it.
 */
export interface SaveFacebookTokenForm {
  access_token: string;
  signed_request: string;
  user_id: string;
  /** The Page or Instagram account to connect when the login manages several; '' picks the largest. */
  username: string;
}

/** What `social/validate/token/{token}/` answers about a Facebook user access token. */
export interface FacebookTokenValidation {
  is_valid: boolean;
  user_id: string | null;
  scopes: string[];
  expires_at: string | null;
}

/** A post as `social/get/media/instagram/{uuid}/` answers it (Instagram Graph field names). */
export interface InstagramMedia {
  id: string;
  media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  caption: string;
  media_url: string | null;
  thumbnail_url: string | null;
  permalink: string;
  timestamp: string;
  like_count: number | null;
  comments_count: number | null;
}

/** Twitter (X) signs in with OAuth 1.0a in a window: `social/login/twitter/`, then redeem. */
export const OAUTH_TWITTER_NETWORKS = ['twitter'] as const;

/** Every network `connectNetwork` can connect through its provider's sign-in. */
export const OAUTH_CONNECT_NETWORKS = [
  ...OAUTH_WINDOW_NETWORKS,
  ...OAUTH_TWITTER_NETWORKS,
  ...OAUTH_BROWSER_NETWORKS,
] as const;

/** docs/PRODUCT.md §7: what `GET /api/v3/social/login/twitter/` answers. */
export interface TwitterLoginAnswer {
  url: string;
  /** The request token's secret; the desktop keeps it for the redeem call. */
  temp_secret: string;
  /** Where Twitter returns the window (`…/account-setting/social`). */
  redirect_uri: string;
}
export type OAuthConnectNetwork = (typeof OAUTH_CONNECT_NETWORKS)[number];

/** Every network `connectNetwork` can connect through its provider's own sign-in or login. */
export const PROVIDER_CONNECT_NETWORKS = [
  ...OAUTH_CONNECT_NETWORKS,
  ...FACEBOOK_LOGIN_NETWORKS,
] as const;
export type ProviderConnectNetwork = (typeof PROVIDER_CONNECT_NETWORKS)[number];

/** What `GET /api/v3/social/authorize/{network}/` answers: where to send the sign-in window. */
export interface SocialAuthorizeAnswer {
  url: string;
  /** The registered return point (`…/account-setting/social`); main catches it before it loads. */
  redirect_uri: string;
}

/** Blog and snapchat form a special group: they cannot be connected automatically. */
export const SPECIAL_GROUP_NETWORKS: readonly SocialNetwork[] = ['blog', 'snapchat'];

/**
 * One slice of docs/PRODUCT.md §3's audience_age_gender: the share of the audience in it, in
 * percent.
 */
export interface AudienceShare {
  gender: 'female' | 'male' | 'unknown';
  /** As the network groups ages, e.g. `18-24` or `65+`. */
  age_range: string;
  percent: number;
}

/**
 * docs/PRODUCT.md §3 metrics of a connection, as its source last reported them. `values` holds what
 * that source gives among followers_count, subscribers_count, er, aqs, views_avg, reply_avg,
 * hours_streamed; `audience_age_gender` is there only where the source reports it (Instagram,
 * YouTube).
 */
export interface NetworkMetrics {
  values: Partial<Record<MetricName, number>>;
  audience_age_gender?: AudienceShare[];
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

/** docs/PRODUCT.md §3 "Connection". */
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
  /** Followers over time from every stored reading; `points` is empty before the first one. */
  trend: NetworkTrend;
  /**
   * Whether the network still accepts the grant it gave: only for connections verified through
   * the network's own sign-in, null for hand-typed ones.
   */
  access: NetworkAccess | null;
}

/** One stored reading of a connection's follower count (every add, edit and refresh keeps one). */
export interface FollowerPoint {
  /** ISO date-time the figure was read. */
  read_at: string;
  followers: number;
  source: NetworkMetrics['source'];
}

/** How many days of readings `NetworkTrend.points` covers; the detail call gives them all. */
export const TREND_WINDOW_DAYS = 90;
/** The change a trend reports: followers now against the last reading at least this old. */
export const TREND_CHANGE_DAYS = 30;

/** A connection's follower trend, as lists answer it. */
export interface NetworkTrend {
  /** The readings of the last TREND_WINDOW_DAYS, oldest first (at most 60, evenly thinned). */
  points: FollowerPoint[];
  /**
   * Followers now minus followers TREND_CHANGE_DAYS ago (the latest reading at or before then, or
   * the oldest reading when all are newer); null with fewer than two readings.
   */
  change_30d: {
    followers: number;
    /** In percent of the earlier figure; null when that was 0. */
    percent: number | null;
    /** ISO date-time of the earlier reading the change is measured from. */
    since: string;
  } | null;
}

/** Days before the end of a network's grant from which it is shown as expiring. */
export const ACCESS_EXPIRY_WARNING_DAYS = 7;

/**
 * A verified connection's grant: `ok` while it holds (expires_at null when the network renews it
 * by itself or never ends it), `expiring` within ACCESS_EXPIRY_WARNING_DAYS, `expired` once past,
 * `revoked` when the network refused it. Expired and revoked ones need the creator to connect
 * again; `reason` says why in Spanish.
 */
export interface NetworkAccess {
  state: 'ok' | 'expiring' | 'expired' | 'revoked';
  /** ISO date-time the grant ends, when the network said so. */
  expires_at: string | null;
  reason: string | null;
}

/** One stored reading in full, as the history call (`networks/{id}/history/`) answers it. */
export interface NetworkReading extends FollowerPoint {
  values: NetworkMetrics['values'];
}

/** docs/PRODUCT.md §7: what adding a connection answers; `new` false means it was already there. */
export interface AddNetworkAnswer {
  new: boolean;
  code: string;
  user_network: NetworkConnection;
}
