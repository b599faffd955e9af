// `npm run bench`: figures for the embedded core API, printed, never asserted.
// - cold start: PGlite created in a new folder, migrated, listening
// - warm start: the same folder opened again (what every app launch after the first costs)
// - sign-up, sign-in and profile reads over HTTP: p50 / p95 in ms
// - resident memory: this process before the server (the baseline), idle after start, and after
//   1,000 mixed requests; the embedded core API runs inside the app's main process the same way
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPath } from '../src-shared/api/paths';
import { startServer } from '../src-server/index';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

const mib = (bytes: number) => bytes / 1024 / 1024;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const rssBefore = process.memoryUsage().rss;

const dir = await mkdtemp(join(tmpdir(), 'marca-bench-'));
const options = { dataDir: dir, rateLimit: { max: 100_000, timeWindowMs: 60_000 } };

const [cold, coldMs] = await timed(() => startServer(options));
await cold.close();
const [server, warmMs] = await timed(() => startServer(options));
await settle();
const rssIdle = process.memoryUsage().rss;

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
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
  signUps.push((await timed(() => post('/api/v1/accounts/register/', credentials)))[1]);
  const [answer, ms] = await timed(() => post('/api/v1/accounts/login/', credentials));
  signIns.push(ms);
  token = ((await answer.json()) as { response: { token: string } }).response.token;
}
for (let i = 0; i < 300; i += 1) {
  const [answer, ms] = await timed(() =>
    fetch(`${server.url}/api/v1/accounts/profile/`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  await answer.arrayBuffer();
  reads.push(ms);
}
// 1,000 mixed requests: what a creator's screens read, as the last account signed up.
const role = await fetch(`${server.url}${ApiPath.defineRole}`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  body: JSON.stringify({ role: 'influencer' }),
});
if (!role.ok) throw new Error(`define-role answered ${role.status}`);
const mixed = [ApiPath.profile, ApiPath.networks, ApiPath.interests, ApiPath.briefcase];
const statuses = new Set<number>();
for (let i = 0; i < 1000; i += 1) {
  const answer = await fetch(`${server.url}${mixed[i % mixed.length]}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  statuses.add(answer.status);
  await answer.arrayBuffer();
}
if ([...statuses].some((status) => status >= 400)) throw new Error(`answers: ${[...statuses]}`);
await settle();
const rssAfterLoad = process.memoryUsage().rss;
await server.close();
await rm(dir, { recursive: true, force: true });

console.log('embedded core API (PGlite)');
console.log(`  cold start (new data folder): ${fmt(coldMs)}  (target ≤ 2000 ms)`);
console.log(`  warm start (existing folder): ${fmt(warmMs)}  (target ≤ 500 ms)`);
console.log(
  `  sign-up  p50 ${fmt(percentile(signUps, 50))}  p95 ${fmt(percentile(signUps, 95))}  (scrypt)`,
);
console.log(
  `  sign-in  p50 ${fmt(percentile(signIns, 50))}  p95 ${fmt(percentile(signIns, 95))}  (scrypt)`,
);
console.log(`  profile  p50 ${fmt(percentile(reads, 50))}  p95 ${fmt(percentile(reads, 95))}`);
console.log(
  `  memory   rss before the server ${mib(rssBefore).toFixed(0)} MiB (baseline), idle after start ` +
    `${mib(rssIdle).toFixed(0)} MiB, after 1,000 mixed requests ${mib(rssAfterLoad).toFixed(0)} MiB ` +
    `(target ≤ 300 MiB for both)`,
);
