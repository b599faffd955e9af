// `npm run bench` (core API under load): figures printed, never asserted. autocannon (10
// connections, in a worker thread so the load generator does not share the server's event loop)
// measures, in one run:
// - bare: a `node:http` server answering a constant JSON, the ceiling of this machine and Node;
// - the core API's `GET /api/v1/accounts/profile/` with a signed-in token, on PGlite (a fresh
//   folder, as the desktop runs it) and on PostgreSQL (a fresh database when DATABASE_URL is set
//   or scripts/throwaway-postgres.sh can start a cluster);
// each with req/s, its ratio to bare and p99 latency beside issue 16's targets.
// BENCH_API_SECONDS=3 makes a quicker run; BENCH_API_ENGINES=pglite (or postgres) runs one engine.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ApiPath } from '../src-shared/api/paths';
import { startServer, type RunningServer, type ServerOptions } from '../src-server/index';
import { benchPostgres } from './bench-postgres';
import { postJson } from './bench-support';

const CONNECTIONS = 10;
const SECONDS = Math.max(1, Number(process.env.BENCH_API_SECONDS ?? 10));
/** Unmeasured load first, so the JIT and the database's caches are warm. */
const WARM_UP_SECONDS = Math.min(3, Math.max(1, Math.round(SECONDS / 5)));
const ENGINES = (process.env.BENCH_API_ENGINES ?? 'pglite,postgres').toLowerCase().split(',');

interface EngineTarget {
  /** Minimum share of bare node:http's req/s. */
  ratio: number;
  /** Maximum p99 latency in ms. */
  p99Ms: number;
}
const TARGETS: Record<'PGlite' | 'PostgreSQL', EngineTarget> = {
  PGlite: { ratio: 0.2, p99Ms: 10 },
  PostgreSQL: { ratio: 0.35, p99Ms: 5 },
};

interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx plus connection errors and timeouts: a run with any is suspect. */
  failures: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers, workers: 1 });
  await run(WARM_UP_SECONDS);
  const result = await run(SECONDS);
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const BODY = JSON.stringify({ response: { ok: true } });

async function bareServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('bare server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

async function signedInToken(server: RunningServer): Promise<string> {
  const post = (path: string, body: unknown, token?: string) =>
    postJson<{ response: { token: string } }>(server.url, path, body, token);
  const credentials = { email: 'carga@bench.invalid', password: 'contraseña-bench' };
  await post(ApiPath.register, credentials);
  const { token } = (await post(ApiPath.login, credentials)).response;
  await post(ApiPath.defineRole, { role: 'influencer' }, token);
  return token;
}

async function profileLoad(options: ServerOptions): Promise<Load> {
  const server = await startServer({
    ...options,
    rateLimit: { max: 100_000, timeWindowMs: 60_000 },
  });
  try {
    const token = await signedInToken(server);
    return await load(`${server.url}${ApiPath.profile}`, { authorization: `Bearer ${token}` });
  } finally {
    await server.close();
  }
}

const rate = (value: number) => `${Math.round(value).toLocaleString('en')} req/s`.padStart(13);
const ms = (value: number) => `${Number(value.toFixed(1))} ms`;
const latency = (load: Load) => `p50 ${ms(load.p50).padStart(7)}  p99 ${ms(load.p99).padStart(7)}`;
const failures = (load: Load) => (load.failures ? `  (${load.failures} failed answers)` : '');

function printEngine(name: keyof typeof TARGETS, figures: Load, bare: Load): void {
  const target = TARGETS[name];
  const ratio = figures.reqPerSec / bare.reqPerSec;
  const ratioMet = ratio >= target.ratio ? 'met' : 'MISSED';
  const p99Met = figures.p99 <= target.p99Ms ? 'met' : 'MISSED';
  console.log(
    `  ${`profile GET · ${name}`.padEnd(30)} ${rate(figures.reqPerSec)}  ${latency(figures)}${failures(figures)}`,
  );
  console.log(
    `    ratio to bare ${(ratio * 100).toFixed(1).padStart(5)} %   target ≥ ${target.ratio * 100} %: ${ratioMet}` +
      `   p99 ${ms(figures.p99)}   target ≤ ${target.p99Ms} ms: ${p99Met}`,
  );
}

console.log(
  `core API under load (autocannon, ${CONNECTIONS} connections, ${SECONDS} s after ${WARM_UP_SECONDS} s warm-up)`,
);
const bare = await bareServer();
let bareFigures: Load;
try {
  bareFigures = await load(bare.url);
} finally {
  await new Promise<void>((resolve) => bare.server.close(() => resolve()));
}
console.log(
  `  bare node:http (constant JSON) ${rate(bareFigures.reqPerSec)}  ${latency(bareFigures)}${failures(bareFigures)}`,
);

if (ENGINES.includes('pglite')) {
  const dir = await mkdtemp(join(tmpdir(), 'marca-bench-api-'));
  try {
    printEngine('PGlite', await profileLoad({ dataDir: dir }), bareFigures);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (ENGINES.includes('postgres')) {
  const postgres = await benchPostgres();
  if (!postgres) {
    console.log(
      '  profile GET · PostgreSQL: skipped (no DATABASE_URL, and scripts/throwaway-postgres.sh found no server binaries)',
    );
  } else {
    try {
      printEngine('PostgreSQL', await profileLoad({ databaseUrl: postgres.url }), bareFigures);
    } finally {
      await postgres.dispose();
    }
  }
}
