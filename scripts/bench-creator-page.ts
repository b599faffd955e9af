// The creator page's part of `npm run bench` (scripts/bench-finder.ts): a brand opening
// `GET /api/v1/finder/creators/{id}/` on seeded creators given what the page shows at its
// fullest (daily readings for 120 days on every network, an audience, twelve portfolio pieces),
// so the figures are those of a busy creator, not of the seed's bare ones.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ApiPath } from '../src-shared/api/paths';
import type { AudienceShare } from '../src-shared/domain/network';
import type { RunningServer } from '../src-server/index';
import { jsonb } from '../src-server/db/jsonb';
import type { Database } from '../src-server/db/schema';
import { creatorDetail } from '../src-server/finder/creator-detail';

const READING_DAYS = 120;
const PIECES = 12;
const DAY_MS = 86_400_000;

const AUDIENCE: AudienceShare[] = [
  { gender: 'female', age_range: '18-24', percent: 31.5 },
  { gender: 'female', age_range: '25-34', percent: 24.1 },
  { gender: 'male', age_range: '18-24', percent: 18.2 },
  { gender: 'male', age_range: '25-34', percent: 14.9 },
  { gender: 'female', age_range: '35-44', percent: 6.3 },
  { gender: 'male', age_range: '35-44', percent: 5 },
];

export type Timings = (work: () => Promise<unknown>) => Promise<{ p50: number; p95: number }>;

/** Spread over the whole set (every 1/count of it), so no one corner of the tables is warm. */
async function sampleCreators(db: Kysely<Database>, count: number): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    select user_id from (
      select user_id, row_number() over (order by user_id) as r,
        count(*) over () as n from creator_search
    ) t where r % greatest(n / ${count}, 1) = 0 limit ${count}`.execute(db);
  return rows.map((row) => row.user_id);
}

async function fillPages(db: Kysely<Database>, creators: string[], now: Date): Promise<void> {
  const networks = await db
    .selectFrom('user_networks')
    .select(['uuid', 'followers'])
    .where('user_id', 'in', creators)
    .execute();
  const readings = networks.flatMap((network) =>
    Array.from({ length: READING_DAYS }, (_, day) => ({
      user_network: network.uuid,
      read_at: new Date(now.getTime() - (READING_DAYS - day) * DAY_MS),
      source: 'manual',
      followers: Math.round(Number(network.followers) * (0.8 + (0.2 * day) / READING_DAYS)),
      values: jsonb({}),
    })),
  );
  for (let start = 0; start < readings.length; start += 2000) {
    await db
      .insertInto('network_readings')
      .values(readings.slice(start, start + 2000))
      .execute();
  }
  await db
    .updateTable('network_metrics')
    .set({ audience: jsonb(AUDIENCE) })
    .where(
      'user_network',
      'in',
      networks.map((network) => network.uuid),
    )
    .execute();
  await db
    .insertInto('briefcase_items')
    .values(
      creators.flatMap((userId) =>
        Array.from({ length: PIECES }, (_, index) => {
          const id = randomUUID();
          const video = index % 4 === 3;
          return {
            id,
            user_id: userId,
            media_type: video ? ('video' as const) : ('image' as const),
            file_path: `briefcase/${id}.${video ? 'mp4' : 'jpg'}`,
            thumbnail_path: `briefcase/${id}-thumb.jpg`,
            title: `Pieza ${index + 1}`,
            position: index + 1,
            size_bytes: 250_000,
            created_at: now,
          };
        }),
      ),
    )
    .execute();
  await sql`vacuum analyze network_readings, network_metrics, briefcase_items`.execute(db);
}

/**
 * Prints the creator page's p50/p95 over HTTP (auth, the read, the view counted) for first opens
 * and for reopens, and of the read alone (creatorDetail, no HTTP), next to the target for
 * this engine. `callsPerTiming` is how many requests one `timings` makes (warm-up included): as
 * many creators are opened, so the first round is all first opens and the second all reopens.
 */
export async function benchCreatorPage(
  server: RunningServer,
  token: string,
  timings: Timings,
  { targetP95, callsPerTiming }: { targetP95: number; callsPerTiming: number },
): Promise<void> {
  const now = new Date();
  const creators = await sampleCreators(server.db, callsPerTiming);
  await fillPages(server.db, creators, now);
  const brand = await server.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'brand')
    .executeTakeFirstOrThrow();
  // Premium's 500 views a month: every sampled creator can be opened.
  await server.db
    .insertInto('account_plans')
    .values({ user_id: brand.id, plan: 'premium', started_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ plan: 'premium' }))
    .execute();

  let turn = 0;
  const next = () => creators[turn++ % creators.length] ?? '';
  let sizes = '';
  const open = async () => {
    const answer = await fetch(`${server.url}${ApiPath.finderCreator(next())}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await answer.json()) as {
      response: { networks: { trend: { points: unknown[] } }[]; portfolio: unknown[] };
    };
    const { networks, portfolio } = body.response;
    sizes = `${networks.length} networks, ${networks[0]?.trend.points.length ?? 0} trend points, ${portfolio.length} pieces`;
  };
  const firstOpens = await timings(open);
  const reopens = await timings(open);
  const read = await timings(() =>
    creatorDetail(server.db, next(), { origin: server.url, brandId: brand.id, now }),
  );
  const fmt = (ms: number) => ms.toFixed(2).padStart(7);
  const row = (label: string, route: { p50: number; p95: number }, alone: string) =>
    console.log(
      `  ${label.padEnd(62)}          ${fmt(route.p50)} ${fmt(route.p95)}  ${alone}   target p95 ≤ ${targetP95} ms: ${route.p95 <= targetP95 ? 'met' : 'MISSED'}`,
    );
  console.log(
    `  creator page (${creators.length} creators; last: ${sizes}); sql = creatorDetail alone`,
  );
  row('GET finder/creators/{id}/, first open (view counted)', firstOpens, ' '.repeat(15));
  row('GET finder/creators/{id}/, reopen', reopens, `${fmt(read.p50)} ${fmt(read.p95)}`);
}
