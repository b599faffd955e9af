import type { Kysely } from 'kysely';
import type { SocialNetwork } from '../../src-shared/domain/network';
import { isUniqueViolation } from '../db/errors';
import type { Database, NetworkRow } from '../db/schema';
import { refreshCreatorSearch } from '../finder/refresh-creator-search';
import {
  deleteTypedNetwork,
  insertNetwork,
  NETWORK_ACCOUNT_INDEX,
  type NewNetworkData,
} from './network-repository';

/** A hand-typed claim a verified connection took over: whose it was and which account. */
export interface DetachedClaim {
  user_id: string;
  network: SocialNetwork;
  username: string;
}

/**
 * Gives an account to the user who just signed in to it when someone else only typed it: the
 * typed claim is deleted and the verified connection inserted in one transaction, so the account
 * is never left without an owner nor held twice. Undefined when the claim was verified or
 * replaced meanwhile (the caller looks again); the claimant's finder rows follow at once.
 */
export async function takeOverClaim(
  db: Kysely<Database>,
  claim: NetworkRow,
  userId: string,
  data: NewNetworkData,
  now: Date,
): Promise<{ row: NetworkRow; detached: DetachedClaim } | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await deleteTypedNetwork(trx, claim.uuid))) return undefined;
      const row = await insertNetwork(trx, userId, data, now);
      await refreshCreatorSearch(trx, claim.user_id);
      const detached = { user_id: claim.user_id, network: claim.network, username: claim.username };
      return { row, detached };
    });
  } catch (error) {
    // Another connection of the account appeared in between: nothing changed, look again.
    if (isUniqueViolation(error, NETWORK_ACCOUNT_INDEX)) return undefined;
    throw error;
  }
}
