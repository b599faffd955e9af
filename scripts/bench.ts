// `npm run bench`: figures for the embedded core API, printed, never asserted. The API runs as the
// app runs it (`npm run build`: out/main/core-api.js in a process of its own, started by main's
// launcher with its memory settings; plain Node stands in for Electron's utility process), each
// start in a fresh process as each app launch is; this script talks to it over HTTP only and reads
// its resident memory from the kernel.
// - cold start: PGlite created in a new folder, migrated, listening
// - warm start: the same folder opened again (what every app launch after the first costs), the
//   median of WARM_STARTS with their range and the CPU time the process used until it listened,
//   beside a bare Node process's own start measured in the same run (the floor any process pays)
//   and the stack's own start (bench-stack-floor.ts: the same libraries and engine settings with
//   none of the API's features), taken in turn with the API's starts
// - both starts again on the Node that Electron embeds (bench-electron-node.ts), which is what the
//   app's utility process runs, when this machine's Node is another major
// - sign-up, sign-in and profile reads over HTTP: p50 / p95 in ms
// - resident memory: a bare Node process (the baseline), the API idle after start, and after
//   1,000 mixed requests (a creator's screens)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPath } from '../src-shared/api/paths';
import { COMPILE_CACHE_ENV } from '../src-server/embedded-protocol';
import { inChildProcess } from '../src-main/server-host/api-child-process';
import { EmbeddedApiHost } from '../src-main/server-host/embedded-api-host';
import { nodeApiChild } from '../src-main/server-host/node-api-child';
import { percentile } from './bench-support';
import { electronNode, type BenchRuntime } from './bench-electron-node';
import { buildStackFloor, stackFloorStart } from './bench-stack-floor';

// What the app runs in its utility process (`npm run build`), started by main's own launcher.
const ENTRY = resolve(import.meta.dirname, '../out/main/core-api.js');
const TEMPLATE = resolve(import.meta.dirname, '../out/db-template.tar.gz');

const WARM_STARTS = 5;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const settle = () => new Promise((done) => setTimeout(done, 1000));

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

/** Resident memory of a process, from the kernel (Linux). */
async function rssOf(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kib * 1024;
}

/** CPU time (user + system) a process has used so far, from the kernel (Linux's 100 ticks/s). */
async function cpuMsOf(pid: number | undefined): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Spawn to the first line of a script that does nothing but say so over IPC: Node's own start. */
async function bareNodeStartMs(execPath = process.execPath): Promise<number> {
  const begin = performance.now();
  const child = spawn(execPath, ['-e', "process.send('up')"], {
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  await new Promise((up) => child.once('message', up));
  const ms = performance.now() - begin;
  child.kill();
  return ms;
}

const range = (values: number[]) =>
  `median ${fmt(percentile(values, 50))} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`;

interface Started {
  host: EmbeddedApiHost;
  url: string;
  pid: number | undefined;
  /** Fork to listening, Node's own start and module loading included. */
  processMs: number;
  /** startServer alone: open (and create) the data folder, migrate, listen. */
  serverMs: number;
  /** CPU the process used until it listened, all its threads. */
  cpuMs: number;
}

/** One app launch's start of the embedded API, on `userData` (its `core-api` folder). */
async function startApi(userData: string, runtime?: BenchRuntime): Promise<Started> {
  const host = new EmbeddedApiHost(userData, {
    // As main starts it: the compile cache beside the data (used where Node has one, 22.1+).
    runner: inChildProcess(nodeApiChild(ENTRY, [], runtime?.execPath), {
      ...process.env,
      [COMPILE_CACHE_ENV]: join(userData, 'compile-cache'),
    }),
    server: { dataTemplate: TEMPLATE, rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } },
  });
  const begin = performance.now();
  const api = await host.started();
  return {
    host,
    url: api.url,
    pid: api.pid,
    processMs: performance.now() - begin,
    serverMs: api.startMs,
    cpuMs: await cpuMsOf(api.pid),
  };
}

interface StartSeries {
  runtime: string;
  cold: Started;
  warm: Started[];
  /** A bare process of the same Node, spawn to its first line. */
  bare: number[];
  /** The stack's floor (bench-stack-floor.ts) on the same folder, interleaved with `warm`. */
  floor: number[];
}

/** A cold start on a new folder, then WARM_STARTS on it; `keepLast` leaves the last one running. */
async function startSeries(
  dataDir: string,
  runtime?: BenchRuntime,
  keepLast = false,
): Promise<StartSeries> {
  const bare: number[] = [];
  for (let i = 0; i < WARM_STARTS; i += 1) bare.push(await bareNodeStartMs(runtime?.execPath));
  const cold = await startApi(dataDir, runtime);
  await cold.host.stop();
  const folder = join(dataDir, 'core-api');
  await stackFloorStart(folder, runtime?.execPath);
  const floor: number[] = [];
  const warm: Started[] = [];
  for (let i = 0; i < WARM_STARTS; i += 1) {
    // Turn about with the API's own starts, so a change in this machine's speed touches both.
    floor.push(await stackFloorStart(folder, runtime?.execPath));
    const started = await startApi(dataDir, runtime);
    warm.push(started);
    if (!keepLast || i < WARM_STARTS - 1) await started.host.stop();
  }
  return { runtime: runtime?.version ?? process.version, cold, warm, bare, floor };
}

/** Node's compile cache is in 22.1 and later. */
function hasCompileCache(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 1);
}

