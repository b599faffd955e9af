import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** The newest migration's name: a database that recorded it has nothing left to run. */
const NEWEST = Object.keys(migrations).sort().at(-1);

/**
 * One read instead of the Migrator's lock table, lock and full comparison on every start of a
 * database that is already up to date (every start after the first). A missing table (a new
 * database) or an older newest name goes through the Migrator as before.
 */
async function isUpToDate<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration order by name desc limit 1`.execute(db);
    return rows[0]?.name === NEWEST;
  } catch {
    return false;
  }
}

/** Brings the schema up to date. Kysely's lock makes concurrent starts against one PostgreSQL safe. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  if (await isUpToDate(db)) return;
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ?? '(unknown)'} failed: ${reason}`, {
      cause: error,
    });
  }
}
