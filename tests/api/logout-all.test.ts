import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { AuthAnswer } from '../../src-shared/domain/user';
import { PASSWORD, registerAccount, uniqueEmail } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Sign out everywhere (POST /api/v1/accounts/logout/all/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const profileStatus = async (token: string) =>
    (await server.request('GET', ApiPath.profile, { token })).status;

  it('ends every session of the caller’s user and no one else’s', async () => {
    const email = uniqueEmail();
    const first = await registerAccount(server, email);
    const second = await server.request<AuthAnswer>('POST', ApiPath.login, {
      body: { email, password: PASSWORD },
    });
    expect(second.status).toBe(200);
    const other = await registerAccount(server);

    const answer = await server.request<{ revoked: number }>('POST', ApiPath.logoutAll, {
      token: second.body.response.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response: { revoked: 2 } });

    expect(await profileStatus(first.token)).toBe(401);
    expect(await profileStatus(second.body.response.token)).toBe(401);
    expect(await profileStatus(other.token)).toBe(200);

    // The same person can sign in again afterwards.
    const again = await server.request<AuthAnswer>('POST', ApiPath.login, {
      body: { email, password: PASSWORD },
    });
    expect(await profileStatus(again.body.response.token)).toBe(200);
  });

  it('answers 401 without a token or with a revoked one', async () => {
    const anonymous = await server.request('POST', ApiPath.logoutAll);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('not_authenticated');

    const { token } = await registerAccount(server);
    expect((await server.request('POST', ApiPath.logoutAll, { token })).status).toBe(200);
    expect((await server.request('POST', ApiPath.logoutAll, { token })).status).toBe(401);
  });
});
