import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { AuthAnswer } from '../../src-shared/domain/user';
import { TOKEN_USE_INTERVAL_MS } from '../../src-server/auth/token-store';
import { hashToken } from '../../src-server/auth/tokens';
import { PASSWORD, registerAccount, uniqueEmail } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

const SECOND_MS = 1000;

describeEngines('Token use on authenticated requests', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    server.clock.reset();
  });

  const profileStatus = async (token: string) =>
    (await server.request('GET', ApiPath.profile, { token })).status;

  const lastUsedAt = async (token: string) => {
    const row = await server.server.db
      .selectFrom('auth_tokens')
      .select('last_used_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    return row.last_used_at.getTime();
  };

  describe('revocation', () => {
    it('a signed-out token stops working at once, though its use was recorded seconds ago', async () => {
      const { token } = await registerAccount(server);
      server.clock.advance(TOKEN_USE_INTERVAL_MS + SECOND_MS);
      expect(await profileStatus(token)).toBe(200);
      const recorded = await lastUsedAt(token);

      server.clock.advance(5 * SECOND_MS);
      expect(await profileStatus(token)).toBe(200);
      expect(await lastUsedAt(token)).toBe(recorded);
      expect((await server.request('POST', ApiPath.logout, { token })).status).toBe(200);

      const after = await server.request('GET', ApiPath.profile, { token });
      expect(after.status).toBe(401);
      expect(after.body.code).toBe('not_authenticated');
    });

    it('a token another session signed out everywhere stops working at once', async () => {
      const email = uniqueEmail();
      const { token } = await registerAccount(server, email);
      const other = await server.request<AuthAnswer>('POST', ApiPath.login, {
        body: { email, password: PASSWORD },
      });
      server.clock.advance(TOKEN_USE_INTERVAL_MS + SECOND_MS);
      expect(await profileStatus(token)).toBe(200);

      server.clock.advance(SECOND_MS);
      const ended = await server.request('POST', ApiPath.logoutAll, {
        token: other.body.response.token,
      });
      expect(ended.status).toBe(200);

      expect(await profileStatus(token)).toBe(401);
      expect(await profileStatus(other.body.response.token)).toBe(401);
    });
  });

  describe('recording use', () => {
    it('records a token’s use at most once a minute', async () => {
      const { token } = await registerAccount(server);
      const signedUp = await lastUsedAt(token);

      server.clock.advance(30 * SECOND_MS);
      expect(await profileStatus(token)).toBe(200);
      expect(await lastUsedAt(token)).toBe(signedUp);

      server.clock.advance(31 * SECOND_MS);
      expect(await profileStatus(token)).toBe(200);
      const recorded = await lastUsedAt(token);
      expect(recorded - signedUp).toBeGreaterThanOrEqual(TOKEN_USE_INTERVAL_MS);

      server.clock.advance(10 * SECOND_MS);
      expect(await profileStatus(token)).toBe(200);
      expect(await lastUsedAt(token)).toBe(recorded);
    });

    it('answers every request of a burst once the last recorded use is stale', async () => {
      const { token } = await registerAccount(server);
      server.clock.advance(TOKEN_USE_INTERVAL_MS + SECOND_MS);
      const statuses = await Promise.all(Array.from({ length: 8 }, () => profileStatus(token)));
      expect(statuses).toEqual(Array.from({ length: 8 }, () => 200));
    });
  });
});
