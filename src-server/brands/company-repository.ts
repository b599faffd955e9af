import type { Kysely } from 'kysely';
import type { CompanyInput } from '../../src-shared/domain/brand';
import type { CompanyRow, Database } from '../db/schema';

type Db = Kysely<Database>;

/** The account's company, if it described one yet. */
export async function findCompany(db: Db, userId: string): Promise<CompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Creates or replaces the account's one company in a single statement, so two saves at once
 * cannot both insert (the primary key is the account).
 */
export async function upsertCompany(
  db: Db,
  userId: string,
  input: CompanyInput,
  now: Date,
): Promise<CompanyRow> {
  const values = {
    name: input.name,
    legal_name: input.legal_name,
    tax_id: input.tax_id,
    country: input.country,
    website: input.website,
    industry: input.industry,
    size: input.size,
    updated_at: now,
  };
  return db
    .insertInto('companies')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}
