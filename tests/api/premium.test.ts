import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { PremiumStanding } from '../../src-shared/domain/plan';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Premium standing (/api/v1/accounts/profile/premium/)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const premium = (token: string | undefined, query = '') =>
    server.request<PremiumStanding>('GET', `${ApiPath.premium}${query}`, { token });

  it('is the free plan for a new account; money and textbody add the balance and a summary', async () => {
    const { token } = await registerWithRole(server);
    const plain = await premium(token);
    expect(plain.status).toBe(200);
    expect(plain.body.response).toEqual({
      premium: false,
      plan: 'free',
      ends_at: null,
      days_left: null,
      trial_used: false,
    });
    const full = await premium(token, '?money=1&textbody=true');
    expect(full.body.response).toMatchObject({ credits: 0, text: 'Tienes el plan gratuito.' });
    const off = await premium(token, '?money=0&textbody=');
    expect(off.body.response).not.toHaveProperty('credits');
    expect(off.body.response).not.toHaveProperty('text');
  });

  it("reads the caller's own plan, and lapses it by date", async () => {
    const { token, user } = await registerWithRole(server);
    const other = await registerWithRole(server);
    const ends = new Date(server.clock.now().getTime() + 3 * 86_400_000);
    await server.server.db
      .insertInto('account_plans')
      .values({
        user_id: user.id,
        plan: 'trial',
        started_at: server.clock.now(),
        ends_at: ends,
        trial_used_at: server.clock.now(),
        credits: 12,
      })
      .execute();
    const mine = await premium(token, '?money=1');
    expect(mine.body.response).toEqual({
      premium: true,
      plan: 'trial',
      ends_at: ends.toISOString(),
      days_left: 3,
      trial_used: true,
      credits: 12,
    });
    expect((await premium(other.token)).body.response.premium).toBe(false);

    server.clock.advance(4 * 86_400_000);
    try {
      expect((await premium(token)).body.response).toMatchObject({
        premium: false,
        plan: 'free',
        trial_used: true,
      });
    } finally {
      server.clock.reset();
    }
  });

  it('refuses a switch that is not one, and anonymous callers', async () => {
    const { token } = await registerWithRole(server);
    const bad = await premium(token, '?money=muchos');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['money']);
    expect((await premium(undefined)).status).toBe(401);
  });
});
