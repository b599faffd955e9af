import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface Invitation {
  invited_at: Date;
  /** False when the creator had been invited to this call already. */
  created: boolean;
}

/**
 * Invites the creator to the call once: a second invitation answers the first one's date. The
 * key decides, so two invitations at once still make one row.
 */
export async function inviteCreator(
  db: Db,
  callId: string,
  creatorId: string,
  now: Date,
): Promise<Invitation> {
  const inserted = await db
    .insertInto('casting_invitations')
    .values({ casting_call_id: callId, creator_id: creatorId, invited_at: now })
    .onConflict((conflict) => conflict.columns(['casting_call_id', 'creator_id']).doNothing())
    .returning('invited_at')
    .executeTakeFirst();
  if (inserted) return { invited_at: inserted.invited_at, created: true };
  const existing = await db
    .selectFrom('casting_invitations')
    .select('invited_at')
    .where('casting_call_id', '=', callId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return { invited_at: existing.invited_at, created: false };
}

/** When the creator was invited to each of these calls, by call id; uninvited calls are absent. */
export async function invitationsOf(
  db: Db,
  creatorId: string,
  callIds: readonly string[],
): Promise<Map<string, Date>> {
  const found = new Map<string, Date>();
  if (callIds.length === 0) return found;
  const rows = await db
    .selectFrom('casting_invitations')
    .select(['casting_call_id', 'invited_at'])
    .where('creator_id', '=', creatorId)
    .where('casting_call_id', 'in', [...callIds])
    .execute();
  for (const row of rows) found.set(row.casting_call_id, row.invited_at);
  return found;
}
