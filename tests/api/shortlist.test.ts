import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type { CreatorCard, CreatorDetail, ProfileViews } from '../../src-shared/domain/finder';
import { PASSWORD, registerAccount, registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import {
  addNetwork,
  createCreator,
  registerBrand,
  search,
  searchTag,
} from './harness/finder-creators';
import { startTestServer, type TestServer } from './harness/test-server';

/** Issue 14: a brand account's shortlist, kept by the core API and seen by that brand only. */
describeEngines('Shortlist (GET/POST /api/v1/finder/shortlist/, DELETE …/{id}/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = (token: string | undefined, query = '') =>
    server.request<ListPage<CreatorCard>>('GET', `${ApiPath.shortlist}${query}`, { token });
  const save = (token: string | undefined, body: unknown) =>
    server.request<{ creator_id: string; shortlisted: true }>('POST', ApiPath.shortlist, {
      token,
      body,
    });
  const remove = (token: string | undefined, creatorId: string) =>
    server.request<{ creator_id: string; shortlisted: false }>(
      'DELETE',
      ApiPath.shortlistItem(creatorId),
      { token },
    );
  const listedIds = async (token: string, query = '') => {
    const answer = await list(token, query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response.results.map((card) => card.id);
  };
  const someCreator = async (tag = searchTag(), followers = 12_000) =>
    (
      await createCreator(server, {
        last_name: tag,
        networks: [{ network: 'instagram', followers }],
      })
    ).id;

  describe('access', () => {
    it('is for brand accounts: anonymous 401, a creator or an account without a role 403', async () => {
      const creatorId = await someCreator();
      for (const call of [list, (token?: string) => save(token, { creator_id: creatorId })]) {
        expect((await call(undefined)).status).toBe(401);
      }
      expect((await remove(undefined, creatorId)).status).toBe(401);
      for (const account of [
        await registerWithRole(server, 'influencer'),
        await registerAccount(server),
      ]) {
        expect((await list(account.token)).status).toBe(403);
        const saved = await save(account.token, { creator_id: creatorId });
        expect(saved.status).toBe(403);
        expect(saved.body.code).toBe('forbidden');
        expect((await remove(account.token, creatorId)).status).toBe(403);
      }
    });
  });

  describe('saving', () => {
    it('adds a creator (201), keeps one entry when saved again (200) and lists its card', async () => {
      const brand = await registerBrand(server);
      const tag = searchTag();
      const creatorId = await someCreator(tag, 45_000);
      const first = await save(brand, { creator_id: creatorId.toUpperCase() });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.response).toEqual({ creator_id: creatorId, shortlisted: true });
      const again = await save(brand, { creator_id: creatorId });
      expect(again.status).toBe(200);
      expect(again.body.response).toEqual({ creator_id: creatorId, shortlisted: true });

      const answer = await list(brand);
      expect(answer.status).toBe(200);
      expect(answer.body.response).toMatchObject({ count: 1, page: 1, size_page: 20 });
      expect(answer.body.response.results).toEqual([
        expect.objectContaining({
          id: creatorId,
          last_name: tag,
          category: 'microinfluencer',
          max_followers: 45_000,
          networks: [expect.objectContaining({ network: 'instagram', followers: 45_000 })],
          shortlisted: true,
        }),
      ]);
    });

    it('lists newest saved first and pages through them', async () => {
      const brand = await registerBrand(server);
      const saved: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const id = await someCreator();
        expect((await save(brand, { creator_id: id })).status).toBe(201);
        saved.push(id);
        server.clock.advance(1000);
      }
      server.clock.reset();
      const newestFirst = [...saved].reverse();
      expect(await listedIds(brand)).toEqual(newestFirst);
      const page1 = await list(brand, '?size_page=2');
      expect(page1.body.response).toMatchObject({ count: 3, size_page: 2 });
      expect(page1.body.response.results.map((card) => card.id)).toEqual(newestFirst.slice(0, 2));
      expect(await listedIds(brand, '?size_page=2&page=2')).toEqual(newestFirst.slice(2));
      expect((await list(brand, '?page=0')).status).toBe(400);
    });

    it('refuses anyone who is not a creator (404) and a body without a creator id (400)', async () => {
      const brand = await registerBrand(server);
      const otherBrand = await registerWithRole(server, 'brand');
      for (const id of [randomUUID(), otherBrand.user.id]) {
        const answer = await save(brand, { creator_id: id });
        expect(answer.status, id).toBe(404);
        expect(answer.body).toEqual({
          code: 'not_found',
          message: 'No encontramos a ese creador.',
        });
      }
      const bad = await save(brand, { creator_id: 'no-es-un-id' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ creator_id: ['El identificador no es válido.'] });
      expect((await save(brand, {})).status).toBe(400);
      expect((await save(brand, { creator_id: randomUUID(), extra: 1 })).status).toBe(400);
      expect(await listedIds(brand)).toEqual([]);
    });

    it('spends no profile view', async () => {
      const brand = await registerBrand(server);
      expect((await save(brand, { creator_id: await someCreator() })).status).toBe(201);
      await list(brand);
      const views = await server.request<ProfileViews>('GET', ApiPath.maxViews, { token: brand });
      expect(views.body.response).toMatchObject({ used: 0 });
    });
  });

  describe('per brand account', () => {
    it('shows `shortlisted` on finder cards and the creator page for the brand that saved', async () => {
      const owner = await registerBrand(server);
      const other = await registerBrand(server);
      const tag = searchTag();
      const saved = await someCreator(tag, 30_000);
      const notSaved = await someCreator(tag, 20_000);
      await save(owner, { creator_id: saved });

      const flags = async (token: string) =>
        Object.fromEntries(
          (await search(server, token, `username=${tag}`)).body.response.results.map((card) => [
            card.id,
            card.shortlisted,
          ]),
        );
      expect(await flags(owner)).toEqual({ [saved]: true, [notSaved]: false });
      expect(await flags(other)).toEqual({ [saved]: false, [notSaved]: false });

      const page = (token: string, id: string) =>
        server.request<CreatorDetail>('GET', ApiPath.finderCreator(id), { token });
      expect((await page(owner, saved)).body.response.shortlisted).toBe(true);
      expect((await page(other, saved)).body.response.shortlisted).toBe(false);
      expect((await page(owner, notSaved)).body.response.shortlisted).toBe(false);
    });

    it('another brand neither reads nor changes it', async () => {
      const owner = await registerBrand(server);
      const other = await registerBrand(server);
      const creatorId = await someCreator();
      await save(owner, { creator_id: creatorId });

      const theirs = await list(other);
      expect(theirs.body.response).toEqual({ results: [], count: 0, page: 1, size_page: 20 });
      const removedByOther = await remove(other, creatorId);
      expect(removedByOther.status).toBe(200);
      expect(await listedIds(owner)).toEqual([creatorId]);

      // The other brand's own save is its own entry; removing it leaves the owner's.
      expect((await save(other, { creator_id: creatorId })).status).toBe(201);
      await remove(other, creatorId);
      expect(await listedIds(other)).toEqual([]);
      expect(await listedIds(owner)).toEqual([creatorId]);
    });
  });

  describe('removing', () => {
    it('takes the creator off (200, shortlisted false) and says the same when repeated', async () => {
      const brand = await registerBrand(server);
      const kept = await someCreator();
      const gone = await someCreator();
      await save(brand, { creator_id: kept });
      await save(brand, { creator_id: gone });
      for (let i = 0; i < 2; i += 1) {
        const answer = await remove(brand, gone.toUpperCase());
        expect(answer.status).toBe(200);
        expect(answer.body.response).toEqual({ creator_id: gone, shortlisted: false });
      }
      expect(await listedIds(brand)).toEqual([kept]);
      expect((await remove(brand, 'no-es-un-id')).status).toBe(404);
    });

    it('leaves out a saved creator the finder no longer lists, until they list again', async () => {
      const brand = await registerBrand(server);
      const creator = await createCreator(server, {
        last_name: searchTag(),
        networks: [{ network: 'instagram', followers: 5_000 }],
      });
      await save(brand, { creator_id: creator.id });
      const uuid = creator.uuids.instagram ?? '';
      await server.request('POST', ApiPath.removeNetwork(uuid), { token: creator.token });
      expect((await list(brand)).body.response).toMatchObject({ results: [], count: 0 });
      await addNetwork(server, creator.token, { network: 'tiktok', followers: 7_000 });
      expect(await listedIds(brand)).toEqual([creator.id]);
    });

    it('goes with a deleted account: the brand’s own list and entries naming a deleted creator', async () => {
      const brand = await registerWithRole(server, 'brand');
      const other = await registerBrand(server);
      const creator = await createCreator(server, {
        last_name: searchTag(),
        networks: [{ network: 'instagram', followers: 5_000 }],
      });
      const kept = await someCreator();
      await save(brand.token, { creator_id: creator.id });
      await save(other, { creator_id: creator.id });
      await save(other, { creator_id: kept });
      const rows = (column: 'brand_id' | 'creator_id', id: string) =>
        server.server.db.selectFrom('brand_shortlist').selectAll().where(column, '=', id).execute();

      const leave = (token: string) =>
        server.request('POST', ApiPath.deleteAccount, {
          token,
          body: { password: PASSWORD, confirmation: 'ELIMINAR' },
        });
      expect((await leave(brand.token)).status).toBe(200);
      expect(await rows('brand_id', brand.user.id)).toEqual([]);
      expect((await leave(creator.token)).status).toBe(200);
      expect(await rows('creator_id', creator.id)).toEqual([]);
      expect(await listedIds(other)).toEqual([kept]);
    });
  });
});
