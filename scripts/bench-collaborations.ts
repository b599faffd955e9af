// `npm run bench` (collaborations, issue 31): figures printed beside the issue's targets, never
// asserted. For PGlite (a fresh folder) and PostgreSQL (a fresh database when DATABASE_URL is set
// or scripts/throwaway-postgres.sh can start a cluster), 10,000 accepted proposals and their
// collaborations are seeded in SQL through the server's own handle: 200 brands, 2,000 creators,
// 2–6 items each in every state, with the versions, files, timeline, figures and figure jobs each
// state has; one brand account (the queue's) has 1,000 drafts waiting. Then, over HTTP on
// 127.0.0.1 (p50/p95/p99 in ms over RUNS sequential requests after WARM_UP):
// - baseline: `GET /api/health` (no database) and the profile read (auth and one row) of the
//   same server in the same phase, so a slow machine phase shows beside the figures (every route
//   is called ENGINE_WARM_UP times first, unmeasured);
// - the collaboration page `GET /api/v3/collaborations/{id}/`, a random one of a creator's and of
//   a brand's each request (target p95 ≤ 20 ms on PostgreSQL, ≤ 50 ms on PGlite);
// - the brand's review queue `GET /api/v3/collaborations/review-queue/`, first and last page of
//   its 1,000 waiting drafts (target p95 ≤ 50 ms on both);
// each with the same work called without HTTP ("sql": the route's database reads and
// serializing). On PostgreSQL, EXPLAIN ANALYZE of every statement the page read and the queue run.
// Then a campaign report PDF (4 items, 2 versions each with stills, figures at 3 checkpoints)
// exported 10 times through CampaignReportExporter and the kit bench's Chromium printer, its code
// registered with the PGlite core API (target ≤ 1 s each), beside an empty page's print.
// BENCH_COLLABORATIONS=2000 makes a quicker run.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  CompiledQuery,
  createQueryId,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import sharp from 'sharp';
import { ApiPath } from '../src-shared/api/paths';
import type { Collaboration, CollaborationItem } from '../src-shared/domain/collaboration';
import { startServer, type RunningServer, type ServerOptions } from '../src-server/index';
import type { Database } from '../src-server/db/schema';
import {
  answerCollaboration,
  partyCollaboration,
} from '../src-server/collaborations/collaboration-access';
import { reviewQueueOf } from '../src-server/collaborations/review-queue';
import { CoreApiClient } from '../src-main/api/core-api-client';
import { CampaignReportExporter } from '../src-main/exports/campaign-report-exporter';
import type { FileDialogs, KitPrintOptions, KitRenderer } from '../src-main/exports/ports';
import { PendingReportRegistrations } from '../src-main/exports/pending-report-registrations';
import { ReportVerifications } from '../src-main/exports/report-verification';
import { ChromiumKitRenderer } from '../tests/support/chromium-kit-renderer';
import {
  MEDIA_ORIGIN,
  aCollaboration,
  item,
  media,
  reading,
  version,
} from '../tests/support/collaboration-fixture';
import { systemPart } from '../tests/support/system-parts';
import { benchPostgres } from './bench-postgres';
import { brandToken, percentile, postJson } from './bench-support';

const COLLABORATIONS = Number(process.env.BENCH_COLLABORATIONS ?? 10_000);
const BRANDS = 200;
const CREATORS = 2_000;
/** The queue brand's collaborations (the others share the rest) and its drafts waiting. */
const QUEUE_COLLABORATIONS = Math.round(COLLABORATIONS * 0.04);
const QUEUE_WAITING = Math.min(1_000, QUEUE_COLLABORATIONS * 3);
const PAGE_SIZE = 20;
const WARM_UP = 20;
/** Unmeasured rounds of every route first, so the first line measured is not the JIT's warm-up. */
const ENGINE_WARM_UP = 50;
const RUNS = 200;
const REPORTS = 10;
const QUEUE_TARGET_MS = 50;
const REPORT_TARGET_MS = 1_000;

interface Figures {
  p50: number;
  p95: number;
  p99: number;
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);
const count = (value: number) => value.toLocaleString('en');

/** A small seeded generator, so both engines read the same sequence of collaborations. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function timings(work: () => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < WARM_UP; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
}

// --- seeding -------------------------------------------------------------------------------------

/** How many draft versions an item in each state has (its revisions used, plus the one waiting). */
const VERSIONS_OF = (i: string) =>
  sql.raw(`case ${i}.status
  when 'pending' then 0
  when 'changes_requested' then ${i}.revisions_used
  when 'rejected' then 1
  when 'cancelled' then ${i}.seq % 2
  else ${i}.revisions_used + 1 end`);
