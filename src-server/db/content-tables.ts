import type { ColumnType } from 'kysely';
import type { MonitorKeywordKind } from '../../src-shared/domain/monitor';

// Kept beside schema.ts rather than in it, like billing-tables.ts.
/** Timestamps come back as Date on both engines; writes accept a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** How often each hashtag was used in the marketplace (migration 0016). */
export interface HashtagsTable {
  /** Lowercase, accents kept, without '#'. */
  tag: string;
  /** Lowercase without accents: prefix searches compare this. */
  folded: string;
  uses: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** A keyword a brand account tracks in the monitor (migration 0016). */
export interface MonitorKeywordsTable {
  id: string;
  user_id: string;
  keyword: string;
  kind: MonitorKeywordKind;
  folded: string;
  created_at: Timestamp;
}

/** A story downloaded from a creator's Instagram account (migration 0016). */
export interface InstagramStoriesTable {
  id: string;
  user_id: string;
  /** The connection it was read from; null once that connection was removed. */
  user_network: string | null;
  story_id: string;
  media_type: 'image' | 'video';
  /** Paths inside the media folder. */
  file_path: string;
  thumbnail_path: string | null;
  permalink: ColumnType<string, string | undefined, string>;
  taken_at: ColumnType<Date, Date | string, Date | string>;
  fetched_at: Timestamp;
}
