import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type UpdateObject } from 'kysely';
import type { SocialNetwork } from '../../src-shared/domain/network';
import { isUniqueViolation } from '../db/errors';
import type { Database, NetworkRow } from '../db/schema';
import { accountKeyOf, type NetworkIdentity } from './network-identity';

type Db = Kysely<Database>;

export interface NetworkPageQuery {
  offset: number;
  limit: number;
}

export interface NetworkPage {
  rows: NetworkRow[];
  /** All of the user's networks, not just this page. */
  count: number;
}

/** A user's networks in the order they were added; every query is scoped to the owner. */
export async function listNetworks(
  db: Db,
  userId: string,
  { offset, limit }: NetworkPageQuery,
): Promise<NetworkPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('user_networks')
      .selectAll()
      .where('user_id', '=', userId)
      // uuid breaks ties between rows added in the same instant, so pages never overlap.
      .orderBy('created_at')
      .orderBy('uuid')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('user_networks')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
}

/**
 * The user's verified connections whose stored grant was refused or ends by `until` (the end of
 * the refresh token where one is kept, else of the access token), in the order they were added:
 * the candidates of the expiring list, which network-access.ts then tells apart.
 */
export async function listNetworksWithEndingGrant(
  db: Db,
  userId: string,
  until: Date,
): Promise<NetworkRow[]> {
  return db
    .selectFrom('user_networks as n')
    .innerJoin('network_credentials as c', 'c.user_network', 'n.uuid')
    .selectAll('n')
    .where('n.user_id', '=', userId)
    .where('n.connected', '=', true)
    .where((eb) =>
      eb.or([
        eb('c.revoked_at', 'is not', null),
        eb(
          sql`case when c.refresh_token is not null then c.refresh_expires_at else c.expires_at end`,
          '<=',
          until,
        ),
      ]),
    )
    .orderBy('n.created_at')
    .orderBy('n.uuid')
    .execute();
}

export interface NewNetworkData {
  network: SocialNetwork;
  username: string;
  name?: string;
  followers?: number;
  connected?: boolean;
  is_channel?: boolean;
  url?: string;
}

/** Adds a connection for a user; the id is a new random UUID. */
export async function insertNetwork(
  db: Db,
  userId: string,
  data: NewNetworkData,
  now: Date,
): Promise<NetworkRow> {
  return db
    .insertInto('user_networks')
    .values({
      uuid: randomUUID(),
      user_id: userId,
      network: data.network,
      username: data.username,
      name: data.name ?? '',
      followers: data.followers ?? 0,
      connected: data.connected ?? false,
      is_channel: data.is_channel ?? false,
      url: data.url ?? '',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The unique index that gives each network account one owner (migration 0003). */
export const NETWORK_ACCOUNT_INDEX = 'user_networks_account_key';

/**
 * Inserts the connection unless NETWORK_ACCOUNT_INDEX already holds its account; undefined then.
 * The index decides rather than a look-up first, so two racing adds cannot both insert.
 */
export async function insertNetworkIfNew(
  db: Db,
  userId: string,
  data: NewNetworkData,
  now: Date,
): Promise<NetworkRow | undefined> {
  try {
    return await insertNetwork(db, userId, data, now);
  } catch (error) {
    if (isUniqueViolation(error, NETWORK_ACCOUNT_INDEX)) return undefined;
    throw error;
  }
}

/** Whoever's connection holds this account, if anyone's does. */
export async function findNetworkByIdentity(
  db: Db,
  identity: NetworkIdentity,
): Promise<NetworkRow | undefined> {
  const key = accountKeyOf(identity);
  return (
    db
      .selectFrom('user_networks')
      .selectAll()
      .where('network', '=', key.network)
      // lower() on both sides, so the look-up agrees with the index whatever the database locale.
      .where((eb) =>
        eb(
          eb.fn<string>('lower', ['username']),
          '=',
          eb.fn<string>('lower', [eb.val(identity.username)]),
        ),
      )
      // Only youtube tells channels from user names (see accountKeyOf).
      .$if(key.network === 'youtube', (query) => query.where('is_channel', '=', key.is_channel))
      .executeTakeFirst()
  );
}

/** The connection only when it is the user's own: someone else's reads as missing. */
export async function findOwnNetwork(
  db: Db,
  userId: string,
  uuid: string,
): Promise<NetworkRow | undefined> {
  return db
    .selectFrom('user_networks')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Column values, or SQL computed from the row being updated (see badgeAfterTyping). */
export type NetworkChanges = UpdateObject<Database, 'user_networks'>;

/**
 * Changes one of the user's connections; undefined when it is not (or no longer) theirs. A new
 * account that someone already holds fails on NETWORK_ACCOUNT_INDEX for the caller to map.
 */
export async function updateOwnNetwork(
  db: Db,
  userId: string,
  uuid: string,
  changes: NetworkChanges,
): Promise<NetworkRow | undefined> {
  return db
    .updateTable('user_networks')
    .set(changes)
    .where('uuid', '=', uuid)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one of the user's connections; false when it is not theirs or already gone. */
export async function deleteOwnNetwork(db: Db, userId: string, uuid: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('user_networks')
    .where('uuid', '=', uuid)
    .where('user_id', '=', userId)
    .returning('uuid')
    .executeTakeFirst();
  return deleted !== undefined;
}

/**
 * Deletes a hand-typed connection that a verified one is taking over; false when it is gone or
 * was verified in the meantime (a sign-in by its holder proves the account theirs after all).
 */
export async function deleteTypedNetwork(db: Db, uuid: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('user_networks')
    .where('uuid', '=', uuid)
    .where('connected', '=', false)
    .returning('uuid')
    .executeTakeFirst();
  return deleted !== undefined;
}