/** A number 0..2^28 from a text, the same on both engines. */
const HASH = (text: string, from = 1) =>
  sql.raw(`(('x' || substr(md5(${text}), ${from}, 7))::bit(28)::int)`);
/** Published items whose first reading failed: a job waiting to retry, no figures yet. */
const READ_FAILED = (i: string) =>
  sql.raw(`((('x' || substr(md5(${i}.id), 9, 2))::bit(8)::int) % 5 = 0)`);

/**
 * The accounts signed up through the API (two brand owners, one creator) are among the 200 brand
 * owners and 2,000 creators; the rest are inserted here, each table in one `insert … select`.
 * `queueOwner` is the brand account whose newest 1,000 items wait for review.
 */
async function seedCollaborations(db: Kysely<Database>, queueOwner: string): Promise<void> {
  const lit = sql.lit;
  await sql`
    insert into users (id, email, role, first_name, last_name, vanity_name, profile_image)
    select gen_random_uuid()::text, 'marca.' || g || '@bench.invalid', 'brand', 'Marca', 'Bench ' || g,
      null, null
    from generate_series(1, ${lit(BRANDS - 2)}) g
    union all
    select gen_random_uuid()::text, 'creadora.' || g || '@bench.invalid', 'influencer', 'Creadora',
      'Bench ' || g, 'creadora.bench.' || g, 'avatars/' || md5(g::text) || '.jpg'
    from generate_series(1, ${lit(CREATORS - 1)}) g`.execute(db);
  await sql`
    insert into brands (id, owner_id, name, logo, industry)
    select gen_random_uuid()::text, u.id, 'Marca ' || u.last_name, 'logos/' || md5(u.id) || '.png', 'food'
    from users u
    where u.role = 'brand' and not exists (select 1 from brands b where b.owner_id = u.id)`.execute(
    db,
  );
  // Proposals accepted over the last six months; the queue brand's are its first ones.
  await sql`
    insert into proposals (id, brand_id, brand_owner_id, creator_id, status, turn, deliverables,
      price, start_date, end_date, message, revision_rounds, created_at, updated_at)
    select gen_random_uuid()::text, b.id, b.owner_id, cr.id, 'accepted', null,
      (select jsonb_agg(jsonb_build_object(
          'network', (array['instagram','instagram','tiktok','youtube','blog'])[1 + (x.g + s) % 5],
          'content_type', (array['reel','story','video','video','article'])[1 + (x.g + s) % 5],
          'quantity', case when s + 5 <= x.n then 2 else 1 end) order by s)
        from generate_series(1, least(x.n, 5)) s),
      1000 + (x.g % 40) * 250, x.created::date, (x.created + interval '30 days')::date,
      'Propuesta de la campaña', 2, x.created, x.created
    from (
      select g, 2 + (g * 7) % 5 as n,
        now() - interval '1 day' * (1 + (g * 13) % 180) - interval '1 minute' * (g % 1440) as created
      from generate_series(0, ${lit(COLLABORATIONS - 1)}) g
    ) x
    join (
      select id, owner_id, case when owner_id = ${queueOwner} then -1
        else (row_number() over (partition by owner_id = ${queueOwner} order by owner_id))::int - 1
        end as k
      from brands
    ) b on b.k = case when x.g < ${lit(QUEUE_COLLABORATIONS)} then -1 else x.g % ${lit(BRANDS - 1)} end
    join (
      select id, (row_number() over (order by id))::int - 1 as k from users where role = 'influencer'
    ) cr on cr.k = (x.g * 7919) % ${lit(CREATORS)}`.execute(db);
  await sql`
    insert into collaborations (id, proposal_id, brand_id, brand_owner_id, creator_id, price,
      start_date, end_date, revision_rounds, status, created_at, updated_at)
    select gen_random_uuid()::text, p.id, p.brand_id, p.brand_owner_id, p.creator_id, p.price,
      p.start_date, p.end_date, p.revision_rounds, 'active', p.created_at, p.created_at
    from proposals p where p.status = 'accepted'`.execute(db);
  // The items as an acceptance plans them (migration 0029's backfill), each in a state: a quarter
  // pending, 8 % waiting for review, the rest moved on; the queue brand's newest 1,000 wait.
  await sql`
    insert into collaboration_items (id, collaboration_id, seq, network, content_type, number,
      due_date, status, revisions_used, cancel_requested_by, cancel_reason, cancel_requested_at,
      post_url, post_id, published_at, waiting_since, revision, updated_at)
    select w.id, w.collaboration_id, w.seq, w.network, w.content_type, w.number, w.due_date, w.st,
      w.r,
      case when w.st = 'approved' and w.h2 % 10 = 0 then 'creator' end,
      case when w.st = 'approved' and w.h2 % 10 = 0 then 'No podré publicar a tiempo.' else '' end,
      case when w.st = 'approved' and w.h2 % 10 = 0 then w.c_at + interval '2 days' end,
      case when w.pub is not null
        then 'https://www.' || w.network || '.com/p/' || substr(md5(w.id), 1, 11) || '/' end,
      case when w.pub is not null then substr(md5(w.id), 1, 16) end,
      w.pub,
      case when w.st = 'draft_submitted'
        then w.c_at + interval '6 hours' * (w.r + 1) + interval '1 minute' * w.seq end,
      1 + 2 * (w.r + 1),
      coalesce(w.pub, w.c_at + interval '6 hours' * (w.r + 1) + interval '1 minute' * w.seq)
    from (
      select u.*,
        case u.st when 'changes_requested' then 1 + u.h2 % 2
          when 'pending' then 0 when 'cancelled' then 0 when 'rejected' then 0
          else u.h2 % 2 end as r,
        case u.st when 'published' then now() - interval '1 hour' * (1 + u.h2 % 17)
          when 'measured' then least(u.c_at + interval '2 days', now() - interval '8 days') end as pub
      from (
        select t.*,
          case
            when t.queue and t.rank <= ${lit(QUEUE_WAITING)} then 'draft_submitted'
            when t.h < 25 then 'pending'
            when t.h < 33 then case when t.queue then 'approved' else 'draft_submitted' end
            when t.h < 40 then 'changes_requested'
            when t.h < 50 then 'approved'
            when t.h < 65 then 'published'
            when t.h < 90 then 'measured'
            when t.h < 93 then 'rejected'
            else 'cancelled' end as st
        from (
          select gen_random_uuid()::text as id, c.id as collaboration_id, c.created_at as c_at,
            row_number() over (partition by c.id order by d.ordinality, n.number)::int as seq,
            d.value->>'network' as network, d.value->>'content_type' as content_type,
            row_number() over (
              partition by c.id, d.value->>'network', d.value->>'content_type'
              order by d.ordinality, n.number
            )::int as number,
            c.end_date as due_date,
            c.brand_owner_id = ${queueOwner} as queue,
            row_number() over (
              partition by c.brand_owner_id order by c.created_at desc, c.id, d.ordinality, n.number
            ) as rank,
            ${HASH(`c.id || ':' || d.ordinality || ':' || n.number`)} % 100 as h,
            ${HASH(`c.id || ':' || d.ordinality || ':' || n.number`, 8)} as h2
          from collaborations c
          join proposals p on p.id = c.proposal_id
          cross join lateral jsonb_array_elements(p.deliverables) with ordinality as d(value, ordinality)
          cross join lateral generate_series(1, (d.value->>'quantity')::int) as n(number)
        ) t
      ) u
    ) w`.execute(db);
  await sql`
    insert into collaboration_versions (id, item_id, version, caption, planned_publish_date, note,
      created_at)
    select gen_random_uuid()::text, i.id, v,
      'Versión ' || v || ' de ' || i.content_type || ' ' || i.number || ': '
        || repeat('receta con café en tres pasos, ', 1 + (i.seq + v) % 6) || '#Publicidad',
      case when v % 2 = 0 then i.due_date end,
      case when v > 1 then 'Ajusté el encuadre y la mención del descuento.' else '' end,
      c.created_at + interval '6 hours' * v
    from collaboration_items i
    join collaborations c on c.id = i.collaboration_id
    cross join lateral generate_series(1, ${VERSIONS_OF('i')}) as v`.execute(db);
  // One to three files per version: images with their thumbnail, the third a video.
  await sql`
    insert into collaboration_media (id, owner_id, version_id, position, media_type, file,
      thumbnail, file_name, size_bytes, created_at)
    select gen_random_uuid()::text, c.creator_id, v.id, pos,
      case when pos = 2 then 'video' else 'image' end,
      'drafts/' || md5(v.id || pos) || case when pos = 2 then '.mp4' else '.jpg' end,
      'drafts/' || md5(v.id || pos || 't') || '.jpg',
      'borrador-' || v.version || '-' || pos || case when pos = 2 then '.mp4' else '.jpg' end,
      case when pos = 2 then 18000000 else 350000 end + pos * 1000, v.created_at
    from collaboration_versions v
    join collaboration_items i on i.id = v.item_id
    join collaborations c on c.id = i.collaboration_id
    cross join lateral generate_series(0, (i.seq + v.version) % 3) as pos`.execute(db);
  // The timeline: created, each draft (with the changes asked between), then the state's moves.
  await sql`
    insert into collaboration_events (id, item_id, seq, action, actor, actor_id, from_status,
      to_status, note, version, created_at)
    select gen_random_uuid()::text, x.id, e, a.action,
      case when a.action in ('created', 'measured') then 'system'
        when a.action in ('draft_submitted', 'published', 'cancel_requested') then 'creator'
        else 'brand' end,
      case when a.action in ('created', 'measured') then null
        when a.action in ('draft_submitted', 'published', 'cancel_requested') then x.creator_id
        else x.brand_owner_id end,
      case a.action when 'created' then null
        when 'draft_submitted' then case when e = 2 then 'pending' else 'changes_requested' end
        when 'changes_requested' then 'draft_submitted' when 'approved' then 'draft_submitted'
        when 'rejected' then 'draft_submitted' when 'published' then 'approved'
        when 'measured' then 'published' when 'cancel_requested' then null
        else case when x.nv = 0 then 'pending' else 'draft_submitted' end end,
      case a.action when 'created' then 'pending' when 'cancel_requested' then null else a.action end,
      case a.action when 'changes_requested' then 'Menciona el descuento y acorta el inicio.'
        when 'rejected' then 'No es lo que acordamos.'
        when 'cancel_requested' then 'La marca movió el lanzamiento a marzo.'
        else '' end,
      case a.action when 'draft_submitted' then e / 2 when 'changes_requested' then (e - 1) / 2
        when 'approved' then x.nv when 'rejected' then x.nv end,
      x.c_at + interval '3 hours' * e
    from (
      select y.*, case when y.nv = 0 then 1 else 2 * y.nv end as base,
        case y.status when 'changes_requested' then array['changes_requested']
          when 'approved' then array['approved']
          when 'published' then array['approved', 'published']
          when 'measured' then array['approved', 'published', 'measured']
          when 'rejected' then array['rejected']
          when 'cancelled' then array['cancel_requested', 'cancelled']
          else array[]::text[] end as tail
      from (
        select i.id, i.status, c.brand_owner_id, c.creator_id, c.created_at as c_at,
          ${VERSIONS_OF('i')} as nv
        from collaboration_items i join collaborations c on c.id = i.collaboration_id
      ) y
    ) x
    cross join lateral generate_series(1, x.base + coalesce(array_length(x.tail, 1), 0)) as e
    cross join lateral (
      select case when e = 1 then 'created'
        when e <= x.base then case when e % 2 = 0 then 'draft_submitted' else 'changes_requested' end
        else x.tail[e - x.base] end as action
    ) a`.execute(db);
  // Readings at publication, 24 h and 7 days (a measured item), at publication (a published one
  // whose first read worked), typed by hand on the blog.
  await sql`
    insert into collaboration_figures (id, item_id, checkpoint, source, views, likes, comments,
      shares, reach, read_at)
    select gen_random_uuid()::text, i.id, k.checkpoint,
      case when i.network = 'blog' then 'manual' else i.network end,
      v.views, v.views / 15, v.views / 300, v.views / 200,
      case when i.network = 'blog' then null else v.views * 8 / 10 end,
      i.published_at + k.delay
    from collaboration_items i
    cross join lateral (values ('publication', 1, interval '5 minutes'), ('day', 2, interval '1 day'),
      ('week', 3, interval '7 days'), ('manual', 0, interval '10 minutes')) as k(checkpoint, n, delay)
    cross join lateral (select (1000 + ${HASH('i.id')} % 50000) * greatest(k.n, 1) as views) v
    where i.status in ('published', 'measured')
      and case when i.network = 'blog' then k.n = 0
        when i.status = 'measured' then k.n > 0
        else k.n = 1 and not ${READ_FAILED('i')} end`.execute(db);
  // Their jobs: done for what was read, a retry waiting for a failed read, the rest due later.
  await sql`
    insert into collaboration_figure_jobs (item_id, checkpoint, due_at, attempts, next_attempt_at,
      last_error, done_at)
    select i.id, k.checkpoint, i.published_at + k.delay,
      case when i.status = 'measured' then 1 when k.n > 1 then 0
        when ${READ_FAILED('i')} then 2 else 1 end,
      case when k.n = 1 and i.status = 'published' and ${READ_FAILED('i')}
        then now() + interval '25 minutes' else i.published_at + k.delay end,
      case when k.n = 1 and i.status = 'published' and ${READ_FAILED('i')}
        then 'La red no respondió a tiempo.' end,
      case when i.status = 'measured' or (k.n = 1 and not ${READ_FAILED('i')})
        then i.published_at + k.delay + interval '5 minutes' end
    from collaboration_items i
    cross join lateral (values ('publication', 1, interval '0 minutes'), ('day', 2, interval '1 day'),
      ('week', 3, interval '7 days')) as k(checkpoint, n, delay)
    where i.status in ('published', 'measured') and i.network <> 'blog'`.execute(db);
  await sql`
    update collaborations c set status = s.status, updated_at = s.updated_at
    from (
      select collaboration_id, max(updated_at) as updated_at,
        case when bool_or(status in ('pending', 'draft_submitted', 'changes_requested', 'approved'))
          then 'active' when bool_and(status = 'cancelled') then 'cancelled' else 'completed' end
          as status
      from collaboration_items group by collaboration_id
    ) s
    where s.collaboration_id = c.id`.execute(db);
  await sql`vacuum analyze users, brands, proposals, collaborations, collaboration_items,
    collaboration_versions, collaboration_media, collaboration_events, collaboration_figures,
    collaboration_figure_jobs`.execute(db);
}

