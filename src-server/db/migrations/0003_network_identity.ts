import { sql, type Kysely } from 'kysely';

/**
 * One network account belongs to one profile (docs/PRODUCT.md §8 accountNetwrokExists), enforced by
 * the database so two racing adds cannot both win. Identity is the network plus the username in any
 * case; on youtube a channel id and a user name are different accounts, so is_channel counts there
 * and nowhere else. Also adds the URL the linkedin, blog and spotify forms ask for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_networks')
    .addColumn('url', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  // No duplicates can exist yet: rows only arrive through the add route, which ships with this
  // migration. A migration never deletes user data to make an index fit.
  // Raw SQL: Kysely's index builder would wrap the three expressions in one pair of parentheses.
  await sql`
    create unique index user_networks_account_key
    on user_networks (network, lower(username), (network = 'youtube' and is_channel))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_networks_account_key').execute();
  await db.schema.alterTable('user_networks').dropColumn('url').execute();
}
