import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FollowerPoint, NetworkReading } from '../../src-shared/domain/network';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Keeps one reading of a connection; readings are never changed afterwards. */
export async function insertReading(
  db: Db,
  userNetwork: string,
  reading: NetworkReading,
): Promise<void> {
  await db
    .insertInto('network_readings')
    .values({
      user_network: userNetwork,
      read_at: reading.read_at,
      source: reading.source,
      followers: reading.followers,
      values: jsonb(reading.values),
    })
    .execute();
}

/**
 * `readingFeedsTrend` (src-shared/rules/trend-readings.ts) in SQL, for the reading aliased
 * `alias`: a typed reading counts only while its connection has none from the network. Applied
 * before thinning and before the change's readings are picked, so the rule holds for every list,
 * the creator's detail page and the kit alike.
 */
const feedsTrend = (alias: string) => sql`(
  ${sql.raw(alias)}.source <> 'manual' or not exists (
    select 1 from network_readings fromnet
    where fromnet.user_network = ${sql.raw(alias)}.user_network and fromnet.source <> 'manual'
  ))`;

const pointOf = (row: { read_at: Date; followers: number; source: string }) => ({
  read_at: new Date(row.read_at).toISOString(),
  followers: row.followers,
  source: row.source as FollowerPoint['source'],
});

/**
 * The readings since `from` of these connections that feed their trend (`feedsTrend`), oldest first, by uuid; a connection with more
 * than `max` is thinned evenly to exactly `max`, its first and last kept. The thinning runs in
 * the database, so a connection read every hour for months costs the list `max` rows, not
 * thousands: reading r of n (0-based) is kept when it is the first to fall into its bucket of
 * r × (max − 1) ÷ (n − 1), whose buckets 0…max−1 are each hit once n > max.
 */
export async function windowPointsOf(
  db: Db,
  uuids: readonly string[],
  from: Date,
  max: number,
): Promise<Map<string, FollowerPoint[]>> {
  const found = new Map<string, FollowerPoint[]>();
  if (uuids.length === 0) return found;
  const steps = max - 1;
  const { rows } = await sql<{
    user_network: string;
    read_at: Date;
    followers: number;
    source: string;
  }>`
    select user_network, read_at, followers, source from (
      select user_network, read_at, followers, source, id,
        row_number() over (partition by user_network order by read_at, id) - 1 as r,
        count(*) over (partition by user_network) as n
      from network_readings nr
      where user_network in (${sql.join(uuids)}) and read_at >= ${from} and ${feedsTrend('nr')}
    ) t
    where n <= ${sql.lit(max)} or r = 0
      or (r * ${sql.lit(steps)}) / (n - 1) > ((r - 1) * ${sql.lit(steps)}) / (n - 1)
    order by user_network, read_at, id
  `.execute(db);
  for (const row of rows) {
    const list = found.get(row.user_network) ?? [];
    list.push(pointOf(row));
    found.set(row.user_network, list);
  }
  return found;
}

/** The readings a connection's change is measured with; each null when there is none. */
export interface ChangeReadings {
  latest: { id: string; point: FollowerPoint } | null;
  /** The latest at or before the cut-off. */
  earlier: { id: string; point: FollowerPoint } | null;
  oldest: { id: string; point: FollowerPoint } | null;
}

/**
 * For each connection, its latest reading, its latest at or before `cutoff` and its oldest among
 * those that feed its trend (`feedsTrend`), in one query: three index look-ups per connection, however long its history.
 */
export async function changeReadingsOf(
  db: Db,
  uuids: readonly string[],
  cutoff: Date,
): Promise<Map<string, ChangeReadings>> {
  const found = new Map<string, ChangeReadings>();
  if (uuids.length === 0) return found;
  const pick = (alias: string, condition: RawBuilder<unknown>, order: 'asc' | 'desc') => sql`
    left join lateral (
      select r.id, r.read_at, r.followers, r.source from network_readings r
      where r.user_network = u.uuid and ${condition} and ${feedsTrend('r')}
      order by r.read_at ${sql.raw(order)}, r.id ${sql.raw(order)} limit 1
    ) ${sql.raw(alias)} on true`;
  const { rows } = await sql<Record<string, string | number | Date | null>>`
    select u.uuid,
      latest.id as latest_id, latest.read_at as latest_at, latest.followers as latest_followers,
      latest.source as latest_source,
      earlier.id as earlier_id, earlier.read_at as earlier_at,
      earlier.followers as earlier_followers, earlier.source as earlier_source,
      oldest.id as oldest_id, oldest.read_at as oldest_at, oldest.followers as oldest_followers,
      oldest.source as oldest_source
    from (select uuid from user_networks where uuid in (${sql.join(uuids)})) u
    ${pick('latest', sql`true`, 'desc')}
    ${pick('earlier', sql`r.read_at <= ${cutoff}`, 'desc')}
    ${pick('oldest', sql`true`, 'asc')}
  `.execute(db);
  const reading = (row: Record<string, string | number | Date | null>, prefix: string) => {
    const id = row[`${prefix}_id`];
    const readAt = row[`${prefix}_at`];
    if (id === null || id === undefined || readAt === null || readAt === undefined) return null;
    return {
      id: String(id),
      point: pointOf({
        read_at: readAt as Date,
        followers: row[`${prefix}_followers`] as number,
        source: String(row[`${prefix}_source`]),
      }),
    };
  };
  for (const row of rows) {
    found.set(String(row.uuid), {
      latest: reading(row, 'latest'),
      earlier: reading(row, 'earlier'),
      oldest: reading(row, 'oldest'),
    });
  }
  return found;
}

export interface ReadingsPage {
  rows: NetworkReading[];
  /** Every reading of the connection, not just this page. */
  count: number;
}

/** One connection's readings, newest first (the history call). */
export async function readingsPage(
  db: Db,
  userNetwork: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<ReadingsPage> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('network_readings')
      .select(['read_at', 'followers', 'source', 'values'])
      .where('user_network', '=', userNetwork)
      .orderBy('read_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('network_readings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_network', '=', userNetwork)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({ ...pointOf(row), values: row.values })),
    count: total.count,
  };
}