function printStarts(title: string, { runtime, cold, warm, bare, floor }: StartSeries): void {
  console.log(`  ${title}, Node ${runtime}:`);
  console.log(
    `    cold start (new data folder): process ${fmt(cold.processMs)}, startServer alone ${fmt(cold.serverMs)}, ` +
      `CPU ${fmt(cold.cpuMs)}  (target ≤ 2000 ms)`,
  );
  console.log(
    `    warm start (existing folder, ${WARM_STARTS} starts): process ${range(warm.map((start) => start.processMs))}  (target ≤ 500 ms)`,
  );
  console.log(
    `             startServer alone ${range(warm.map((start) => start.serverMs))}, ` +
      `CPU ${range(warm.map((start) => start.cpuMs))}`,
  );
  console.log(
    `             compile cache: ${hasCompileCache(runtime) ? 'on' : 'not in this Node (22.1 and later)'}`,
  );
  console.log(
    `             baseline: a bare Node process's own start (spawn → first line) ${range(bare)}`,
  );
  const warmMs = warm.map((start) => start.processMs);
  const ownCode = percentile(warmMs, 50) - percentile(floor, 50);
  console.log(
    `             baseline: the stack alone (the API's libraries loaded, PGlite opened as the API ` +
      `opens it, one query, one route listening; turn about with the starts above) ${range(floor)}; ` +
      `the API's own code adds ${fmt(ownCode)}`,
  );
}

async function bareNodeRss(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await settle();
  const rss = await rssOf(child.pid);
  child.kill();
  return rss;
}

if (!existsSync(ENTRY)) throw new Error('run `npm run build` first');
await buildStackFloor();
const dir = await mkdtemp(join(tmpdir(), 'marca-bench-'));
const dataDir = join(dir, 'data');
try {
  const baseline = await bareNodeRss();
  const electron = electronNode();
  const onElectronNode = electron.runtime
    ? await startSeries(join(dir, 'electron-node'), electron.runtime, true)
    : null;
  let electronRssIdle = 0;
  if (onElectronNode) {
    const last = onElectronNode.warm.at(-1) as Started;
    await settle();
    electronRssIdle = await rssOf(last.pid);
    await last.host.stop();
  }
  // The last start stays up for the requests and memory figures below.
  const onThisNode = await startSeries(dataDir, undefined, true);
  const warm = onThisNode.warm.at(-1) as Started;
  const { url, pid } = warm;
  await settle();
  const rssIdle = await rssOf(pid);

  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const signUps: number[] = [];
  const signIns: number[] = [];
  const reads: number[] = [];
  let token = '';
  for (let i = 0; i < 30; i += 1) {
    const credentials = { email: `bench${i}@ejemplo.mx`, password: 'contraseña-bench' };
    signUps.push((await timed(() => post(ApiPath.register, credentials)))[1]);
    const [answer, ms] = await timed(() => post(ApiPath.login, credentials));
    signIns.push(ms);
    token = ((await answer.json()) as { response: { token: string } }).response.token;
  }
  const rssAfterSignIns = await rssOf(pid);
  const authorized = { headers: { Authorization: `Bearer ${token}` } };
  for (let i = 0; i < 300; i += 1) {
    const [answer, ms] = await timed(() => fetch(`${url}${ApiPath.profile}`, authorized));
    await answer.arrayBuffer();
    reads.push(ms);
  }
  const rssAfterReads = await rssOf(pid);
  // 1,000 mixed requests: what a creator's screens read, as the last account signed up.
  const role = await fetch(`${url}${ApiPath.defineRole}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ role: 'influencer' }),
  });
  if (!role.ok) throw new Error(`define-role answered ${role.status}`);
  const mixed = [ApiPath.profile, ApiPath.networks, ApiPath.interests, ApiPath.briefcase];
  const statuses = new Set<number>();
  for (let i = 0; i < 1000; i += 1) {
    const answer = await fetch(`${url}${mixed[i % mixed.length]}`, authorized);
    statuses.add(answer.status);
    await answer.arrayBuffer();
  }
  if ([...statuses].some((status) => status >= 400)) throw new Error(`answers: ${[...statuses]}`);
  await settle();
  const rssAfterLoad = await rssOf(pid);
  await warm.host.stop();

  console.log(
    'embedded core API (PGlite 0.5; its own process as the app starts it: out/main/core-api.js, MALLOC_ARENA_MAX=2)',
  );
  if (onElectronNode) {
    printStarts(`as the app runs it, on Electron's Node (${electron.note})`, onElectronNode);
    console.log(`             resident memory idle after start ${mib(electronRssIdle)}`);
  } else {
    console.log(`  on Electron's Node: ${electron.note}`);
  }
  printStarts(`on this machine's Node (the team server's runtime)`, onThisNode);
  console.log(
    `  sign-up  p50 ${fmt(percentile(signUps, 50))}  p95 ${fmt(percentile(signUps, 95))}  (scrypt)`,
  );
  console.log(
    `  sign-in  p50 ${fmt(percentile(signIns, 50))}  p95 ${fmt(percentile(signIns, 95))}  (scrypt)`,
  );
  console.log(`  profile  p50 ${fmt(percentile(reads, 50))}  p95 ${fmt(percentile(reads, 95))}`);
  console.log(
    `  memory   bare Node process ${mib(baseline)} (baseline); the API idle after start ${mib(rssIdle)}, ` +
      `after 1,000 mixed requests ${mib(rssAfterLoad)}  (target ≤ 300 MiB for both)`,
  );
  console.log(
    `           along the way: after 30 sign-ups and sign-ins (scrypt) ${mib(rssAfterSignIns)}, ` +
      `after 300 profile reads ${mib(rssAfterReads)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
