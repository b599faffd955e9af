import type { Kysely } from 'kysely';
import type { NetworkConnectionInput } from '../../src-shared/schemas/network';
import type { Database, NetworkRow } from '../db/schema';
import { refreshCreatorSearch } from '../finder/refresh-creator-search';
import { deleteCredentials } from './credential-repository';
import { linkedElsewhere } from './linked-elsewhere';
import { badgeAfterTyping, storedFields, type StoredNetworkFields } from './network-fields';
import { recordMetrics } from './network-metrics';
import {
  findNetworkByIdentity,
  insertNetworkIfNew,
  type NetworkChanges,
  updateOwnNetwork,
} from './network-repository';
import { takeOverClaim, type DetachedClaim } from './take-over-claim';

export type ConnectOutcome =
  | {
      code: 'created';
      row: NetworkRow;
      /** Someone else's hand-typed claim of the account this sign-in took over. */
      detached?: DetachedClaim;
    }
  | { code: 'already_connected'; row: NetworkRow };

/** A holder can disappear between the failed insert and the read; then the insert runs again. */
const ATTEMPTS = 3;

export interface ConnectOptions {
  /**
   * true when the user signed in to the network (OAuth): the connection is verified, and a manual
   * one of the same account is upgraded. Default false: a hand-typed account proves nothing.
   */
  connected?: boolean;
}

/**
 * Adds a connection (docs/PRODUCT.md §7 "network add", and the OAuth redeem). By hand it is
 * unverified (connected false) because nobody signed in to the network. The same account again is
 * not an error: the fresh numbers are kept (typed over a verified one's, they make it a typed one,
 * as an edit does). Someone else's account is the spec's accountNetwrokExists, and nothing is
 * written, except when a sign-in meets someone else's hand-typed claim: signing in proves the
 * account, so the claim is detached (`detached` says whose, for the caller to tell them) and the
 * account is the signed-in user's.
 */
export async function connectNetwork(
  db: Kysely<Database>,
  userId: string,
  input: NetworkConnectionInput,
  now: Date,
  { connected = false }: ConnectOptions = {},
): Promise<ConnectOutcome> {
  const outcome = await connectOnce(db, userId, storedFields(input), connected, now);
  if (connected) return outcome;
  // Typed figures are a reading too; a sign-in's are stored by redeem-connection.ts with its source.
  if (!outcome.row.connected) {
    await recordMetrics(db, outcome.row, input.followers, 'manual', now);
  } else {
    // The network's figures, typed again as they were: nothing new to keep but a name or URL.
    await refreshCreatorSearch(db, userId);
  }
  return outcome;
}

async function connectOnce(
  db: Kysely<Database>,
  userId: string,
  fields: StoredNetworkFields,
  connected: boolean,
  now: Date,
): Promise<ConnectOutcome> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const created = await insertNetworkIfNew(db, userId, { ...fields, connected }, now);
    if (created) return { code: 'created', row: created };
    const holder = await findNetworkByIdentity(db, fields);
    if (!holder) continue;
    if (holder.user_id === userId) {
      return { code: 'already_connected', row: await refresh(db, holder, fields, connected, now) };
    }
    if (!connected || holder.connected) throw linkedElsewhere(holder, !connected);
    const taken = await takeOverClaim(db, holder, userId, { ...fields, connected }, now);
    if (taken) return { code: 'created', ...taken };
  }
  throw new Error('The network account kept changing hands while it was being added');
}

/**
 * Writes the new followers, name and URL over the stored ones, only when they differ; a sign-in
 * verifies the connection, and a hand-typed repeat with another follower count un-verifies it
 * (its grant goes with the badge).
 */
async function refresh(
  db: Kysely<Database>,
  row: NetworkRow,
  fields: StoredNetworkFields,
  connected: boolean,
  now: Date,
): Promise<NetworkRow> {
  const changes: NetworkChanges = {};
  if (connected && !row.connected) changes.connected = true;
  if (row.followers !== fields.followers) changes.followers = fields.followers;
  if (fields.name !== '' && row.name !== fields.name) changes.name = fields.name;
  if (fields.url !== '' && row.url !== fields.url) changes.url = fields.url;
  if (Object.keys(changes).length === 0) return row;
  // The repeat names the same account (the index said so), in whatever case: only the count counts.
  if (!connected) changes.connected = badgeAfterTyping({ ...row, followers: fields.followers });
  const updated = await updateOwnNetwork(db, row.user_id, row.uuid, {
    ...changes,
    updated_at: now,
  });
  if (updated && !updated.connected) await deleteCredentials(db, row.uuid);
  // Removed in the meantime: answer what was there rather than resurrect it.
  return updated ?? row;
}