async function rowCounts(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<Record<string, string>>`
    select
      (select count(*) from collaborations) as collaborations,
      (select count(*) from collaboration_items) as items,
      (select count(*) from collaboration_items where status = 'draft_submitted') as waiting,
      (select count(*) from collaboration_versions) as versions,
      (select count(*) from collaboration_media) as files,
      (select count(*) from collaboration_events) as events,
      (select count(*) from collaboration_figures) as figures,
      (select count(*) from collaboration_figure_jobs) as jobs`.execute(db);
  const row = rows[0]!;
  const n = (key: string) => count(Number(row[key]));
  return `${n('collaborations')} collaborations, ${n('items')} items (${n('waiting')} waiting), ${n('versions')} versions, ${n('files')} files, ${n('events')} events, ${n('figures')} readings, ${n('jobs')} figure jobs`;
}

// --- accounts -------------------------------------------------------------------------------------

interface Account {
  token: string;
  id: string;
}

async function account(
  baseUrl: string,
  email: string,
  role: 'brand' | 'influencer',
): Promise<Account> {
  let token: string;
  if (role === 'brand') {
    token = await brandToken(baseUrl, email);
  } else {
    const post = (path: string, body: unknown, bearer?: string) =>
      postJson<{ response: { token: string } }>(baseUrl, path, body, bearer);
    token = (await post(ApiPath.register, { email, password: 'contraseña-bench' })).response.token;
    await post(ApiPath.defineRole, { role }, token);
  }
  const profile = await fetch(`${baseUrl}${ApiPath.profile}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, id: ((await profile.json()) as { response: { id: string } }).response.id };
}

// --- query plans ----------------------------------------------------------------------------------

/** Keeps every statement a piece of code runs, to EXPLAIN them afterwards. */
class Statements implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(node);
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** A sequential scan of a table this size or larger is flagged: it needs an index. */
const BIG_TABLE_ROWS = 10_000;

async function printPlans(
  db: Kysely<Database>,
  label: string,
  work: (db: Kysely<Database>) => Promise<unknown>,
): Promise<Set<string>> {
  const statements = new Statements();
  await work(db.withPlugin(statements));
  const seqScans = new Set<string>();
  console.log(`  plans · ${label}`);
  for (const node of statements.nodes) {
    const compiled = db.getExecutor().compileQuery(node, createQueryId());
    const table = /\bfrom "?(\w+)"?/i.exec(compiled.sql)?.[1] ?? '?';
    const plan = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, costs off) ${compiled.sql}`, [...compiled.parameters]),
    );
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    const time = lines.find((line) => line.startsWith('Execution Time'))?.replace(/^.*: /, '');
    const nodes = lines
      .filter(
        (line) =>
          !/^\s*(Planning|Execution) Time|^\s*(Sort Key|Index Cond|Filter|Hash Cond|Join Filter|Rows Removed|Heap Fetches|Sort Method|Group Key|Buckets|Worker|Memory Usage|Recheck Cond|Heap Blocks|Presorted Key|Full-sort|Cache Key|Cache Mode|Hits)/.test(
            line,
          ),
      )
      .map((line) =>
        line
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s*\(actual time=[\d.]+\.\.[\d.]+ (rows=\d+) loops=(\d+)\)/, ' [$1×$2]'),
      );
    for (const line of lines) {
      const scanned = /Seq Scan on (\w+)/.exec(line)?.[1];
      if (scanned) seqScans.add(scanned);
    }
    console.log(`    ${table.padEnd(26)} ${(time ?? '').padStart(9)}  ${nodes.join(' | ')}`);
  }
  return seqScans;
}

