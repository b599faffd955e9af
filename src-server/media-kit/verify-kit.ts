import type { Kysely } from 'kysely';
import type { KitVerifyAnswer } from '../../src-shared/domain/media-kit';
import type { Database } from '../db/schema';
import { deletedEmail } from '../users/account-deletion';
import { canonicalFigures, kitDigest } from './kit-digest';
import { liveKitFigures } from './live-kit-figures';

/**
 * What an exported kit's code says, in two queries plus the live networks': who exported it and
 * when, the figures printed, the figures now, and whether they are still the same (the stored
 * digest against the live one's). Undefined for an unknown code and for a creator whose account
 * was deleted. Built key by key: nothing private (e-mail, telephone, birthday) can slip in.
 */
export async function verifyKit(
  db: Kysely<Database>,
  code: string,
): Promise<KitVerifyAnswer | undefined> {
  const row = await db
    .selectFrom('media_kit_exports as e')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.code',
      'e.user_id',
      'e.exported_at',
      'e.registered_at',
      'e.figures',
      'e.digest',
      'u.first_name',
      'u.last_name',
      'u.vanity_name',
      'u.role',
      // Only to recognise an anonymised account (account-deletion.ts); never answered.
      'u.email',
    ])
    .where('e.code', '=', code)
    .executeTakeFirst();
  if (!row || row.role !== 'influencer' || row.email === deletedEmail(row.user_id)) {
    return undefined;
  }
  const live = await liveKitFigures(db, row.user_id, row.vanity_name);
  return {
    code: row.code,
    creator: {
      handle: row.vanity_name,
      // The kit's own rule (src-main/offline/media-kit-source.ts): full name, else the handle.
      name:
        [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || (row.vanity_name ?? ''),
    },
    exported_at: new Date(row.exported_at).toISOString(),
    registered_at: new Date(row.registered_at).toISOString(),
    matches: row.digest === kitDigest(live),
    printed: canonicalFigures(row.figures),
    live,
  };
}
