import { sql, type Kysely } from 'kysely';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';
import { refreshCreatorSearchFor } from '../finder/refresh-creator-search';
import { recordHashtagUses } from '../hashtags/hashtag-counts';
import { DEMO_EMAIL_DOMAIN, demoCreator, type DemoCreator } from './demo-creator';
import { demoPosts } from './demo-posts';

export interface SeedOptions {
  /** How many creators the set has (indexes 0 … count − 1). */
  count: number;
  /** Which set: the same seed always makes the same creators. */
  seed: number;
  now: Date;
  /** Creators per transaction; 500 keeps every statement far below 65,535 parameters. */
  batchSize?: number;
  /** Called after each batch with the number of creators handled so far. */
  onProgress?: (done: number) => void;
}

export interface SeedResult {
  /** Creators written by this call (0 when the set was already there). */
  created: number;
  /** Creators of this set the database holds now. */
  creators: number;
}

/**
 * Writes a demo set of creators (demo-creator.ts) with their networks, metrics, Instagram posts
 * (demo-posts.ts, hashtags counted), prices and interests, and fills their finder rows. Idempotent: ids come from the seed, and every insert
 * skips rows that exist (or whose handle or network account someone else holds), so a second
 * run writes nothing and a larger count only adds the missing creators.
 */
export async function seedDemoCreators(
  db: Kysely<Database>,
  { count, seed, now, batchSize = 500, onProgress }: SeedOptions,
): Promise<SeedResult> {
  let created = 0;
  for (let start = 0; start < count; start += batchSize) {
    const creators = Array.from({ length: Math.min(batchSize, count - start) }, (_, offset) =>
      demoCreator(seed, start + offset, now),
    );
    created += await db.transaction().execute((trx) => writeBatch(trx, creators, now));
    onProgress?.(start + creators.length);
  }
  // Fresh statistics after a bulk load, so the planner knows how many rows each filter leaves,
  // and a visibility map, so counts can read the finder's covering index alone. PGlite runs no
  // autovacuum to do either later.
  if (created > 0) {
    await sql`vacuum analyze users, user_networks, network_metrics, network_media, hashtags,
      creator_prices, creator_interests, creator_search, creator_search_networks`.execute(db);
  }
  return { created, creators: await demoCreatorsOf(db, seed) };
}

async function writeBatch(
  db: Kysely<Database>,
  creators: DemoCreator[],
  now: Date,
): Promise<number> {
  const inserted = await db
    .insertInto('users')
    .values(
      creators.map((creator) => ({
        id: creator.id,
        email: creator.email,
        role: 'influencer' as const,
        first_name: creator.first_name,
        last_name: creator.last_name,
        question_text: creator.question_text,
        country: creator.country,
        meta_info: jsonb(creator.meta_info),
        vanity_name: creator.vanity_name,
        created_at: now,
        updated_at: now,
      })),
    )
    // No target: an existing id or e-mail (seeded before) or a handle someone took is skipped.
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .execute();
  const fresh = new Set(inserted.map((row) => row.id));
  const added = creators.filter((creator) => fresh.has(creator.id));
  if (added.length === 0) return 0;

  const networks = added.flatMap((creator) =>
    creator.networks.map((network) => ({ creator, network })),
  );
  const savedNetworks = await db
    .insertInto('user_networks')
    .values(
      networks.map(({ creator, network }) => ({
        uuid: network.uuid,
        user_id: creator.id,
        network: network.network,
        username: network.username,
        name: network.name,
        followers: network.followers,
        connected: network.connected,
        is_channel: network.is_channel,
        url: network.url,
        created_at: now,
        updated_at: now,
      })),
    )
    // An account someone else already connected stays theirs; this creator goes without it.
    .onConflict((conflict) => conflict.doNothing())
    .returning('uuid')
    .execute();
  const savedUuids = new Set(savedNetworks.map((row) => row.uuid));
  const withMetrics = networks.filter(({ network }) => savedUuids.has(network.uuid));
  if (withMetrics.length > 0) {
    await db
      .insertInto('network_metrics')
      .values(
        withMetrics.map(({ network }) => ({
          user_network: network.uuid,
          values: jsonb(network.metrics),
          read_at: network.read_at,
          source: network.source,
        })),
      )
      .execute();
  }

  // Posts of the verified Instagram accounts, for the brands' monitor and hashtag suggestions.
  const posts = added
    .flatMap((creator) => demoPosts(creator, now))
    .filter((post) => savedUuids.has(post.user_network));
  if (posts.length > 0) {
    const saved = await db
      .insertInto('network_media')
      .values(
        posts.map((post) => ({ ...post, media_url: null, thumbnail_url: null, read_at: now })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .returning('caption')
      .execute();
    await recordHashtagUses(
      db,
      saved.map((post) => ({ before: '', after: post.caption })),
      now,
    );
  }

  const prices = added.flatMap((creator) =>
    creator.prices.map((price) => ({ ...price, user_id: creator.id, created_at: now })),
  );
  if (prices.length > 0) {
    await db
      .insertInto('creator_prices')
      .values(prices)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  const interests = added.flatMap((creator) =>
    creator.interests.map((interest) => ({ ...interest, user_id: creator.id, created_at: now })),
  );
  if (interests.length > 0) {
    await db
      .insertInto('creator_interests')
      .values(interests)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  await refreshCreatorSearchFor(
    db,
    added.map((creator) => creator.id),
  );
  return added.length;
}

/** The creators of a demo set in the database, found by their e-mails (demoEmail). */
async function demoCreatorsOf(db: Kysely<Database>, seed: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', 'like', `demo-${seed}-%@${DEMO_EMAIL_DOMAIN}`)
    .executeTakeFirstOrThrow();
  return row.count;
}
