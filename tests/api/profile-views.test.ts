import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { CreatorDetail, ProfileViews } from '../../src-shared/domain/finder';
import { PROFILE_VIEWS_PER_MONTH } from '../../src-server/finder/view-quota';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { createCreator, registerBrand, searchTag } from './harness/finder-creators';
import { startTestServer, type TestServer } from './harness/test-server';

/** The first instant of the month after `now`'s, UTC. */
function nextMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

describeEngines('Profile views (finder/creators/{id}/ and accounts/max-views/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const open = (token: string | undefined, id: string) =>
    server.request<CreatorDetail>('GET', ApiPath.finderCreator(id), { token });
  const views = async (token: string): Promise<ProfileViews> => {
    const answer = await server.request<ProfileViews>('GET', ApiPath.maxViews, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response;
  };
  const someCreator = async () =>
    (
      await createCreator(server, {
        last_name: searchTag(),
        networks: [{ network: 'instagram', followers: 12_000 }],
      })
    ).id;

  /** Views already spent this month on creators that exist only as rows. */
  async function spend(brandId: string, count: number): Promise<void> {
    const now = server.clock.now();
    const ids = Array.from({ length: count }, () => randomUUID());
    await server.server.db
      .insertInto('users')
      .values(
        ids.map((id) => ({ id, email: `relleno-${id}@example.com`, role: 'influencer' as const })),
      )
      .execute();
    await server.server.db
      .insertInto('profile_views')
      .values(
        ids.map((creator_id) => ({
          brand_id: brandId,
          period: now.toISOString().slice(0, 7),
          creator_id,
          first_viewed_at: now,
        })),
      )
      .execute();
  }

  describe('access', () => {
    it('is for brands: anonymous 401, a creator 403', async () => {
      const creatorId = await someCreator();
      expect((await open(undefined, creatorId)).status).toBe(401);
      expect((await server.request('GET', ApiPath.maxViews)).status).toBe(401);
      const creator = await registerWithRole(server, 'influencer');
      expect((await open(creator.token, creatorId)).status).toBe(403);
      expect((await server.request('GET', ApiPath.maxViews, { token: creator.token })).status).toBe(
        403,
      );
    });
  });

  describe('max-views', () => {
    it('starts at the free plan’s 30 a month, resetting on the first of next month (UTC)', async () => {
      const brand = await registerBrand(server);
      expect(await views(brand)).toEqual({
        max_views: 30,
        used: 0,
        remaining: 30,
        resets_at: nextMonth(server.clock.now()).toISOString(),
        extra_views: 0,
      });
      expect(PROFILE_VIEWS_PER_MONTH).toEqual({ free: 30, trial: 500, premium: 500 });
    });

    it('gives trial and premium 500, and the free 30 again once the plan lapses', async () => {
      const { token, user } = await registerWithRole(server, 'brand');
      await server.server.db
        .insertInto('account_plans')
        .values({
          user_id: user.id,
          plan: 'trial',
          started_at: server.clock.now(),
          ends_at: new Date(server.clock.now().getTime() + 86_400_000),
          trial_used_at: server.clock.now(),
        })
        .execute();
      expect(await views(token)).toMatchObject({ max_views: 500, remaining: 500 });
      await server.server.db
        .updateTable('account_plans')
        .set({ plan: 'premium', ends_at: null })
        .where('user_id', '=', user.id)
        .execute();
      expect(await views(token)).toMatchObject({ max_views: 500 });
      await server.server.db
        .updateTable('account_plans')
        .set({ ends_at: new Date(server.clock.now().getTime() - 1000) })
        .where('user_id', '=', user.id)
        .execute();
      expect(await views(token)).toMatchObject({ max_views: 30 });
    });
  });

  describe('opening a creator', () => {
    it('answers the full profile and counts one view; reopening is free', async () => {
      const brand = await registerBrand(server);
      const tag = searchTag();
      const creator = await createCreator(server, {
        first_name: 'Renata',
        last_name: tag,
        languages: ['es', 'en'],
        networks: [{ network: 'instagram', followers: 64_000, er: 2.8, aqs: 77 }],
      });
      await server.server.db
        .insertInto('creator_prices')
        .values({
          id: randomUUID(),
          user_id: creator.id,
          network: 'instagram',
          content_type: 'reel',
          price: 450.5,
        })
        .execute();
      const interestId = randomUUID();
      await server.server.db
        .insertInto('creator_interests')
        .values({ id: interestId, user_id: creator.id, interest: 'food' })
        .execute();

      const answer = await open(brand, creator.id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.response).toMatchObject({
        id: creator.id,
        first_name: 'Renata',
        last_name: tag,
        category: 'microinfluencer',
        max_followers: 64_000,
        question_text: 'Creadora de contenido de cocina mexicana.',
        languages: ['es', 'en'],
        prices: [
          { id: expect.any(String), network: 'instagram', content_type: 'reel', price: 450.5 },
        ],
        interests: [{ id: interestId, interest: 'food' }],
        collaborations: [],
      });
      expect(answer.body.response.networks).toEqual([
        expect.objectContaining({ network: 'instagram', followers: 64_000, er: 2.8, aqs: 77 }),
      ]);
      expect(await views(brand)).toMatchObject({ used: 1, remaining: 29 });

      expect((await open(brand, creator.id.toUpperCase())).status).toBe(200);
      expect(await views(brand)).toMatchObject({ used: 1 });
      expect((await open(brand, await someCreator())).status).toBe(200);
      expect(await views(brand)).toMatchObject({ used: 2 });
    });

    it('is a 404 for anything the finder does not list, and costs nothing', async () => {
      const brand = await registerBrand(server);
      const other = await registerWithRole(server, 'brand');
      const withoutNetworks = await createCreator(server, { networks: [] });
      for (const id of [randomUUID(), 'no-es-un-id', other.user.id, withoutNetworks.id]) {
        const answer = await open(brand, id);
        expect(answer.status, id).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
      expect(await views(brand)).toMatchObject({ used: 0 });
    });

    it('refuses a new creator with 402 once the month is used up, counting nothing', async () => {
      const { token, user } = await registerWithRole(server, 'brand');
      const seen = await someCreator();
      expect((await open(token, seen)).status).toBe(200);
      await spend(user.id, 29);
      expect(await views(token)).toMatchObject({ used: 30, remaining: 0 });

      const refused = await open(token, await someCreator());
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        code: 'profile_views_exhausted',
        message: 'Ya usaste las vistas de perfiles de este mes. Se renuevan el día 1.',
      });
      expect(await views(token)).toMatchObject({ used: 30, remaining: 0 });
      // Already opened this month: still free.
      expect((await open(token, seen)).status).toBe(200);
    });

    it('starts counting again next month', async () => {
      const { token, user } = await registerWithRole(server, 'brand');
      const creator = await someCreator();
      await spend(user.id, 30);
      expect((await open(token, creator)).status).toBe(402);

      const now = server.clock.now();
      server.clock.advance(nextMonth(now).getTime() - now.getTime() + 3_600_000);
      try {
        expect(await views(token)).toMatchObject({ used: 0, remaining: 30 });
        expect((await open(token, creator)).status).toBe(200);
        expect(await views(token)).toMatchObject({
          used: 1,
          resets_at: nextMonth(server.clock.now()).toISOString(),
        });
      } finally {
        server.clock.reset();
      }
    });
  });
});
