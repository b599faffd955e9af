import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SocialNetwork } from '../../src-shared/domain/network';
import type { Database, NetworkRow } from '../db/schema';

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
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

export interface NewNetworkData {
  network: SocialNetwork;
  username: string;
  name?: string;
  followers?: number;
  connected?: boolean;
  is_channel?: boolean;
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
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
