import { sql, type Kysely } from 'kysely';
import type { MonitorKeywordKind, MonitorPost } from '../../src-shared/domain/monitor';
import type { SocialNetwork } from '../../src-shared/domain/network';
import type { Database } from '../db/schema';
import { mediaUrl } from '../media/media-url';
import { captionPattern, keywordMatcher } from './keyword-pattern';

export interface WatchedKeyword {
  keyword: string;
  kind: MonitorKeywordKind;
}

interface PostRow {
  media_id: string;
  caption: string;
  media_type: string;
  media_url: string | null;
  thumbnail_url: string | null;
  permalink: string;
  posted_at: Date;
  like_count: number | null;
  comment_count: number | null;
  network: SocialNetwork;
  username: string;
  creator_id: string;
  first_name: string;
  last_name: string;
  vanity_name: string | null;
  profile_image: string | null;
}

/**
 * Stored posts of the marketplace's creators whose caption mentions any of `keywords`, newest
 * first, and how many there are. Each keyword's regular expression runs on the folded caption
 * the database keeps (migration 0016), answered from its trigram index (a bitmap per keyword,
 * OR-ed) rather than by reading every caption; a keyword too short for trigrams scans that one
 * column.
 */
export async function findMonitorPosts(
  db: Kysely<Database>,
  keywords: readonly WatchedKeyword[],
  window: { offset: number; limit: number },
  origin: string,
): Promise<{ posts: MonitorPost[]; count: number }> {
  if (keywords.length === 0) return { posts: [], count: 0 };
  const patterns = keywords.map(({ keyword, kind }) => captionPattern(keyword, kind));
  const matching = db
    .selectFrom('network_media')
    .innerJoin('user_networks', 'user_networks.uuid', 'network_media.user_network')
    .innerJoin('users', 'users.id', 'user_networks.user_id')
    .where('users.role', '=', 'influencer')
    .where((eb) =>
      eb.or(patterns.map((pattern) => sql<boolean>`network_media.caption_search ~ ${pattern}`)),
    );
  const [rows, total] = await Promise.all([
    matching
      .select([
        'network_media.media_id',
        'network_media.caption',
        'network_media.media_type',
        'network_media.media_url',
        'network_media.thumbnail_url',
        'network_media.permalink',
        'network_media.posted_at',
        'network_media.like_count',
        'network_media.comment_count',
        'user_networks.network',
        'user_networks.username',
        'users.id as creator_id',
        'users.first_name',
        'users.last_name',
        'users.vanity_name',
        'users.profile_image',
      ])
      .orderBy('network_media.posted_at', 'desc')
      // Ties (posts of the same second) in a fixed order, so pages never overlap.
      .orderBy('network_media.user_network')
      .orderBy('network_media.media_id')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const matchers = keywords.map(({ keyword, kind }) => ({
    keyword,
    matches: keywordMatcher(keyword, kind),
  }));
  const posts = rows.map((row) =>
    serializePost(
      row,
      matchers.filter(({ matches }) => matches(row.caption)).map(({ keyword }) => keyword),
      origin,
    ),
  );
  return { posts, count: total.count };
}

function serializePost(row: PostRow, matched: string[], origin: string): MonitorPost {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return {
    id: row.media_id,
    creator: {
      id: row.creator_id,
      name: name || row.vanity_name || row.username,
      vanity_name: row.vanity_name,
      profile_image: mediaUrl(row.profile_image, origin),
    },
    network: row.network,
    username: row.username,
    permalink: row.permalink,
    caption: row.caption,
    media_type: row.media_type,
    media_url: row.media_url,
    thumbnail_url: row.thumbnail_url,
    timestamp: row.posted_at.toISOString(),
    like_count: row.like_count,
    comments_count: row.comment_count,
    matched,
  };
}
