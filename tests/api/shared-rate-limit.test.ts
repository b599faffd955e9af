import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { startServer, type RunningServer } from '../../src-server/index';
import { describeEngines, describePostgres, type DatabaseForTest } from './harness/engines';
import { uniqueEmail } from './harness/accounts';
import { startTestServer, TEST_SECRETS_KEY, type TestServer } from './harness/test-server';

const LIMIT = 10;

function wrongLogin(url: string, headers: Record<string, string> = {}): Promise<number> {
  return fetch(`${url}${ApiPath.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: uniqueEmail('intruso'), password: 'no-es-la-clave' }),
  }).then((answer) => answer.status);
}

/** Issue 19: a team runs several API processes on one PostgreSQL; the sign-in limit is theirs. */
describePostgres('Sign-in limit shared by the API processes of a team', (engine) => {
  let database: DatabaseForTest;
  let mediaDir: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    database = await engine.migratedDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'api-test-media-'));
    for (let started = 0; started < 2; started += 1) {
      servers.push(
        await startServer({
          port: 0,
          mediaDir,
          secretsKey: TEST_SECRETS_KEY,
          rateLimit: { max: LIMIT, timeWindowMs: 60_000 },
          ...database.options,
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.dispose();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('lets only the limit through when 20 wrong logins are spread across two processes', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 2 * LIMIT }, (_, attempt) =>
        wrongLogin(servers[attempt % servers.length]?.url ?? ''),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT);
  });
});

describeEngines('X-Forwarded-For and TRUST_PROXY', (engine) => {
  let direct: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    const rateLimit = { max: 2, timeWindowMs: 60_000 };
    direct = await startTestServer(engine, { rateLimit });
    // The test's requests come from 127.0.0.1: here that is the trusted proxy.
    proxied = await startTestServer(engine, { rateLimit, trustProxy: ['127.0.0.0/8'] });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('ignores the header from a peer that is not a listed proxy', async () => {
    const statuses = [];
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push(await wrongLogin(direct.url, { 'x-forwarded-for': client }));
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('counts each client a listed proxy names on its own', async () => {
    const statuses = [];
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1']) {
      statuses.push(await wrongLogin(proxied.url, { 'x-forwarded-for': client }));
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect(await wrongLogin(proxied.url, { 'x-forwarded-for': '203.0.113.1' })).toBe(429);
  });
});
