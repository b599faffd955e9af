import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: API processes keep sessions in memory (auth/session-cache.ts). When several share
 * one PostgreSQL, a sign-out or a user change made through one must empty the others' caches:
 * each statement that changes `users` or `auth_tokens` notifies the `marca_sessions` channel,
 * which every process listens to (db/session-notifications.ts). The payload is empty: a cache
 * drops everything, which is cheap next to how seldom these tables change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function marca_sessions_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('marca_sessions', '');
      return null;
    end $$`.execute(db);
  for (const table of ['users', 'auth_tokens']) {
    await sql`
      create trigger ${sql.id(`${table}_sessions_changed`)}
      after update or delete or truncate on ${sql.table(table)}
      for each statement execute function marca_sessions_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function marca_sessions_changed() cascade`.execute(db);
}