// --- one engine ------------------------------------------------------------------------------------

interface EngineRun {
  server: RunningServer;
  queueOwner: Account;
  seedSeconds: number;
}

async function benchEngine(
  name: string,
  options: ServerOptions,
  pageTarget: number,
  after?: (run: EngineRun) => Promise<void>,
): Promise<void> {
  const server = await startServer({
    ...options,
    rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
  });
  try {
    const [queueOwner, brandOwner, creator] = [
      await account(server.url, 'cola@bench.invalid', 'brand'),
      await account(server.url, 'marca@bench.invalid', 'brand'),
      await account(server.url, 'creadora@bench.invalid', 'influencer'),
    ];
    const seeding = performance.now();
    await seedCollaborations(server.db, queueOwner.id);
    const seedSeconds = (performance.now() - seeding) / 1000;
    console.log(`\n${name}: seeded in ${seedSeconds.toFixed(0)} s: ${await rowCounts(server.db)}`);

    const idsOf = async (column: 'brand_owner_id' | 'creator_id', userId: string) =>
      (
        await server.db
          .selectFrom('collaborations')
          .select('id')
          .where(column, '=', userId)
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
    const creatorIds = await idsOf('creator_id', creator.id);
    const brandIds = await idsOf('brand_owner_id', brandOwner.id);
    const origin = server.url;

    console.log(
      `  request (p50 / p95 / p99 ms)                        route p50 / p95 / p99        sql p50 / p95    target        verdict`,
    );
    const line = (label: string, route: Figures, direct: Figures | null, target: number | null) =>
      console.log(
        `  ${label.padEnd(50)} ${fmt(route.p50)} ${fmt(route.p95)} ${fmt(route.p99)}   ${direct ? `${fmt(direct.p50)} ${fmt(direct.p95)}` : ' '.repeat(15)}    ${target === null ? '(baseline)   ' : `p95 ≤ ${String(target).padStart(2)} ms`}   ${target === null ? '' : route.p95 <= target ? 'met' : 'MISSED'}`,
      );
    const get = (path: string, token?: string) => async () => {
      const answer = await fetch(`${server.url}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
      return answer.json();
    };

    for (let i = 0; i < ENGINE_WARM_UP; i += 1) {
      await get(ApiPath.profile, creator.token)();
      await get(ApiPath.collaboration(creatorIds[i % creatorIds.length]!), creator.token)();
      await get(ApiPath.collaboration(brandIds[i % brandIds.length]!), brandOwner.token)();
      await get(ApiPath.collaborationReviewQueue, queueOwner.token)();
    }
    line('baseline GET /api/health (no database)', await timings(get(ApiPath.health)), null, null);
    line(
      'baseline GET profile (auth + one row)',
      await timings(get(ApiPath.profile, creator.token)),
      null,
      null,
    );

    for (const [side, account, ids] of [
      ['creator', creator, creatorIds],
      ['brand', brandOwner, brandIds],
    ] as const) {
      const pick = random(31);
      const route = await timings(() =>
        get(ApiPath.collaboration(ids[Math.floor(pick() * ids.length)]!), account.token)(),
      );
      const pickDirect = random(31);
      const user = {
        id: account.id,
        role: side === 'brand' ? ('brand' as const) : ('influencer' as const),
      };
      const direct = await timings(async () => {
        const id = ids[Math.floor(pickDirect() * ids.length)]!;
        await partyCollaboration(server.db, user, id);
        return JSON.stringify(await answerCollaboration(server.db, id, origin, new Date()));
      });
      line(
        `page read · ${side} (random of ${ids.length} collaborations)`,
        route,
        direct,
        pageTarget,
      );
    }

    const lastPage = Math.ceil(QUEUE_WAITING / PAGE_SIZE);
    for (const [label, page] of [
      [`first page (${PAGE_SIZE} of ${count(QUEUE_WAITING)} waiting)`, 1],
      [`last page (page ${lastPage})`, lastPage],
    ] as const) {
      const route = await timings(
        get(
          `${ApiPath.collaborationReviewQueue}?page=${page}&size_page=${PAGE_SIZE}`,
          queueOwner.token,
        ),
      );
      const window = { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
      const direct = await timings(async () =>
        JSON.stringify(await reviewQueueOf(server.db, queueOwner.id, window, origin)),
      );
      line(`review queue · ${label}`, route, direct, QUEUE_TARGET_MS);
    }

    if (options.databaseUrl) {
      const scanned = [
        ...(await printPlans(server.db, 'page read (brand)', async (db) => {
          const user = { id: brandOwner.id, role: 'brand' as const };
          await partyCollaboration(db, user, brandIds[0]!);
          await answerCollaboration(db, brandIds[0]!, origin, new Date());
        })),
        ...(await printPlans(server.db, 'review queue, first page', (db) =>
          reviewQueueOf(db, queueOwner.id, { offset: 0, limit: PAGE_SIZE }, origin),
        )),
        ...(await printPlans(server.db, `review queue, page ${lastPage}`, (db) =>
          reviewQueueOf(
            db,
            queueOwner.id,
            { offset: (lastPage - 1) * PAGE_SIZE, limit: PAGE_SIZE },
            origin,
          ),
        )),
      ];
      const { rows: sizes } = await sql<{ relname: string; reltuples: number }>`
        select relname, reltuples::bigint as reltuples from pg_class
        where relkind = 'r' and relname in (${sql.join([...new Set(scanned), ''])})`.execute(
        server.db,
      );
      const big = sizes.filter((table) => Number(table.reltuples) >= BIG_TABLE_ROWS);
      console.log(
        `  sequential scans: ${sizes.map((table) => `${table.relname} (${count(Number(table.reltuples))} rows)`).join(', ') || 'none'}` +
          `   of a table ≥ ${count(BIG_TABLE_ROWS)} rows: ${big.length ? `${big.map((table) => table.relname).join(', ')}: NEEDS AN INDEX` : 'none'}`,
      );
    }
    await after?.({ server, queueOwner, seedSeconds });
  } finally {
    await server.close();
  }
}

// --- campaign report PDF ---------------------------------------------------------------------------

/** Times each print around the real renderer (as scripts/bench-exports.ts does). */
class TimedRenderer implements KitRenderer {
  readonly times: number[] = [];
  constructor(private readonly inner: KitRenderer) {}
  pdf(html: string, options: KitPrintOptions) {
    return this.timed(() => this.inner.pdf(html, options));
  }
  png(html: string) {
    return this.timed(() => this.inner.png(html));
  }
  private async timed(work: () => Promise<Uint8Array>) {
    const start = performance.now();
    try {
      return await work();
    } finally {
      this.times.push(performance.now() - start);
    }
  }
}

/**
 * A report's collaboration as its brand reads it: four items (a measured reel, story and TikTok
 * video, a YouTube video published a day ago), each with two versions of two stills, readings at
 * publication, 24 h and 7 days; the one id is a real collaboration of the brand's.
 */
function reportCollaboration(id: string, index: number): Collaboration {
  const stills = (name: string) => [
    media('image', `${index}-${name}-a`),
    media('image', `${index}-${name}-b`),
  ];
  const readings = (base: number, source: 'instagram' | 'tiktok' | 'youtube', days: number) => [
    reading(
      'publication',
      '2030-01-22T18:00:00.000Z',
      { views: base, likes: Math.round(base / 12) },
      source,
    ),
    reading(
      'day',
      '2030-01-23T17:05:00.000Z',
      {
        views: base * 5,
        likes: Math.round(base / 3),
        comments: Math.round(base / 40),
        shares: Math.round(base / 30),
        reach: base * 4,
      },
      source,
    ),
    ...(days >= 7
      ? [
          reading(
            'week',
            '2030-01-29T17:05:00.000Z',
            {
              views: base * 11,
              likes: base,
              comments: Math.round(base / 20),
              shares: Math.round(base / 10),
              reach: base * 9,
            },
            source,
          ),
        ]
      : []),
  ];
  const piece = (
    network: 'instagram' | 'tiktok' | 'youtube',
    contentType: CollaborationItem['content_type'],
    status: 'measured' | 'published',
    base: number,
  ): CollaborationItem =>
    item({
      collaboration_id: id,
      network,
      content_type: contentType,
      status,
      revisions_used: 1,
      post_url: `https://www.${network}.com/p/bench${index}${contentType}/`,
      published_at: '2030-01-22T17:00:00.000Z',
      versions: [
        version(1, `Primer corte de ${contentType}`, stills(`${contentType}-v1`)),
        version(
          2,
          `Mi ritual de cada mañana: café de olla con Café de Altura ☕️ (${contentType})\nCanela, piloncillo y calma.\n#CaféDeAltura #Publicidad`,
          stills(`${contentType}-v2`),
        ),
      ],
      figures: readings(base, network, status === 'measured' ? 7 : 1),
    });
  const items = [
    piece('instagram', 'reel', 'measured', 4_000 + index),
    piece('instagram', 'story', 'measured', 1_800 + index),
    piece('tiktok', 'video', 'measured', 6_200 + index),
    piece('youtube', 'video', 'published', 2_500 + index),
  ];
  return aCollaboration({ id, items, items_total: items.length });
}

/** Stills as the core API serves them (480 px JPEG thumbnails), fetched from memory. */
async function stillImages(): Promise<(url: string) => Promise<Uint8Array | null>> {
  const pool = await Promise.all(
    Array.from({ length: 6 }, async (_, hue) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue * 60},70%,55%)"/><stop offset="1" stop-color="hsl(${hue * 60 + 40},60%,25%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="240" cy="280" r="140" fill="rgba(255,255,255,0.35)"/></svg>`;
      return new Uint8Array(
        await sharp(Buffer.from(svg))
          .composite([
            {
              input: await sharp({
                create: {
                  width: 480,
                  height: 600,
                  channels: 3,
                  background: '#808080',
                  noise: { type: 'gaussian', mean: 128, sigma: 24 },
                },
              })
                .png()
                .toBuffer(),
              blend: 'soft-light',
            },
          ])
          .jpeg({ quality: 80 })
          .toBuffer(),
      );
    }),
  );
  const logo = new Uint8Array(
    await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
  let next = 0;
  const assigned = new Map<string, Uint8Array>();
  return async (url) => {
    if (!url.startsWith(MEDIA_ORIGIN)) return null;
    if (url.includes('/brands/')) return logo;
    let bytes = assigned.get(url);
    if (!bytes) {
      bytes = pool[next % pool.length]!;
      next += 1;
      assigned.set(url, bytes);
    }
    return bytes;
  };
}

async function benchReports({ server, queueOwner }: EngineRun): Promise<void> {
  const chromium = await systemPart('chromium');
  if (!chromium.available) {
    console.log(`\ncampaign report PDF: skipped (${chromium.reason})`);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'marca-bench-reports-'));
  const printer = await ChromiumKitRenderer.launch();
  try {
    const ids = (
      await server.db
        .selectFrom('collaborations')
        .select('id')
        .where('brand_owner_id', '=', queueOwner.id)
        .orderBy('id')
        .limit(REPORTS)
        .execute()
    ).map((row) => row.id);
    const api = new CoreApiClient({ baseUrl: async () => server.url, retryDelaysMs: [] });
    const recordTimes: number[] = [];
    const register = async (_accountId: string, record: unknown) => {
      const start = performance.now();
      await api.post(ApiPath.campaignReportExports, record, { token: queueOwner.token });
      recordTimes.push(performance.now() - start);
    };
    const renderer = new TimedRenderer(printer);
    const dialogs: FileDialogs = {
      chooseSavePath: async (name) => join(dir, name),
      chooseFolder: async () => dir,
      reveal: () => undefined,
      openPath: async () => undefined,
    };
    const exporter = new CampaignReportExporter({
      source: {
        collaborationFor: async (id) => reportCollaboration(id, ids.indexOf(id)),
      },
      renderer,
      dialogs,
      images: await stillImages(),
      verifier: new ReportVerifications({
        baseUrl: async () => server.url,
        activeAccount: async () => queueOwner.id,
        register,
        pending: new PendingReportRegistrations({
          folderFor: () => join(dir, 'offline'),
          register,
        }),
      }),
    });

    // The floor: an empty page printed by the same printer, after one warm-up print (the first
    // loads fonts and the PDF backend).
    await printer.pdf('<!doctype html><p>.</p>', { pageSize: 'a4' });
    const empty: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const start = performance.now();
      await printer.pdf('<!doctype html><p>.</p>', { pageSize: 'a4' });
      empty.push(performance.now() - start);
    }

    const times: number[] = [];
    console.log(
      `\ncampaign report PDF (${REPORTS} reports: 4 items × 2 versions of 2 stills, readings at 3 checkpoints; Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}; code registered with the core API on PGlite)`,
    );
    for (const [index, id] of ids.entries()) {
      const start = performance.now();
      const answer = await exporter.export({ collaborationId: id, format: 'pdf' });
      const took = performance.now() - start;
      times.push(took);
      if (!answer?.verification.registered)
        throw new Error(`report ${index + 1} was not registered`);
      console.log(
        `  report ${String(index + 1).padStart(2)}   ${took.toFixed(0).padStart(5)} ms   (print ${renderer.times[index]!.toFixed(0)} ms, record ${recordTimes[index]!.toFixed(0)} ms)   ${took <= REPORT_TARGET_MS ? 'met' : 'MISSED'}`,
      );
    }
    const max = Math.max(...times);
    console.log(
      `  median ${percentile(times, 50).toFixed(0)} ms, max ${max.toFixed(0)} ms   target ≤ ${REPORT_TARGET_MS} ms each: ${max <= REPORT_TARGET_MS ? 'met' : 'MISSED'}` +
        `   (baseline: an empty page prints in ${percentile(empty, 50).toFixed(0)} ms)`,
    );
  } finally {
    await printer.close();
    await rm(dir, { recursive: true, force: true });
  }
}

// --- run ---------------------------------------------------------------------------------------------

const started = performance.now();
console.log(
  `collaborations (issue 31): ${count(COLLABORATIONS)} collaborations over ${BRANDS} brands and ${count(CREATORS)} creators; ${RUNS} sequential requests after ${WARM_UP} per line`,
);
const dir = await mkdtemp(join(tmpdir(), 'marca-bench-collaborations-'));
try {
  await benchEngine('PGlite (fresh folder)', { dataDir: dir }, 50, benchReports);
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
console.log(
  `\ncollaborations bench: ${((performance.now() - started) / 1000).toFixed(0)} s, memory rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`,
);
