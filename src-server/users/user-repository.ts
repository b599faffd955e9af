import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Role } from '../../src-shared/domain/user';
import type { Database, UserRow } from '../db/schema';

type Db = Kysely<Database>;

/** Columns that identify a user on their own. */
export type IdentityColumn = 'id' | 'email' | 'google_sub' | 'facebook_id';
export type ProviderColumn = 'google_sub' | 'facebook_id';

export interface NewUserData {
  email: string;
  password_hash?: string | null;
  google_sub?: string | null;
  facebook_id?: string | null;
  first_name?: string;
  last_name?: string;
  profile_image?: string | null;
}

/** E-mails are compared and stored lowercase so uniqueness ignores case on both engines. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserBy(
  db: Db,
  column: IdentityColumn,
  value: string,
): Promise<UserRow | undefined> {
  const needle = column === 'email' ? normalizeEmail(value) : value;
  return db.selectFrom('users').selectAll().where(column, '=', needle).executeTakeFirst();
}

export async function createUser(db: Db, data: NewUserData, now: Date): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: normalizeEmail(data.email),
      password_hash: data.password_hash ?? null,
      google_sub: data.google_sub ?? null,
      facebook_id: data.facebook_id ?? null,
      role: null,
      first_name: data.first_name ?? '',
      last_name: data.last_name ?? '',
      profile_image: data.profile_image ?? null,
      vanity_name: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Attaches a provider identity to an account that has none yet; undefined when it already has one. */
export async function linkProvider(
  db: Db,
  userId: string,
  column: ProviderColumn,
  value: string,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ [column]: value, updated_at: now })
    .where('id', '=', userId)
    .where(column, 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function clearPassword(db: Db, userId: string, now: Date): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ password_hash: null, updated_at: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sets the role only while it is unset, in one statement, so two racing calls cannot both win.
 * Undefined means a role was already there (or the user is gone).
 */
export async function setRoleIfUnset(
  db: Db,
  userId: string,
  role: Role,
  now: Date,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ role, updated_at: now })
    .where('id', '=', userId)
    .where('role', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
