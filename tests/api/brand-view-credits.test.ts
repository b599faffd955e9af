import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { CreditPurchase, Transaction } from '../../src-shared/domain/billing';
import type { CreatorDetail, ProfileViews } from '../../src-shared/domain/finder';
import { registerWithRole } from './harness/accounts';
import { balanceOf, buy, newKey, transactions } from './harness/billing';
import { describeEngines } from './harness/engines';
import { createCreator, searchTag } from './harness/finder-creators';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Brands buy extra profile views with credits', (engine) => {
  let server: TestServer;
  /** Creators any brand may open; each brand's views are its own, so they are shared. */
  const creators: { id: string; name: string; token: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
    for (let index = 0; index < 11; index += 1) {
      const lastName = searchTag();
      const creator = await createCreator(server, {
        first_name: 'Lucía',
        last_name: lastName,
        networks: [{ network: 'instagram', followers: 20_000 + index }],
      });
      creators.push({ id: creator.id, name: `Lucía ${lastName}`, token: creator.token });
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const period = () => server.clock.now().toISOString().slice(0, 7);
  const open = (token: string, id: string) =>
    server.request<CreatorDetail>('GET', ApiPath.finderCreator(id), { token });
  const views = async (token: string): Promise<ProfileViews> => {
    const answer = await server.request<ProfileViews>('GET', ApiPath.maxViews, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response;
  };
  const viewLines = async (token: string): Promise<Transaction[]> => {
    const answer = await transactions(server, token, { type: 'profile_view' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response.results;
  };
  const setCredits = (userId: string, credits: number) =>
    server.server.db
      .insertInto('account_plans')
      .values({ user_id: userId, credits })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ credits }))
      .execute();

  /** Uses up the month's allowance on creators that exist only as rows. */
  async function useAllowance(brandId: string, count = 30): Promise<void> {
    const ids = Array.from({ length: count }, () => randomUUID());
    await server.server.db
      .insertInto('users')
      .values(
        ids.map((id) => ({ id, email: `vista-${id}@example.com`, role: 'influencer' as const })),
      )
      .execute();
    await server.server.db
      .insertInto('profile_views')
      .values(
        ids.map((creator_id) => ({
          brand_id: brandId,
          period: period(),
          creator_id,
          first_viewed_at: server.clock.now(),
        })),
      )
      .execute();
  }

  it('lets a brand buy a package in test mode; max-views answers the extra views', async () => {
    const brand = await registerWithRole(server, 'brand');
    expect(brand.user.permissions).toContain('credits.buy');
    expect(await views(brand.token)).toMatchObject({ max_views: 30, extra_views: 0 });

    const answer = await buy(server, brand.token, {
      package: 'credits_10',
      currency: 'USD',
      idempotency_key: newKey(),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response).toMatchObject({
      status: 'completed',
      credits_added: 10,
      balance: 10,
      test_mode: true,
      transaction: { type: 'credit_purchase', amount: -10, credits: 10 },
    });
    expect(await views(brand.token)).toMatchObject({
      max_views: 30,
      used: 0,
      remaining: 30,
      extra_views: 10,
    });
    // The plan answers keep working for brands, with the same balance.
    expect(await balanceOf(server, brand.token)).toBe(10);
  });

  it('spends nothing while the allowance lasts, then one credit per new creator', async () => {
    const { token, user } = await registerWithRole(server, 'brand');
    await buy(server, token, { package: 'credits_10', idempotency_key: newKey() });
    const [first, second, third] = creators;
    if (!first || !second || !third) throw new Error('creators missing');

    expect((await open(token, first.id)).status).toBe(200);
    expect(await views(token)).toMatchObject({ used: 1, remaining: 29, extra_views: 10 });
    expect(await viewLines(token)).toEqual([]);

    await useAllowance(user.id, 29);
    expect(await views(token)).toMatchObject({ used: 30, remaining: 0, extra_views: 10 });
    expect((await open(token, second.id)).status).toBe(200);
    expect((await open(token, third.id)).status).toBe(200);
    expect(await views(token)).toMatchObject({ used: 30, remaining: 0, extra_views: 8 });
    // Reopening this month is free, whether the allowance or a credit paid for the view.
    expect((await open(token, first.id)).status).toBe(200);
    expect((await open(token, second.id)).status).toBe(200);
    expect(await views(token)).toMatchObject({ extra_views: 8 });
    expect(await balanceOf(server, token)).toBe(8);

    const lines = await viewLines(token);
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.reference).sort()).toEqual(
      [`${period()}/${second.id}`, `${period()}/${third.id}`].sort(),
    );
    for (const line of lines) {
      expect(line).toMatchObject({
        type: 'profile_view',
        status: 'completed',
        amount: 0,
        credits: -1,
        description: expect.stringMatching(/^Vista extra: perfil de Lucía zq/),
      });
    }
    expect(lines.map((line) => line.description)).toContain(`Vista extra: perfil de ${third.name}`);
    // The whole ledger: the purchase and the two views; no money moved for the views.
    const ledger = (await transactions(server, token)).body.response;
    expect(ledger.count).toBe(3);
    expect(ledger.totals).toEqual({ amount: -10, money_in: 0, money_out: 10 });
  });

  it('refuses a new creator with 402 at zero credits, writing nothing', async () => {
    const { token, user } = await registerWithRole(server, 'brand');
    await useAllowance(user.id);
    const [creator] = creators;
    if (!creator) throw new Error('creators missing');
    const refused = await open(token, creator.id);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('profile_views_exhausted');
    expect(await views(token)).toMatchObject({ remaining: 0, extra_views: 0 });
    expect(await viewLines(token)).toEqual([]);
  });

  it('spends exactly 3 credits when 10 new creators open at once with 3 left', async () => {
    const { token, user } = await registerWithRole(server, 'brand');
    await useAllowance(user.id);
    await setCredits(user.id, 3);
    const ten = creators.slice(0, 10);

    const answers = await Promise.all(ten.map((creator) => open(token, creator.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(7);
    expect(await views(token)).toMatchObject({ used: 30, remaining: 0, extra_views: 0 });
    expect(await viewLines(token)).toHaveLength(3);
    const paid = await server.server.db
      .selectFrom('profile_views')
      .select('creator_id')
      .where('brand_id', '=', user.id)
      .where('paid_with_credit', '=', true)
      .execute();
    const opened = ten.filter((_, index) => statuses[index] === 200).map((creator) => creator.id);
    expect(paid.map((row) => row.creator_id).sort()).toEqual(opened.sort());

    // At zero: a new creator is refused, one already paid for still opens.
    const eleventh = creators[10];
    if (!eleventh || !opened[0]) throw new Error('creators missing');
    expect((await open(token, eleventh.id)).status).toBe(402);
    expect((await open(token, opened[0])).status).toBe(200);
    expect(await viewLines(token)).toHaveLength(3);
  });

  it('lets exactly 3 of 5 concurrent new opens through with 3 credits', async () => {
    const { token, user } = await registerWithRole(server, 'brand');
    await useAllowance(user.id);
    await setCredits(user.id, 3);
    const five = creators.slice(0, 5);
    const statuses = (await Promise.all(five.map((creator) => open(token, creator.id)))).map(
      (answer) => answer.status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(2);
    expect(await balanceOf(server, token)).toBe(0);
    expect(await viewLines(token)).toHaveLength(3);
  });

  it('keeps views paid with credits out of the allowance when the plan grows', async () => {
    const { token, user } = await registerWithRole(server, 'brand');
    await useAllowance(user.id);
    await setCredits(user.id, 2);
    const [creator] = creators;
    if (!creator) throw new Error('creators missing');
    expect((await open(token, creator.id)).status).toBe(200);
    const trial = await server.request('GET', ApiPath.applyTrial, { token });
    expect(trial.status, JSON.stringify(trial.body)).toBe(200);
    expect(await views(token)).toMatchObject({
      max_views: 500,
      used: 30,
      remaining: 470,
      extra_views: 1,
    });
  });

  it("leaves creators' credits as they were: bought, kept, never spent by brands' views", async () => {
    const creator = await registerWithRole(server, 'influencer');
    const bought = await buy(server, creator.token, {
      package: 'credits_10',
      idempotency_key: newKey(),
    });
    expect((bought.body.response as CreditPurchase).balance).toBe(10);
    expect((await server.request('GET', ApiPath.maxViews, { token: creator.token })).status).toBe(
      403,
    );

    // A brand spending a credit on a creator's profile takes nothing from that creator.
    const brand = await registerWithRole(server, 'brand');
    await useAllowance(brand.user.id);
    await setCredits(brand.user.id, 1);
    const [listed] = creators;
    if (!listed) throw new Error('creators missing');
    const listedBefore = await balanceOf(server, listed.token);
    expect((await open(brand.token, listed.id)).status).toBe(200);
    expect(await balanceOf(server, listed.token)).toBe(listedBefore);
    expect(await balanceOf(server, creator.token)).toBe(10);
    const creatorLedger = (await transactions(server, creator.token)).body.response;
    expect(creatorLedger.results.map((line) => line.type)).toEqual(['credit_purchase']);
  });
});
