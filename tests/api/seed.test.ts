import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { CreatorCard, CreatorDetail } from '../../src-shared/domain/finder';
import { DEMO_CREATORS } from '../../src-server/seed/demo-seed';
import { registerAccount } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { registerBrand, search } from './harness/finder-creators';
import { startTestServer, type TestServer } from './harness/test-server';

const UNAVAILABLE = {
  code: 'seed_unavailable',
  message: 'Los datos de ejemplo solo se cargan en la base local de esta computadora.',
};

describeEngines('Demo data (POST /api/v1/dev/seed/)', (engine) => {
  describe('without allowSeed', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('is a 403 for a signed-in account and a 401 for anyone else, writing nothing', async () => {
      expect((await server.request('POST', ApiPath.seedDemo)).status).toBe(401);
      const { token } = await registerAccount(server);
      const answer = await server.request('POST', ApiPath.seedDemo, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(UNAVAILABLE);
      const brand = await registerBrand(server);
      expect((await search(server, brand)).body.response.count).toBe(0);
    });
  });

  describe('with allowSeed', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { allowSeed: true });
    });
    afterAll(async () => {
      await server?.close();
    });

    // A server on DATABASE_URL never seeds, whatever it was started with.
    it.runIf(engine.name === 'PostgreSQL')('is still a 403 on PostgreSQL', async () => {
      const { token } = await registerAccount(server);
      const answer = await server.request('POST', ApiPath.seedDemo, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(UNAVAILABLE);
    });

    it.runIf(engine.name === 'PGlite')(
      'loads plausible demo creators once; a second call adds none',
      async () => {
        const { token } = await registerAccount(server);
        const first = await server.request<{ creators: number }>('POST', ApiPath.seedDemo, {
          token,
        });
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        expect(first.body.response).toEqual({ creators: DEMO_CREATORS });

        const brand = await registerBrand(server);
        const page = await search(server, brand, 'size_page=100');
        expect(page.body.response.count).toBe(DEMO_CREATORS);
        const ids = page.body.response.results.map((card) => card.id);

        const again = await server.request<{ creators: number }>('POST', ApiPath.seedDemo, {
          token,
        });
        expect(again.body.response).toEqual({ creators: DEMO_CREATORS });
        const repeat = await search(server, brand, 'size_page=100');
        expect(repeat.body.response.count).toBe(DEMO_CREATORS);
        expect(repeat.body.response.results.map((card) => card.id)).toEqual(ids);
        const users = await server.server.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('role', '=', 'influencer')
          .executeTakeFirstOrThrow();
        expect(Number(users.count)).toBe(DEMO_CREATORS);

        const cards: CreatorCard[] = [];
        for (let number = 1; number <= 3; number += 1) {
          cards.push(
            ...(await search(server, brand, `size_page=100&page=${number}`)).body.response.results,
          );
        }
        const mexican = cards.filter((card) => card.country === 'MX').length;
        expect(mexican / cards.length).toBeGreaterThan(0.6);
        for (const card of cards) {
          expect(card.networks.length).toBeGreaterThanOrEqual(1);
          expect(card.networks.length).toBeLessThanOrEqual(4);
          expect(card.vanity_name).toMatch(/^[a-z0-9._]{3,30}$/);
        }
        // A long tail: most creators are small, a few are large.
        const small = cards.filter((card) => card.max_followers < 100_000).length;
        expect(small / cards.length).toBeGreaterThan(0.7);
        expect(cards.some((card) => card.max_followers >= 100_000)).toBe(true);
        expect(
          cards.some((card) =>
            card.networks.some((network) => network.er !== null && network.read_at),
          ),
        ).toBe(true);

        const opened = await server.request<CreatorDetail>(
          'GET',
          ApiPath.finderCreator(ids[0] ?? ''),
          {
            token: brand,
          },
        );
        expect(opened.status).toBe(200);
        expect(opened.body.response.question_text).toMatch(/de contenido de .+ desde /);
        expect(opened.body.response.languages).toContain('es');
        expect(opened.body.response.interests.length).toBeGreaterThanOrEqual(1);
      },
    );
  });
});
