import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BrandInput } from '../../src-shared/domain/brand';
import type { BrandRow, Database } from '../db/schema';

type Db = Kysely<Database>;

export interface BrandPage {
  rows: BrandRow[];
  /** All of the owner's brands, not just this page. */
  count: number;
}

/** The owner's brands, newest first; every query here is scoped to the owner. */
export async function listBrands(
  db: Db,
  ownerId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<BrandPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('brands')
      .selectAll()
      .where('owner_id', '=', ownerId)
      // id breaks ties between brands created in the same instant, so pages never overlap.
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('brands')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
}

export async function insertBrand(
  db: Db,
  ownerId: string,
  input: BrandInput,
  now: Date,
): Promise<BrandRow> {
  return db
    .insertInto('brands')
    .values({
      id: randomUUID(),
      owner_id: ownerId,
      name: input.name,
      industry: input.industry,
      website: input.website,
      description: input.description,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes one of the owner's brands; undefined when it is not theirs (or does not exist). */
export async function updateOwnBrand(
  db: Db,
  ownerId: string,
  id: string,
  input: BrandInput,
  now: Date,
): Promise<BrandRow | undefined> {
  return db
    .updateTable('brands')
    .set({
      name: input.name,
      industry: input.industry,
      website: input.website,
      description: input.description,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .returningAll()
    .executeTakeFirst();
}

export interface ReplacedLogo {
  brand: BrandRow;
  /** The stored path the new logo replaced, for the caller to delete once this commits. */
  previous: string | null;
}

/**
 * Points one of the owner's brands at a new logo file and tells which file it replaced. The row
 * is locked while read, so two uploads at once each learn the file they really replaced and no
 * file is left behind. undefined when the brand is not the owner's.
 */
export async function replaceBrandLogo(
  db: Db,
  ownerId: string,
  id: string,
  logo: string,
  now: Date,
): Promise<ReplacedLogo | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('brands')
      .select('logo')
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const brand = await trx
      .updateTable('brands')
      .set({ logo, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { brand, previous: current.logo };
  });
}
