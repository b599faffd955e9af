// `npm run bench` (finder part): figures for the finder at 100,000 creators, printed, never
// asserted. For PGlite (a fresh folder) and PostgreSQL (a fresh database when DATABASE_URL is set
// or scripts/throwaway-postgres.sh can start a cluster):
// - route: GET /api/v1/finder/searches/ over HTTP on 127.0.0.1 (auth, parsing, search, cards)
// - sql: the same page as the route reads it (one statement: ids, cards and count) through Kysely, no HTTP
// - bare: the page alone as one indexed statement, the floor any implementation pays
// p50 / p95 in ms over RUNS requests after WARM_UP, and each query's match count; then each
// sort's query plan, and the creator page (scripts/bench-creator-page.ts). Every search and the
// creator page are held to issue 16's target (route p95 ≤ 50 ms on PGlite, ≤ 20 ms on PostgreSQL).
// BENCH_CREATORS=10000 makes a quicker run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { ApiPath } from '../src-shared/api/paths';
import { startServer, type RunningServer, type ServerOptions } from '../src-server/index';
import { parseFinderQuery } from '../src-server/finder/finder-query';
import { searchPageSql } from '../src-server/finder/search-creators';
import { finderPage } from '../src-server/finder/finder-page';
import { FINDER_SORTS } from '../src-shared/domain/finder';
import { benchCreatorPage } from './bench-creator-page';
import { seedDemoCreators } from '../src-server/seed/seed-demo-creators';
import { benchPostgres } from './bench-postgres';
import { brandToken, percentile } from './bench-support';

const CREATORS = Number(process.env.BENCH_CREATORS ?? 100_000);
const WARM_UP = 20;
const RUNS = 200;
/** The brief's filtered search; the others show where the finder is slower or faster. */
const HEADLINE = 'network=instagram&category=microinfluencer&country=MX&er_min=2';
const QUERIES = [
  HEADLINE,
  `${HEADLINE}&page=20`,
  'category=nanoinfluencer&language=en&gender=female',
  'network=tiktok&followers_min=50000&followers_max=500000',
  'country=CO&er_min=3',
  'username=garcia',
  'network=youtube&username=tec',
  '',
  // Issue 14's column sorts, on the best figures and on one network.
  'sort=followers_desc',
  'sort=er_asc',
  'network=instagram&sort=er_desc',
  'network=tiktok&sort=followers_asc&page=20',
  'category=microinfluencer&country=MX&sort=er_desc',
];

const fmt = (ms: number) => ms.toFixed(2).padStart(7);

async function timings(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Each sort's page plan (no filter but the network), one line per plan node. */
async function printSortPlans(server: RunningServer): Promise<void> {
  for (const sort of FINDER_SORTS) {
    for (const network of [undefined, 'instagram'] as const) {
      const filters = { sort, ...(network ? { network } : {}) };
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`explain ${searchPageSql(filters, { offset: 0, limit: 20 })}`.execute(server.db);
      const nodes = plan.rows.map((row) => row['QUERY PLAN'].trim().replace(/\s+\(cost.*$/, ''));
      console.log(`  plan ${`${sort} ${network ?? '(best)'}`.padEnd(26)} ${nodes.join(' | ')}`);
    }
  }
}

/** Issue 16's target for a filtered search and a creator page read (p95 of the route, in ms). */
async function benchEngine(name: string, options: ServerOptions, targetP95: number): Promise<void> {
  const server = await startServer({
    ...options,
    rateLimit: { max: 100_000, timeWindowMs: 60_000 },
  });
  try {
    const seeding = performance.now();
    await seedDemoCreators(server.db, { count: CREATORS, seed: 1, now: new Date() });
    console.log(
      `\n${name}: ${CREATORS.toLocaleString('en')} creators seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    const token = await brandToken(server.url);
    const brand = await fetch(`${server.url}${ApiPath.profile}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const viewer = {
      origin: server.url,
      brandId: ((await brand.json()) as { response: { id: string } }).response.id,
    };
    console.log(
      `  query                                                          matches   route p50/p95      sql p50/p95     bare p50/p95   sql/route   route p95 ≤ ${targetP95} ms`,
    );
    for (const query of QUERIES) {
      const url = `${server.url}${ApiPath.finderSearches}?${query}`;
      let matches = 0;
      const route = await timings(async () => {
        const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        matches = ((await answer.json()) as { response: { count: number } }).response.count;
      });
      const {
        page = 1,
        size_page = 20,
        ...filters
      } = parseFinderQuery(Object.fromEntries(new URLSearchParams(query)));
      const paging = { offset: (page - 1) * size_page, limit: size_page };
      const search = await timings(() => finderPage(server.db, filters, paging, viewer));
      // The same order (and network) with no other filter.
      const bareFilters = {
        ...(filters.network ? { network: filters.network } : {}),
        ...(filters.sort ? { sort: filters.sort } : {}),
      };
      const bare = await timings(() => searchPageSql(bareFilters, paging).execute(server.db));
      console.log(
        `  ${(query || '(no filter)').padEnd(62)} ${String(matches).padStart(7)}  ${fmt(route.p50)} ${fmt(route.p95)}  ${fmt(search.p50)} ${fmt(search.p95)}  ${fmt(bare.p50)} ${fmt(bare.p95)}   ${((search.p50 / route.p50) * 100).toFixed(0).padStart(3)} %   ${route.p95 <= targetP95 ? 'met' : 'MISSED'}`,
      );
    }
    const plan = await sql<{ 'QUERY PLAN': string }>`explain
      select t.user_id from creator_search_networks t
      where t.network = 'instagram' and t.category_rank = 4 and t.country = 'MX' and t.er >= 2
      order by t.category_rank, t.followers desc, t.user_id limit 20`.execute(server.db);
    console.log(`  headline plan: ${plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' | ')}`);
    await printSortPlans(server);
    await benchCreatorPage(server, token, timings, {
      targetP95,
      callsPerTiming: WARM_UP + RUNS,
    });
  } finally {
    await server.close();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'marca-bench-finder-'));
try {
  await benchEngine('PGlite (fresh folder)', { dataDir: dir }, 50);
} finally {
  await rm(dir, { recursive: true, force: true });
}

const postgres = await benchPostgres();
if (!postgres) {
  console.log(
    '\nPostgreSQL: skipped (no DATABASE_URL, and scripts/throwaway-postgres.sh found no server binaries)',
  );
} else {
  try {
    await benchEngine(`PostgreSQL (${postgres.origin})`, { databaseUrl: postgres.url }, 20);
  } finally {
    await postgres.dispose();
  }
}
console.log(`\nmemory rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
