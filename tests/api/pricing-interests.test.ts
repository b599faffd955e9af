import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { Interest, PriceItem } from '../../src-shared/domain/finder';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';
import { UUID } from './harness/answer-patterns';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describeEngines('Creator pricing and interests', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function savePrice(token: string | undefined, body: unknown) {
    return server.request<PriceItem>('POST', ApiPath.pricing, { token, body });
  }
  function listPrices(token: string | undefined) {
    return server.request<{ results: PriceItem[] }>('GET', ApiPath.pricing, { token });
  }
  function deletePrice(token: string | undefined, id: string) {
    return server.request<{ removed: true }>('DELETE', ApiPath.pricingItem(id), { token });
  }
  function addInterest(token: string | undefined, body: unknown) {
    return server.request<Interest>('POST', ApiPath.addInterest, { token, body });
  }
  function deleteInterest(token: string | undefined, path: string) {
    return server.request<{ removed: true }>('DELETE', path, { token });
  }
  async function interestsOf(userId: string): Promise<string[]> {
    const rows = await server.server.db
      .selectFrom('creator_interests')
      .select('interest')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => row.interest);
  }

  describe('POST, GET /api/v1/briefcase/pricing/, DELETE …/pricing/{id}/', () => {
    it('adds lines (201), lists them in the order added, prices as numbers with cents', async () => {
      const { token } = await registerWithRole(server);
      expect((await listPrices(token)).body).toEqual({ response: { results: [] } });

      const reel = await savePrice(token, {
        network: 'instagram',
        content_type: 'reel',
        price: 250.5,
      });
      expect(reel.status, JSON.stringify(reel.body)).toBe(201);
      expect(reel.body.response).toEqual({
        id: expect.stringMatching(UUID),
        network: 'instagram',
        content_type: 'reel',
        price: 250.5,
      });
      server.clock.advance(1000);
      const video = await savePrice(token, {
        network: 'youtube',
        content_type: 'video',
        price: 1_000_000,
      });
      expect(video.status).toBe(201);
      server.clock.advance(1000);
      const story = await savePrice(token, {
        network: 'instagram',
        content_type: 'story',
        price: 19.99,
      });
      expect(story.body.response.price).toBe(19.99);

      const listed = await listPrices(token);
      expect(listed.status).toBe(200);
      expect(listed.body.response.results).toEqual([
        reel.body.response,
        video.body.response,
        story.body.response,
      ]);
    });

    it('updates the price when the same network and content type are posted again (200)', async () => {
      const { token, user } = await registerWithRole(server);
      const first = await savePrice(token, { network: 'tiktok', content_type: 'video', price: 80 });
      const again = await savePrice(token, {
        network: 'tiktok',
        content_type: 'video',
        price: 95.25,
      });
      expect(again.status).toBe(200);
      expect(again.body.response).toEqual({ ...first.body.response, price: 95.25 });
      expect((await listPrices(token)).body.response.results).toEqual([again.body.response]);
      const rows = await server.server.db
        .selectFrom('creator_prices')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('answers 400 naming the field for a bad price, network or content type', async () => {
      const { token } = await registerWithRole(server);
      const cases: [unknown, Record<string, string[]>][] = [
        [
          { network: 'instagram', content_type: 'post', price: -5 },
          { price: ['Escribe una cantidad mayor que 0 en dólares.'] },
        ],
        [
          { network: 'instagram', content_type: 'post', price: 0 },
          { price: ['Escribe una cantidad mayor que 0 en dólares.'] },
        ],
        [
          { network: 'instagram', content_type: 'post', price: '100' },
          { price: ['Escribe una cantidad mayor que 0 en dólares.'] },
        ],
        [
          { network: 'instagram', content_type: 'post', price: 10.125 },
          { price: ['Usa como máximo dos decimales (centavos).'] },
        ],
        [
          { network: 'instagram', content_type: 'post', price: 1_000_000.01 },
          { price: ['La cantidad no puede pasar de USD 1,000,000.'] },
        ],
        [
          { network: 'instagram', content_type: 'carousel', price: 10 },
          { content_type: ['Elige un tipo de contenido que exista en esa red.'] },
        ],
        [
          // A tweet exists, but not on YouTube.
          { network: 'youtube', content_type: 'tweet', price: 10 },
          { content_type: ['Elige un tipo de contenido que exista en esa red.'] },
        ],
        [
          { network: 'myspace', content_type: 'post', price: 10 },
          { network: ['Elige una red social de la lista.'] },
        ],
        [
          { network: 'instagram', content_type: 'post', price: 10, currency: 'MXN' },
          { currency: ['Este campo no está permitido.'] },
        ],
      ];
      for (const [body, fields] of cases) {
        const answer = await savePrice(token, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body, JSON.stringify(body)).toEqual({
          code: 'validation_error',
          message: 'Revisa los datos marcados.',
          fields,
        });
      }
      const missing = await savePrice(token, {});
      expect(Object.keys(missing.body.fields ?? {}).sort()).toEqual([
        'content_type',
        'network',
        'price',
      ]);
      expect((await listPrices(token)).body.response.results).toEqual([]);
    });

    it('deletes the caller’s own line; someone else’s, unknown or malformed ids are 404', async () => {
      const ana = await registerWithRole(server);
      const beto = await registerWithRole(server);
      const line = (
        await savePrice(ana.token, { network: 'twitch', content_type: 'live', price: 300 })
      ).body.response;

      for (const id of [line.id, UNKNOWN_ID, 'no-es-un-id']) {
        const answer = await deletePrice(beto.token, id);
        expect(answer.status, id).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
      expect((await listPrices(ana.token)).body.response.results).toEqual([line]);

      const removed = await deletePrice(ana.token, line.id);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ response: { removed: true } });
      expect((await listPrices(ana.token)).body.response.results).toEqual([]);
      expect((await deletePrice(ana.token, line.id)).status).toBe(404);
    });

    it('is for creators: 403 for a brand or an account without role, 401 anonymous', async () => {
      const creator = await registerWithRole(server);
      const line = (
        await savePrice(creator.token, { network: 'blog', content_type: 'article', price: 50 })
      ).body.response;
      const brand = await registerWithRole(server, 'brand');
      const noRole = await registerAccount(server);
      for (const token of [brand.token, noRole.token]) {
        const answers: Answer[] = [
          await listPrices(token),
          await savePrice(token, { network: 'blog', content_type: 'article', price: 1 }),
          await deletePrice(token, line.id),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(403);
          expect(answer.body.code).toBe('forbidden');
        }
      }
      for (const answer of [
        await listPrices(undefined),
        await savePrice(undefined, { price: -1 }),
        await deletePrice(undefined, line.id),
      ]) {
        expect(answer.status).toBe(401);
      }
      expect((await listPrices(creator.token)).body.response.results).toEqual([line]);
    });
  });

  describe('POST /api/v1/accounts/add-interest/, DELETE /api/v1/accounts/delete-interest/{id}', () => {
    it('adds an interest (201); adding it again answers the same one (200)', async () => {
      const { token, user } = await registerWithRole(server);
      const added = await addInterest(token, { interest: 'music' });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.response).toEqual({ id: expect.stringMatching(UUID), interest: 'music' });
      const again = await addInterest(token, { interest: 'music' });
      expect(again.status).toBe(200);
      expect(again.body.response).toEqual(added.body.response);
      expect((await addInterest(token, { interest: 'pets' })).status).toBe(201);
      expect(await interestsOf(user.id)).toEqual(['music', 'pets']);
    });

    it('answers 400 for an interest not in the list', async () => {
      const { token, user } = await registerWithRole(server);
      for (const body of [{ interest: 'politics' }, { interest: 3 }, {}]) {
        const answer = await addInterest(token, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(answer.body.fields ?? {})).toEqual(['interest']);
      }
      const text = await addInterest(token, { interest: 'politics' });
      expect(text.body.fields).toEqual({ interest: ['Elige un interés de la lista.'] });
      expect(await interestsOf(user.id)).toEqual([]);
    });

    it('deletes the caller’s own interest (with or without the trailing slash), 404 for anyone else’s', async () => {
      const ana = await registerWithRole(server);
      const beto = await registerWithRole(server);
      const art = (await addInterest(ana.token, { interest: 'art' })).body.response;
      const food = (await addInterest(ana.token, { interest: 'food' })).body.response;

      for (const id of [art.id, UNKNOWN_ID, 'x']) {
        const answer = await deleteInterest(beto.token, ApiPath.deleteInterest(id));
        expect(answer.status, id).toBe(404);
      }
      expect(await interestsOf(ana.user.id)).toEqual(['art', 'food']);

      const removed = await deleteInterest(ana.token, ApiPath.deleteInterest(art.id));
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ response: { removed: true } });
      const slash = await deleteInterest(ana.token, `${ApiPath.deleteInterest(food.id)}/`);
      expect(slash.status).toBe(200);
      expect(await interestsOf(ana.user.id)).toEqual([]);
    });

    it('is for creators: 403 for a brand, 401 anonymous', async () => {
      const creator = await registerWithRole(server);
      const interest = (await addInterest(creator.token, { interest: 'travel' })).body.response;
      const brand = await registerWithRole(server, 'brand');
      expect((await addInterest(brand.token, { interest: 'travel' })).status).toBe(403);
      expect((await deleteInterest(brand.token, ApiPath.deleteInterest(interest.id))).status).toBe(
        403,
      );
      expect((await addInterest(undefined, { interest: 'travel' })).status).toBe(401);
      expect((await deleteInterest(undefined, ApiPath.deleteInterest(interest.id))).status).toBe(
        401,
      );
      expect(await interestsOf(creator.user.id)).toEqual(['travel']);
    });
  });
});
