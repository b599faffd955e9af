import type { BriefcaseItem } from './briefcase';
import type { CreatorCategory } from './creator-category';
import type { ContentType } from './content-types';
import type { AudienceShare, NetworkMetrics, NetworkTrend, SocialNetwork } from './network';
import type { PublicNetwork } from './public-profile';
import type { Gender } from '../catalogs/profile-options';

/** One network of a creator as the finder shows it, with when its figures were read. */
export interface CreatorCardNetwork {
  network: SocialNetwork;
  username: string;
  followers: number;
  connected: boolean;
  /** Engagement rate in percentage points, where the source reported it. */
  er: number | null;
  aqs: number | null;
  /** ISO date-time the figures were read; null for a connection without a snapshot. */
  read_at: string | null;
}

/** A result of `GET /api/v1/finder/searches/`: what a brand needs to decide to open a creator. */
export interface CreatorCard {
  id: string;
  vanity_name: string | null;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  country: string;
  category: CreatorCategory;
  /** Largest follower count across the creator's networks (what the category is read from). */
  max_followers: number;
  networks: CreatorCardNetwork[];
  /** Issue 14: whether the calling brand account keeps this creator on its shortlist. */
  shortlisted: boolean;
}

/**
 * The finder's query (docs/PRODUCT.md §7: `network`, `username`, `size_page`, `page`; the rest from
 * docs/PRODUCT.md §10). Every filter is optional; `followers_*` and `er_min` apply to the chosen
 * network when there is one, else to the creator's best figure.
 */
export interface FinderQuery {
  network?: SocialNetwork;
  username?: string;
  category?: CreatorCategory;
  followers_min?: number;
  followers_max?: number;
  country?: string;
  language?: string;
  gender?: Gender;
  er_min?: number;
  /** Issue 14: the order of results; default the finder's own (category, then followers). */
  sort?: FinderSort;
  page?: number;
  size_page?: number;
}

/** Columns the finder can sort by, each way (issue 14). */
export const FINDER_SORTS = ['followers_desc', 'followers_asc', 'er_desc', 'er_asc'] as const;
export type FinderSort = (typeof FINDER_SORTS)[number];

/** `GET /api/v1/accounts/max-views/`: the brand's creator-profile views this period. */
export interface ProfileViews {
  max_views: number;
  used: number;
  remaining: number;
  /** ISO date-time the count starts again (the first of next month, UTC). */
  resets_at: string;
  /**
   * Credits left: each opens one more new creator once `remaining` is 0, this month or later
   * (they do not expire with the month).
   */
  extra_views: number;
}

/**
 * A network's audience (docs/PRODUCT.md §3 audience_age_gender) with where and when it was read.
 */
export interface NetworkAudience {
  shares: AudienceShare[];
  read_at: string;
  source: NetworkMetrics['source'];
}

/** One network on the page a brand decides on: public figures, their trend and audience. */
export interface CreatorDetailNetwork extends PublicNetwork {
  trend: NetworkTrend;
  /** Null where no source reports the audience. */
  audience: NetworkAudience | null;
}

/**
 * A creator's full profile for a brand (counts one view): public profile, networks with trend
 * and audience, portfolio in the creator's order, rate card, interests, past collaborations.
 */
export interface CreatorDetail extends CreatorCard {
  question_text: string;
  languages: string[];
  networks: CreatorDetailNetwork[];
  /** The creator's briefcase pieces, in the order the creator set. */
  portfolio: BriefcaseItem[];
  prices: PriceItem[];
  interests: Interest[];
  collaborations: Collaboration[];
}

/** A rate-card line (`/api/v1/briefcase/pricing/`, `/api/v2/weaver/pricing/{a}/{b}/`), USD. */
export interface PriceItem {
  id: string;
  network: SocialNetwork;
  content_type: ContentType;
  price: number;
}

/** An interest of the creator (`/api/v1/accounts/add-interest/`, weaver interests). */
export interface Interest {
  id: string;
  interest: InterestName;
}

/** A finished deal (an accepted proposal) as weaver's collaborations list it. */
export interface Collaboration {
  id: string;
  brand: { id: string; name: string; logo: string | null };
  networks: SocialNetwork[];
  accepted_at: string;
}

/** The interests a creator picks from (`interests.*` labels in the renderer). */
export const INTERESTS = [
  'fashion',
  'beauty',
  'food',
  'travel',
  'fitness',
  'gaming',
  'technology',
  'music',
  'parenting',
  'pets',
  'finance',
  'education',
  'comedy',
  'sports',
  'art',
  'sustainability',
] as const;
export type InterestName = (typeof INTERESTS)[number];
