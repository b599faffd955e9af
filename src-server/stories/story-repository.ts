import type { Kysely, Selectable } from 'kysely';
import type { InstagramStoriesTable } from '../db/content-tables';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;
export type StoryRow = Selectable<InstagramStoriesTable>;

/** Of these Instagram story ids, the ones the creator already keeps. */
export async function storedStoryIds(
  db: Db,
  userId: string,
  storyIds: readonly string[],
): Promise<Set<string>> {
  if (storyIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('instagram_stories')
    .select('story_id')
    .where('user_id', '=', userId)
    .where('story_id', 'in', storyIds)
    .execute();
  return new Set(rows.map((row) => row.story_id));
}

/** A page of the creator's kept stories, newest first, and how many there are. */
export async function listStories(
  db: Db,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: StoryRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('instagram_stories')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('taken_at', 'desc')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('instagram_stories')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
}

/** One of the caller's stories; someone else's is undefined like an unknown one. */
export async function findOwnStory(
  db: Db,
  userId: string,
  id: string,
): Promise<StoryRow | undefined> {
  return db
    .selectFrom('instagram_stories')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}
