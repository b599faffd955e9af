import type { Kysely } from 'kysely';
import type { InfluencerSettings } from '../../src-shared/domain/account-settings';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** What a creator who never saved the form has: open to offers, no minimum. */
export const DEFAULT_INFLUENCER_SETTINGS: InfluencerSettings = {
  open_to_offers: true,
  minimum_budget: null,
};

function serialize(row: {
  open_to_offers: boolean;
  minimum_budget: number | null;
}): InfluencerSettings {
  return {
    open_to_offers: row.open_to_offers,
    minimum_budget: row.minimum_budget,
  };
}

export async function readInfluencerSettings(db: Db, userId: string): Promise<InfluencerSettings> {
  const row = await db
    .selectFrom('influencer_settings')
    .select(['open_to_offers', 'minimum_budget'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? serialize(row) : { ...DEFAULT_INFLUENCER_SETTINGS };
}

/** Creates or replaces the creator's settings in one statement. */
export async function saveInfluencerSettings(
  db: Db,
  userId: string,
  settings: InfluencerSettings,
  now: Date,
): Promise<InfluencerSettings> {
  const row = await db
    .insertInto('influencer_settings')
    .values({ user_id: userId, ...settings, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ ...settings, updated_at: now }),
    )
    .returning(['open_to_offers', 'minimum_budget'])
    .executeTakeFirstOrThrow();
  return serialize(row);
}
