import type { Kysely } from 'kysely';
import type { InstagramMedia } from '../../src-shared/domain/network';
import type { Database } from '../db/schema';
import { recordHashtagUses } from '../hashtags/hashtag-counts';

/**
 * Keeps the posts a network just reported for a connection; a post read again is updated (its
 * counts and caption change), so each post is stored once. Hashtags new to a caption are counted
 * for the suggestions.
 */
export async function saveMedia(
  db: Kysely<Database>,
  userNetwork: string,
  posts: InstagramMedia[],
  now: Date,
): Promise<void> {
  if (posts.length === 0) return;
  const ids = posts.map((post) => post.id);
  const stored = await db
    .selectFrom('network_media')
    .select(['media_id', 'caption'])
    .where('user_network', '=', userNetwork)
    .where('media_id', 'in', ids)
    .execute();
  const before = new Map(stored.map((row) => [row.media_id, row.caption]));
  await db
    .insertInto('network_media')
    .values(
      posts.map((post) => ({
        user_network: userNetwork,
        media_id: post.id,
        media_type: post.media_type,
        caption: post.caption,
        media_url: post.media_url,
        thumbnail_url: post.thumbnail_url,
        permalink: post.permalink,
        posted_at: post.timestamp,
        like_count: post.like_count,
        comment_count: post.comments_count,
        read_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_network', 'media_id']).doUpdateSet((eb) => ({
        media_type: eb.ref('excluded.media_type'),
        caption: eb.ref('excluded.caption'),
        media_url: eb.ref('excluded.media_url'),
        thumbnail_url: eb.ref('excluded.thumbnail_url'),
        permalink: eb.ref('excluded.permalink'),
        like_count: eb.ref('excluded.like_count'),
        comment_count: eb.ref('excluded.comment_count'),
        read_at: eb.ref('excluded.read_at'),
      })),
    )
    .execute();
  await recordHashtagUses(
    db,
    posts.map((post) => ({ before: before.get(post.id) ?? '', after: post.caption })),
    now,
  );
}
