// A PostgreSQL for scripts/bench-finder.ts: a fresh database on DATABASE_URL's server when it is
// set, else a throwaway cluster started with scripts/throwaway-postgres.sh (on a free port),
// else none. Whatever this starts, `dispose` stops and deletes.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { createThrowawayDatabase } from '../tests/api/harness/postgres';

const run = promisify(execFile);

export interface BenchPostgres {
  url: string;
  /** Where it came from, for the printout. */
  origin: string;
  dispose(): Promise<void>;
}

/** A port nobody listens on now (55432 may be a running test suite's cluster). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

export async function benchPostgres(): Promise<BenchPostgres | null> {
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (adminUrl) {
    const database = await createThrowawayDatabase(adminUrl);
    return { url: database.url, origin: 'DATABASE_URL', dispose: database.drop };
  }
  // The recipe leaves the cluster running when its shell ends (only the caller's trap stops it),
  // so the shell reports where it is and this process stops it later.
  const { stdout } = await run(
    'bash',
    [
      '-c',
      '. scripts/throwaway-postgres.sh >&2 && [ -n "${DATABASE_URL:-}" ] && printf "%s\\n%s\\n%s" "$DATABASE_URL" "$PG_DIR" "$PGBIN"',
    ],
    { env: { ...process.env, PG_PORT: String(await freePort()) } },
  ).catch(() => ({ stdout: '' }));
  const [url, dir, bin] = stdout.trim().split('\n');
  if (!url || !dir || !bin) return null;
  return {
    url,
    origin: 'scripts/throwaway-postgres.sh',
    dispose: async () => {
      const stop = `if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop; else "$PGBIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop; fi >/dev/null 2>&1; rm -rf "$PG_DIR"`;
      await run('bash', ['-c', stop], { env: { ...process.env, PGBIN: bin, PG_DIR: dir } });
    },
  };
}
