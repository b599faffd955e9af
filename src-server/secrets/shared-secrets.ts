import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The secret called `name` that every API process on this database shares: the first process
 * to ask stores `generate()`'s value, every later one (and every other process, started at the
 * same moment or not) reads that same value. The insert that loses the race does nothing, and
 * the read after it sees the winner's committed row.
 */
export async function sharedSecret(
  db: Kysely<Database>,
  name: string,
  generate: () => string,
): Promise<string> {
  await db
    .insertInto('shared_secrets')
    .values({ name, value: generate() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('shared_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
