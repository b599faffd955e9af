import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { PremiumStanding } from '../../src-shared/domain/plan';
import { registerAccount, registerWithRole } from './harness/accounts';
import { buy, newKey, transactions } from './harness/billing';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

const DAY_MS = 86_400_000;

describeEngines('Trial plan (/api/v3/plans/apply-trial/)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const applyTrial = (token: string | undefined) =>
    server.request<PremiumStanding>('GET', ApiPath.applyTrial, { token });

  it('starts a 14-day trial once, with its ledger line, answering the standing', async () => {
    const { token } = await registerWithRole(server);
    const before = server.clock.now().getTime();
    const answer = await applyTrial(token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const standing = answer.body.response;
    expect(standing).toMatchObject({
      premium: true,
      plan: 'trial',
      days_left: 14,
      trial_used: true,
      credits: 0,
      text: expect.stringMatching(/^Tienes la prueba premium hasta el \d{1,2} de \w+ de \d{4}\.$/),
    });
    const ends = new Date(standing.ends_at ?? '').getTime();
    expect(ends - before).toBeGreaterThanOrEqual(14 * DAY_MS);
    expect(ends - before).toBeLessThan(14 * DAY_MS + 60_000);
    const premium = await server.request<PremiumStanding>('GET', ApiPath.premium, { token });
    expect(premium.body.response).toMatchObject({ plan: 'trial', ends_at: standing.ends_at });
    const ledger = await transactions(server, token);
    expect(ledger.body.response.results).toMatchObject([
      {
        type: 'trial',
        status: 'completed',
        amount: 0,
        credits: null,
        description: 'Prueba premium de 14 días',
      },
    ]);
  });

  it('refuses a second trial, also once the first ended, changing nothing', async () => {
    const { token } = await registerWithRole(server);
    const first = await applyTrial(token);
    const again = await applyTrial(token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'trial_already_used',
      message: 'Ya usaste tu prueba de 14 días; solo se puede activar una vez.',
    });
    server.clock.advance(20 * DAY_MS);
    try {
      const later = await applyTrial(token);
      expect(later.status).toBe(409);
      const premium = await server.request<PremiumStanding>('GET', ApiPath.premium, { token });
      expect(premium.body.response).toMatchObject({ plan: 'free', trial_used: true });
    } finally {
      server.clock.reset();
    }
    const premium = await server.request<PremiumStanding>('GET', ApiPath.premium, { token });
    expect(premium.body.response.ends_at).toBe(first.body.response.ends_at);
    expect((await transactions(server, token)).body.response.count).toBe(1);
  });

  it('starts one trial when asked twice at once', async () => {
    const { token } = await registerWithRole(server);
    const answers = await Promise.all([applyTrial(token), applyTrial(token), applyTrial(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await transactions(server, token)).body.response.count).toBe(1);
  });

  it('keeps credits bought before the trial', async () => {
    const { token } = await registerWithRole(server);
    await buy(server, token, { package: 'credits_10', idempotency_key: newKey() });
    const answer = await applyTrial(token);
    expect(answer.body.response).toMatchObject({ plan: 'trial', credits: 10 });
  });

  it('is for any signed-in account (brands raise their profile views), never anonymous', async () => {
    const brand = await registerWithRole(server, 'brand');
    expect((await applyTrial(brand.token)).status).toBe(200);
    const views = await server.request<{ max_views: number }>('GET', ApiPath.maxViews, {
      token: brand.token,
    });
    expect(views.body.response.max_views).toBe(500);
    const roleless = await registerAccount(server);
    expect((await applyTrial(roleless.token)).status).toBe(200);
    expect((await applyTrial(undefined)).status).toBe(401);
  });
});
