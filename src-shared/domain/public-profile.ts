import type { CreatorCategory } from './creator-category';
import type { CreatorCardNetwork, PriceItem } from './finder';
import type { NetworkMetrics } from './network';
import type { Role } from './user';

/**
 * One network on a public profile: the figures anyone may see, with when and where they were
 * read. Blog, podcast and LinkedIn go by their `name` and `url`.
 */
export interface PublicNetwork extends CreatorCardNetwork {
  name: string;
  url: string;
  /** Where the figures come from; null before any were read. */
  source: NetworkMetrics['source'] | null;
  views_avg: number | null;
}

/**
 * A creator's profile as anyone may read it by handle (`GET /api/v3/profile/{vanityName}`).
 * Never e-mail, telephone, birthday or other private data.
 */
export interface PublicProfile {
  id: string;
  vanity_name: string;
  role: Role | null;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  question_text: string;
  country: string;
  languages: string[];
  /** The creator's rate card in USD (issue 6: shown on the public profile and to brands). */
  prices: PriceItem[];
  /** Issue 13: read from the largest follower count, like the finder's. */
  category: CreatorCategory;
  /** Issue 13: the creator's networks in the order they were added. */
  networks: PublicNetwork[];
}

/** `POST /api/v3/profile/validate/vanity/`: true means someone already uses the handle. */
export interface VanityCheckAnswer {
  ready_vanity_name: boolean;
}
