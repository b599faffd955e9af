import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { PriceInput } from '../../src-shared/schemas/pricing';
import type { Database, PriceRow } from '../db/schema';

type Db = Kysely<Database>;

/** A creator's whole rate card in the order the lines were added (at most one per content type). */
export async function listPrices(db: Db, userId: string): Promise<PriceRow[]> {
  return db
    .selectFrom('creator_prices')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface SavedPrice {
  row: PriceRow;
  /** false when the line existed and only its price changed. */
  created: boolean;
}

/**
 * Adds a line, or changes the price of the line with the same network and content type, in one
 * statement on the unique (user, network, content type) constraint, so two saves at once cannot
 * make two lines. `xmax = 0` is PostgreSQL's (and PGlite's) sign that the row was inserted.
 */
export async function savePrice(
  db: Db,
  userId: string,
  input: PriceInput,
  now: Date,
): Promise<SavedPrice> {
  const { inserted, ...row } = await db
    .insertInto('creator_prices')
    .values({
      id: randomUUID(),
      user_id: userId,
      network: input.network,
      content_type: input.content_type,
      price: input.price,
      created_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'network', 'content_type'])
        .doUpdateSet((eb) => ({ price: eb.ref('excluded.price') })),
    )
    .returningAll()
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .executeTakeFirstOrThrow();
  return { row, created: inserted };
}

/** Deletes one of the creator's lines; false when it is not theirs or already gone. */
export async function deleteOwnPrice(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('creator_prices')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
