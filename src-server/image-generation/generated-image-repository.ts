import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GeneratedImagesTable } from '../db/image-tables';
import type { Database, GeneratedImageRow } from '../db/schema';

type Db = Kysely<Database>;

/** What the generation route knows of an image; id, owner and time are set here. */
export type NewGeneratedImage = Pick<
  GeneratedImagesTable,
  'prompt' | 'model' | 'style' | 'path' | 'width' | 'height' | 'bytes'
>;

export async function insertGeneratedImage(
  db: Db,
  userId: string,
  image: NewGeneratedImage,
  now: Date,
): Promise<GeneratedImageRow> {
  return db
    .insertInto('generated_images')
    .values({ id: randomUUID(), user_id: userId, ...image, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One page of the creator's images, newest first, and how many there are. */
export async function listGeneratedImages(
  db: Db,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ rows: GeneratedImageRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('generated_images')
      .selectAll()
      .where('user_id', '=', userId)
      // The id breaks ties between images of the same instant, so pages never overlap.
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('generated_images')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
}

/** One of the creator's images; undefined when it is someone else's or does not exist. */
export async function findOwnGeneratedImage(
  db: Db,
  userId: string,
  id: string,
): Promise<GeneratedImageRow | undefined> {
  return db
    .selectFrom('generated_images')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Links the image to its briefcase piece unless another request linked it first. `won` says
 * whether this piece is the one linked; undefined when the image was deleted meanwhile.
 */
export async function linkBriefcaseItem(
  db: Db,
  imageId: string,
  itemId: string,
): Promise<{ won: boolean; row: GeneratedImageRow } | undefined> {
  const updated = await db
    .updateTable('generated_images')
    .set({ briefcase_item_id: itemId })
    .where('id', '=', imageId)
    .where('briefcase_item_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (updated) return { won: true, row: updated };
  const row = await db
    .selectFrom('generated_images')
    .selectAll()
    .where('id', '=', imageId)
    .executeTakeFirst();
  return row ? { won: false, row } : undefined;
}

export async function deleteOwnGeneratedImage(
  db: Db,
  userId: string,
  id: string,
): Promise<GeneratedImageRow | undefined> {
  return db
    .deleteFrom('generated_images')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
