import type { Kysely } from 'kysely';
import type { MetaInfo } from '../../src-shared/domain/user';
import { jsonbMerge } from '../db/jsonb';
import type { Database, UserRow, UserUpdate } from '../db/schema';
import type { ProfileChanges } from './profile-changes';

type Db = Kysely<Database>;

/** The unique index that makes handles unique ignoring case (migration 0001). */
export const VANITY_INDEX = 'users_vanity_name_lower_key';

/**
 * Writes one step's changes in a single UPDATE. The handle's uniqueness is left to VANITY_INDEX,
 * so two people claiming one handle at once cannot both win; the caller maps the violation.
 * Undefined when the user no longer exists.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<UserRow | undefined> {
  const set: UserUpdate = { ...changes.columns, updated_at: now };
  if (Object.keys(changes.meta).length > 0) {
    set.meta_info = jsonbMerge<MetaInfo>('meta_info', changes.meta);
  }
  return db
    .updateTable('users')
    .set(set)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** True when someone other than `userId` holds the handle, in any case. */
export async function vanityTakenByOther(db: Db, vanity: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn<string>('lower', ['vanity_name']), '=', vanity.toLowerCase()))
    .where('id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The creator behind a public handle, in any case; brands have no public profile. */
export async function findCreatorByVanity(db: Db, vanity: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn<string>('lower', ['vanity_name']), '=', vanity.toLowerCase()))
    .where('role', '=', 'influencer')
    .executeTakeFirst();
}

export interface ReplacedImage {
  user: UserRow;
  /** What profile_image held before, so the caller can delete that file. */
  previous: string | null;
}

/**
 * Points the profile at a new image and reports the old one. The row is locked between reading
 * and writing, so two uploads at once each see the image the other replaced and no file is
 * orphaned. Undefined when the user no longer exists.
 */
export async function replaceProfileImage(
  db: Db,
  userId: string,
  image: string,
  now: Date,
): Promise<ReplacedImage | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('users')
      .select('profile_image')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    const user = await trx
      .updateTable('users')
      .set({ profile_image: image, updated_at: now })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user, previous: current.profile_image };
  });
}
