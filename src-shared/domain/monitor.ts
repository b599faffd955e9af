import type { ListPage } from '../api/envelope';
import type { SocialNetwork } from './network';

/** A brand account follows at most this many keywords. */
export const MONITOR_KEYWORDS_MAX = 20;
export const MONITOR_KEYWORD_MIN_LENGTH = 2;
export const MONITOR_KEYWORD_MAX_LENGTH = 50;

/** `#tag` matches that hashtag only; a word (or a few) matches it anywhere, as a hashtag too. */
export type MonitorKeywordKind = 'hashtag' | 'word';

/** A keyword a brand account tracks (`/api/v3/monitor/keywords/`). */
export interface MonitorKeyword {
  id: string;
  /** As the brand wrote it (spaces tidied): `#viajes`, `Refresco Sol`. */
  keyword: string;
  kind: MonitorKeywordKind;
  created_at: string;
}

/** `GET /api/v3/monitor/keywords/`: oldest first, at most MONITOR_KEYWORDS_MAX. */
export interface MonitorKeywordsAnswer {
  results: MonitorKeyword[];
}

/** Where `GET /api/v3/monitor/default-keyword/` took its keyword from. */
export type DefaultKeywordSource = 'brand' | 'company' | 'generic';

export interface DefaultKeywordAnswer {
  keyword: string;
  source: DefaultKeywordSource;
}

/** The creator of a monitored post, as a brand sees them. */
export interface MonitorCreator {
  id: string;
  /** First and last name, or the handle when the profile has no name. */
  name: string;
  vanity_name: string | null;
  profile_image: string | null;
}

/** A creator's post that mentions a tracked keyword (stored network media). */
export interface MonitorPost {
  /** The network's own id of the post. */
  id: string;
  creator: MonitorCreator;
  network: SocialNetwork;
  /** The creator's account on that network. */
  username: string;
  permalink: string;
  caption: string;
  /** As the network reports it (Instagram: IMAGE, VIDEO, CAROUSEL_ALBUM). */
  media_type: string;
  media_url: string | null;
  thumbnail_url: string | null;
  /** When it was published (ISO). */
  timestamp: string;
  like_count: number | null;
  comments_count: number | null;
  /** The keywords (as tracked) this post matched. */
  matched: string[];
}

/** `GET /api/v3/monitor/?keyword=&page=&size_page=`: newest first, with the keywords searched. */
export interface MonitorPage extends ListPage<MonitorPost> {
  keywords: string[];
}
