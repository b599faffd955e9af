import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { User } from '../../src-shared/domain/user';
import { registerAccount } from './harness/accounts';
import { describeEngines, describePostgres, type Engine } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

// The session behind each request is kept in memory (src-server/auth/session-cache.ts): these
// prove that no change to a user or a token is ever answered from a stale copy.

const profile = (server: TestServer, token: string) =>
  server.request<User>('GET', ApiPath.profile, { token });

describeEngines('Sessions kept in memory', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a change written straight to the database shows on the next request', async () => {
    const { token, user } = await registerAccount(server);
    expect((await profile(server, token)).status).toBe(200);
    expect((await profile(server, token)).status).toBe(200);

    await server.server.db
      .updateTable('users')
      .set({ first_name: 'Renombrada' })
      .where('id', '=', user.id)
      .execute();
    expect((await profile(server, token)).body.response.first_name).toBe('Renombrada');
  });

  it('a token revoked inside a transaction stops working once the transaction commits', async () => {
    const { token, user } = await registerAccount(server);
    expect((await profile(server, token)).status).toBe(200);
    await server.server.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', user.id)
        .execute();
    });
    expect((await profile(server, token)).status).toBe(401);
  });
});

/** Another API process hears a change through PostgreSQL's notification, within moments. */
async function statusSoon(server: TestServer, token: string, wanted: number): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    status = (await profile(server, token)).status;
    if (status === wanted) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return status;
}

describePostgres(
  'Sessions kept in memory by two API processes on one database',
  (engine: Engine) => {
    let first: TestServer;
    let second: TestServer;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      const database = await engine.migratedDatabase();
      dispose = database.dispose;
      first = await startTestServer(engine, database.options);
      second = await startTestServer(engine, database.options);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await dispose?.();
    });

    it('a sign-out through one process ends the session the other one keeps', async () => {
      const { token } = await registerAccount(first);
      expect(await statusSoon(second, token, 200)).toBe(200);
      expect((await profile(second, token)).status).toBe(200);

      expect((await first.request('POST', ApiPath.logout, { token })).status).toBe(200);
      expect(await statusSoon(second, token, 401)).toBe(401);
    });
  },
);
