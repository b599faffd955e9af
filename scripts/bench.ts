// `npm run bench`: figures for the embedded core API, printed, never asserted.
// - cold start: PGlite created in a new folder, migrated, listening
// - warm start: the same folder opened again (what every app launch after the first costs)
// - sign-up, sign-in and profile reads over HTTP: p50 / p95 in ms
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
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

const dir = await mkdtemp(join(tmpdir(), 'marca-bench-'));
const options = { dataDir: dir, rateLimit: { max: 100_000, timeWindowMs: 60_000 } };

const [cold, coldMs] = await timed(() => startServer(options));
await cold.close();
const [server, warmMs] = await timed(() => startServer(options));

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
await server.close();
await rm(dir, { recursive: true, force: true });

console.log('embedded core API (PGlite)');
console.log(`  cold start (new data folder): ${fmt(coldMs)}`);
console.log(`  warm start (existing folder): ${fmt(warmMs)}`);
console.log(
  `  sign-up  p50 ${fmt(percentile(signUps, 50))}  p95 ${fmt(percentile(signUps, 95))}  (scrypt)`,
);
console.log(
  `  sign-in  p50 ${fmt(percentile(signIns, 50))}  p95 ${fmt(percentile(signIns, 95))}  (scrypt)`,
);
console.log(`  profile  p50 ${fmt(percentile(reads, 50))}  p95 ${fmt(percentile(reads, 95))}`);
console.log(`  memory   rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
