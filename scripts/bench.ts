// `npm run bench`: figures for the embedded core API, printed, never asserted. The API runs as
// built for users (`npm run build:server`, plain Node, no tsx), each start in a fresh process as
// each app launch is; this script only talks to it over HTTP and reads its resident memory.
// - cold start: PGlite created in a new folder, migrated, listening
// - warm start: the same folder opened again (what every app launch after the first costs)
// - sign-up, sign-in and profile reads over HTTP: p50 / p95 in ms
// - resident memory: a bare Node process (the baseline), the API idle after start, and after
//   1,000 mixed requests (a creator's screens)
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPath } from '../src-shared/api/paths';
import { percentile } from './bench-support';

const SERVER = resolve(import.meta.dirname, '../out/server/server.js');
const LISTENING = /escuchando en (\S+) .* arrancó en (\d+) ms/;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const settle = () => new Promise((done) => setTimeout(done, 1000));

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

/** Resident memory of a process, from the kernel (Linux). */
async function rssOf(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kib * 1024;
}

interface Started {
  child: ChildProcess;
  url: string;
  /** Spawn to listening, Node's own start and module loading included. */
  processMs: number;
  /** startServer alone: open (and create) the data folder, migrate, listen. */
  serverMs: number;
}

async function startApi(dataDir: string): Promise<Started> {
  const begin = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (!match) return;
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      done({
        child,
        url: match[1]!,
        processMs: performance.now() - begin,
        serverMs: Number(match[2]),
      });
    });
    child.once('exit', (code) => fail(new Error(`the core API exited (${code}): ${output}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

async function bareNodeRss(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await settle();
  const rss = await rssOf(child);
  child.kill();
  return rss;
}

if (!existsSync(SERVER)) throw new Error('run `npm run build:server` first');
const dir = await mkdtemp(join(tmpdir(), 'marca-bench-'));
const dataDir = join(dir, 'data');
try {
  const baseline = await bareNodeRss();
  const cold = await startApi(dataDir);
  await stop(cold.child);
  const warm = await startApi(dataDir);
  const { url, child } = warm;
  await settle();
  const rssIdle = await rssOf(child);

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
  const rssAfterSignIns = await rssOf(child);
  const authorized = { headers: { Authorization: `Bearer ${token}` } };
  for (let i = 0; i < 300; i += 1) {
    const [answer, ms] = await timed(() => fetch(`${url}${ApiPath.profile}`, authorized));
    await answer.arrayBuffer();
    reads.push(ms);
  }
  const rssAfterReads = await rssOf(child);
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
  const rssAfterLoad = await rssOf(child);
  await stop(child);

  console.log('embedded core API (PGlite 0.5, built server on plain Node)');
  console.log(
    `  cold start (new data folder): startServer ${fmt(cold.serverMs)}, process ${fmt(cold.processMs)}  (target ≤ 2000 ms)`,
  );
  console.log(
    `  warm start (existing folder): startServer ${fmt(warm.serverMs)}, process ${fmt(warm.processMs)}  (target ≤ 500 ms)`,
  );
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
