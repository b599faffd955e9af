import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const hasPostgres =
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((version) =>
    existsSync(`/usr/lib/postgresql/${version}/bin/initdb`),
  );

let holder: Server | undefined;
afterEach(async () => {
  await new Promise((done) => (holder ? holder.close(done) : done(undefined)));
  holder = undefined;
});

/** Listens on 127.0.0.1:port; resolves false when someone else already does (it is taken either way). */
const hold = (port: number) =>
  new Promise<boolean>((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => {
      holder = server;
      done(true);
    });
  });

it.skipIf(!hasPostgres)(
  'starts its cluster on another port when 55432 is taken, and the cluster answers',
  async () => {
    await hold(55432);
    const { stdout } = await run(
      'bash',
      [
        '-c',
        // The way scripts/test.sh uses it: sourced, then DATABASE_URL read, then stopped.
        `. scripts/throwaway-postgres.sh >/dev/null && printf '%s' "$DATABASE_URL" && ` +
          `"$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT"; status=$?; stop_postgres; exit $status`,
      ],
      { cwd: root, env: { ...process.env, PG_PORT: '' } },
    );
    const port = Number(new URL(stdout).port);
    expect(port).toBeGreaterThan(55432);
  },
  // initdb alone takes seconds, many more on a loaded machine: room for it, not a speed check.
  120_000,
);
