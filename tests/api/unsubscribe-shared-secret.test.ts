import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { startServer, type RunningServer, type ServerOptions } from '../../src-server/index';
import { unsubscribeSignature } from '../../src-server/mail/unsubscribe-link';
import { PASSWORD, uniqueEmail } from './harness/accounts';
import { describePostgres, type DatabaseForTest } from './harness/engines';
import { TEST_SECRETS_KEY } from './harness/test-server';

const SECRET = 'secreto-del-entorno-0123456789abcdef-01';

/** A server of the team on the shared database, mailing into an outbox folder of its own. */
interface TeamServer {
  server: RunningServer;
  outbox: string;
}

async function post(url: string, body: unknown): Promise<number> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer.status;
}

/** The unsubscribe link of the reset mail `team` sends to a new account's address. */
async function mailedLink(team: TeamServer): Promise<{ email: string; link: string }> {
  const email = uniqueEmail('equipo');
  expect(await post(`${team.server.url}${ApiPath.register}`, { email, password: PASSWORD })).toBe(
    201,
  );
  expect(await post(`${team.server.url}${ApiPath.sendPassword}`, { email })).toBe(200);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const name of await readdir(team.outbox)) {
      if (!name.endsWith('.eml')) continue;
      const raw = await readFile(join(team.outbox, name), 'utf8');
      const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
      if (link?.includes(encodeURIComponent(email))) return { email, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email} in ${team.outbox}`);
}

/** `link` opened on `server` instead of the one that mailed it. */
const openOn = (server: RunningServer, link: string) =>
  fetch(`${server.url}${new URL(link).pathname}${new URL(link).search}`);

/**
 * Issue 19: without UNSUBSCRIBE_SECRET, the API processes of a team on one PostgreSQL sign
 * unsubscribe links with one key kept in the database, so a link any of them mailed works on
 * every other, and after restarts. UNSUBSCRIBE_SECRET still wins where it is set.
 */
describePostgres('Unsubscribe links shared by the API processes of a team', (engine) => {
  let database: DatabaseForTest;
  let mediaDir: string;
  const folders: string[] = [];
  const running: RunningServer[] = [];

  async function start(overrides: Partial<ServerOptions> = {}): Promise<TeamServer> {
    const outbox = await mkdtemp(join(tmpdir(), 'api-test-outbox-'));
    folders.push(outbox);
    const server = await startServer({
      port: 0,
      mediaDir,
      secretsKey: TEST_SECRETS_KEY,
      rateLimit: { max: 10_000, timeWindowMs: 60_000 },
      mail: { outboxDir: outbox },
      // A team's address, as its processes would be configured: the links carry its path.
      publicUrl: 'https://api.equipo.example',
      ...database.options,
      ...overrides,
    });
    running.push(server);
    return { server, outbox };
  }

  beforeAll(async () => {
    database = await engine.migratedDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'api-test-media-'));
    folders.push(mediaDir);
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()));
    await database?.dispose();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('accept each other’s links, also after a restart, and UNSUBSCRIBE_SECRET still wins', async () => {
    // Started together: both reach for the key the database does not hold yet.
    const [first, second] = await Promise.all([start(), start()]);
    const fromFirst = await mailedLink(first);
    const fromSecond = await mailedLink(second);

    const onSecond = await openOn(second.server, fromFirst.link);
    expect(onSecond.status).toBe(200);
    expect(await onSecond.json()).toMatchObject({
      response: { unsubscribed: true, email: fromFirst.email },
    });
    expect((await openOn(first.server, fromSecond.link)).status).toBe(200);

    // A process started later (a restart, a deploy) accepts what the earlier ones mailed.
    await first.server.close();
    const later = await start();
    const late = await mailedLink(later);
    expect((await openOn(later.server, fromSecond.link)).status).toBe(200);
    expect((await openOn(second.server, late.link)).status).toBe(200);

    // With the variable set, that process signs and checks with it, not the database's key.
    const configured = await start({ unsubscribeSecret: SECRET });
    const own = await mailedLink(configured);
    expect(own.link).toContain(`signature=${unsubscribeSignature(SECRET, own.email)}`);
    expect((await openOn(configured.server, own.link)).status).toBe(200);
    expect((await openOn(configured.server, late.link)).status).toBe(400);
  });
});
