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

/** Blog and snapchat form a special group: they cannot be connected automatically. */
export const SPECIAL_GROUP_NETWORKS: readonly SocialNetwork[] = ['blog', 'snapchat'];

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
}

/** Spec §7: what adding a connection answers; `new` false means it was already there. */
export interface AddNetworkAnswer {
  new: boolean;
  code: string;
  user_network: NetworkConnection;
}
