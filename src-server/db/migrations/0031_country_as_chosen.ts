import { sql, type Kysely } from 'kysely';

/**
 * Issue 34: the country brands see is only the one the creator chose. `users.country` defaulted
 * to 'MX', so every account that never saved the basic_info step (where the country is picked with
 * the phone) was shown to brands as living in Mexico, in the public profile, the finder and the
 * creator page. From now on an account starts with '' (none chosen), which every screen leaves
 * out. Existing accounts without a phone never saved that step (its schema requires a valid
 * phone), so their 'MX' was the default, not a choice; those go back to ''. The finder's copy
 * follows. The phone field still starts at Mexico's dial code (docs/PRODUCT.md §5): a default for
 * typing, which becomes the creator's country only when they save it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column country set default ''`.execute(db);
  await sql`update users set country = '' where telephone = '' and country = 'MX'`.execute(db);
  await sql`
    update creator_search s set country = '' from users u
    where u.id = s.user_id and u.country = '' and s.country <> ''
  `.execute(db);
  await sql`
    update creator_search_networks s set country = '' from users u
    where u.id = s.user_id and u.country = '' and s.country <> ''
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column country set default 'MX'`.execute(db);
}
