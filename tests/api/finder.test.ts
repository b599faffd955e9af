import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { registerAccount, registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import {
  addNetwork,
  createCreator,
  idsFound,
  registerBrand,
  search,
  searchTag,
} from './harness/finder-creators';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Finder (GET /api/v1/finder/searches/)', (engine) => {
  let server: TestServer;
  let brand: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    brand = await registerBrand(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('access', () => {
    it('is for brands: anonymous 401, a creator or an account without a role 403', async () => {
      expect((await search(server, undefined)).status).toBe(401);
      const creator = await registerWithRole(server, 'influencer');
      const denied = await search(server, creator.token);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({
        code: 'forbidden',
        message: 'Solo las cuentas de marca pueden buscar creadores.',
      });
      const undecided = await registerAccount(server);
      expect((await search(server, undecided.token)).status).toBe(403);
    });
  });

  describe('query', () => {
    it('pages 20 at a time from page 1 by default; empty parameters are no filter', async () => {
      const answer = await search(server, brand, 'network=&username=');
      expect(answer.status).toBe(200);
      expect(answer.body.response).toMatchObject({ page: 1, size_page: 20 });
    });

    it('refuses a page size over 100 and other bad values, naming each field', async () => {
      const tooBig = await search(server, brand, 'size_page=10000');
      expect(tooBig.status).toBe(400);
      expect(tooBig.body.code).toBe('validation_error');
      expect(tooBig.body.fields).toEqual({
        size_page: ['El tamaño de página debe ser un número entero de 1 a 100.'],
      });
      const many = await search(
        server,
        brand,
        'page=0&network=myspace&category=famoso&followers_min=mil&er_min=101&country=ZZ&gender=x&language=xx',
      );
      expect(many.status).toBe(400);
      expect(Object.keys(many.body.fields ?? {}).sort()).toEqual([
        'category',
        'country',
        'er_min',
        'followers_min',
        'gender',
        'language',
        'network',
        'page',
      ]);
      expect(many.body.fields?.network).toEqual(['Elige una red social de la lista.']);
      for (const query of ['size_page=2.5', 'page=1e2', 'size_page=+5', 'followers_max=-1']) {
        expect((await search(server, brand, query)).status, query).toBe(400);
      }
      const range = await search(server, brand, 'followers_min=5000&followers_max=100');
      expect(range.body.fields).toEqual({
        followers_max: ['El mínimo de seguidores no puede ser mayor que el máximo.'],
      });
      const unknown = await search(server, brand, 'orden=followers');
      expect(unknown.body.fields).toEqual({ orden: ['Este campo no está permitido.'] });
    });

    it('pages through every match: count is the total, a page past the end is empty', async () => {
      const tag = searchTag();
      for (const followers of [3000, 4000, 5000]) {
        await createCreator(server, {
          last_name: tag,
          networks: [{ network: 'instagram', followers }],
        });
      }
      const first = await search(server, brand, `username=${tag}&size_page=2`);
      expect(first.body.response).toMatchObject({ count: 3, page: 1, size_page: 2 });
      expect(first.body.response.results).toHaveLength(2);
      const second = await search(server, brand, `username=${tag}&size_page=2&page=2`);
      expect(second.body.response.results).toHaveLength(1);
      const past = await search(server, brand, `username=${tag}&size_page=2&page=3`);
      expect(past.body.response).toMatchObject({ count: 3, results: [] });
      const all = [...first.body.response.results, ...second.body.response.results];
      expect(all.map((card) => card.max_followers)).toEqual([5000, 4000, 3000]);
    });

    it("counts a network's matches of a text, with and without that network's figures", async () => {
      const tag = searchTag();
      await createCreator(server, {
        last_name: tag,
        networks: [
          { network: 'instagram', followers: 2000 },
          { network: 'tiktok', followers: 9000 },
        ],
      });
      await createCreator(server, {
        last_name: tag,
        networks: [{ network: 'instagram', followers: 8000 }],
      });
      await createCreator(server, {
        last_name: tag,
        networks: [{ network: 'tiktok', followers: 3000 }],
      });
      const count = async (query: string) =>
        (await search(server, brand, `username=${tag}&size_page=1&${query}`)).body.response.count;
      expect(await count('network=tiktok')).toBe(2);
      expect(await count('network=instagram')).toBe(2);
      expect(await count('network=youtube')).toBe(0);
      // The network's own followers, not the creator's best.
      expect(await count('network=instagram&followers_min=5000')).toBe(1);
      expect(await count('network=tiktok&followers_max=5000')).toBe(1);
    });

    it('reads a page, its cards and the count in one statement (issue 19: 50 connections)', async () => {
      const tag = searchTag();
      await createCreator(server, {
        last_name: tag,
        networks: [{ network: 'youtube', followers: 7000 }],
      });
      // Both engines answer through node-postgres in this process: count what reaches it.
      const texts: string[] = [];
      const query = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const [config] = args as [string | { text?: string }];
        texts.push(typeof config === 'string' ? config : (config.text ?? ''));
        return (query as (...rest: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        const found = await search(server, brand, `username=${tag}`);
        expect(found.body.response).toMatchObject({ count: 1, results: [{ max_followers: 7000 }] });
        expect(texts.filter((text) => text.includes('creator_search'))).toHaveLength(1);
        texts.length = 0;
        // A page without cards cannot carry the count: it is read on its own.
        const past = await search(server, brand, `username=${tag}&page=2`);
        expect(past.body.response).toMatchObject({ count: 1, results: [] });
        expect(texts.filter((text) => text.includes('creator_search'))).toHaveLength(2);
      } finally {
        pg.Client.prototype.query = query;
      }
    });
  });

  describe('order and cards', () => {
    it('sorts by category (spec order), then followers, largest first', async () => {
      const tag = searchTag();
      const made = async (followers: number) =>
        (
          await createCreator(server, {
            last_name: tag,
            networks: [{ network: 'tiktok', followers }],
          })
        ).id;
      const micro50 = await made(50_000);
      const other = await made(500);
      const celebrity = await made(12_000_000);
      const macro = await made(200_000);
      const nano = await made(5_000);
      const micro80 = await made(80_000);
      const top = await made(2_000_000);
      expect(await idsFound(server, brand, `username=${tag}`)).toEqual([
        celebrity,
        top,
        macro,
        micro80,
        micro50,
        nano,
        other,
      ]);
    });

    it("carries each network's followers, er, aqs and read date, and the category", async () => {
      const tag = searchTag();
      const creator = await createCreator(server, {
        first_name: 'Lucía',
        last_name: tag,
        vanity_name: `lucia.${tag}`,
        networks: [
          { network: 'instagram', followers: 45_000, er: 3.25, aqs: 81, username: `ig.${tag}` },
          { network: 'tiktok', followers: 120_000 },
        ],
      });
      const answer = await search(server, brand, `username=${tag}`);
      expect(answer.body.response.results).toEqual([
        {
          id: creator.id,
          vanity_name: `lucia.${tag}`,
          first_name: 'Lucía',
          last_name: tag,
          profile_image: null,
          country: 'MX',
          category: 'macroinfluencer',
          max_followers: 120_000,
          networks: [
            {
              network: 'tiktok',
              username: expect.any(String),
              followers: 120_000,
              connected: false,
              er: null,
              aqs: null,
              read_at: expect.any(String),
            },
            {
              network: 'instagram',
              username: `ig.${tag}`,
              followers: 45_000,
              connected: false,
              er: 3.25,
              aqs: 81,
              read_at: expect.any(String),
            },
          ],
          shortlisted: false,
        },
      ]);
    });
  });

  describe('filters', () => {
    it('applies each filter on its own', async () => {
      const tag = searchTag();
      const ana = await createCreator(server, {
        first_name: 'Ana',
        last_name: tag,
        country: 'MX',
        languages: ['es', 'en'],
        gender: 'female',
        networks: [{ network: 'instagram', followers: 15_000, er: 4.5 }],
      });
      const beto = await createCreator(server, {
        first_name: 'Beto',
        last_name: tag,
        country: 'CO',
        languages: ['es'],
        gender: 'male',
        networks: [{ network: 'youtube', followers: 300_000, er: 1.2 }],
      });
      const cata = await createCreator(server, {
        first_name: 'Cata',
        last_name: tag,
        country: 'MX',
        languages: ['es', 'pt'],
        gender: 'non_binary',
        networks: [{ network: 'tiktok', followers: 2_500 }],
      });
      const found = (filter: string) => idsFound(server, brand, `username=${tag}&${filter}`);
      expect(await found('category=microinfluencer')).toEqual([ana.id]);
      expect(await found('category=macroinfluencer')).toEqual([beto.id]);
      expect(await found('category=top-celebrity')).toEqual([]);
      expect(await found('country=MX')).toEqual([ana.id, cata.id]);
      expect(await found('country=co')).toEqual([beto.id]);
      expect(await found('language=en')).toEqual([ana.id]);
      expect(await found('language=es')).toEqual([beto.id, ana.id, cata.id]);
      expect(await found('gender=non_binary')).toEqual([cata.id]);
      expect(await found('followers_min=15000')).toEqual([beto.id, ana.id]);
      expect(await found('followers_max=15000')).toEqual([ana.id, cata.id]);
      expect(await found('followers_min=15000&followers_max=15000')).toEqual([ana.id]);
      // An unknown er never passes a minimum.
      expect(await found('er_min=1')).toEqual([beto.id, ana.id]);
      expect(await found('er_min=4.5')).toEqual([ana.id]);
      expect(await found('network=tiktok')).toEqual([cata.id]);
    });

    it('matches handles, names and network usernames, ignoring case and accents', async () => {
      const tag = searchTag();
      const jose = await createCreator(server, {
        first_name: 'José Ángel',
        last_name: `Núñez${tag}`,
        vanity_name: `cocina.${tag}`,
        networks: [{ network: 'instagram', followers: 1000, username: `JoseCocina_${tag}` }],
      });
      const other = await createCreator(server, {
        last_name: tag,
        networks: [{ network: 'instagram', followers: 1000 }],
      });
      // Equal followers: the id decides, so either may come first.
      expect((await idsFound(server, brand, `username=${tag}`)).sort()).toEqual(
        [jose.id, other.id].sort(),
      );
      for (const text of [
        `jose angel`,
        `NUNEZ${tag}`,
        `núñez${tag}`,
        `cocina.${tag}`,
        `josecocina_${tag}`,
      ]) {
        expect(await idsFound(server, brand, `username=${encodeURIComponent(text)}`), text).toEqual(
          [jose.id],
        );
      }
      // LIKE's wildcards are plain characters in a search.
      expect(await idsFound(server, brand, `username=${tag}%25`)).toEqual([]);
      expect(await idsFound(server, brand, `username=z_${tag.slice(2)}`)).toEqual([]);
    });

    it('combines filters', async () => {
      const tag = searchTag();
      const match = await createCreator(server, {
        last_name: tag,
        country: 'MX',
        gender: 'male',
        networks: [{ network: 'instagram', followers: 30_000, er: 2.5 }],
      });
      await createCreator(server, {
        last_name: tag,
        country: 'MX',
        gender: 'female',
        networks: [{ network: 'instagram', followers: 30_000, er: 2.5 }],
      });
      await createCreator(server, {
        last_name: tag,
        country: 'CO',
        gender: 'male',
        networks: [{ network: 'instagram', followers: 30_000, er: 2.5 }],
      });
      await createCreator(server, {
        last_name: tag,
        country: 'MX',
        gender: 'male',
        networks: [{ network: 'instagram', followers: 30_000, er: 1.5 }],
      });
      expect(await idsFound(server, brand, `username=${tag}&country=MX&gender=male`)).toHaveLength(
        2,
      );
      expect(
        await idsFound(
          server,
          brand,
          `username=${tag}&network=instagram&category=microinfluencer&country=MX&gender=male&er_min=2`,
        ),
      ).toEqual([match.id]);
    });

    it("reads followers and er of the chosen network, else the creator's best", async () => {
      const tag = searchTag();
      const both = await createCreator(server, {
        last_name: tag,
        networks: [
          { network: 'instagram', followers: 5_000, er: 6 },
          { network: 'tiktok', followers: 200_000, er: 1 },
        ],
      });
      const small = await createCreator(server, {
        last_name: tag,
        networks: [{ network: 'instagram', followers: 150_000, er: 2 }],
      });
      const found = (filter: string) => idsFound(server, brand, `username=${tag}&${filter}`);
      expect(await found('followers_min=100000')).toEqual([both.id, small.id]);
      expect(await found('network=instagram&followers_min=100000')).toEqual([small.id]);
      expect(await found('network=tiktok&followers_min=100000')).toEqual([both.id]);
      expect(await found('er_min=5')).toEqual([both.id]);
      expect(await found('network=tiktok&er_min=5')).toEqual([]);
      expect(await found('network=instagram&er_min=5')).toEqual([both.id]);
      // The category is the creator's (largest count); the order within it, that network's.
      expect(await found('network=instagram&category=macroinfluencer')).toEqual([
        small.id,
        both.id,
      ]);
      expect(await found('network=instagram')).toEqual([small.id, both.id]);
    });
  });

  describe('search rows follow the data', () => {
    it('lists creators with networks only, never brands, and follows adds, edits and removals', async () => {
      const tag = searchTag();
      const creator = await createCreator(server, { last_name: tag, networks: [] });
      expect(await idsFound(server, brand, `username=${tag}`)).toEqual([]);

      const first = await addNetwork(server, creator.token, {
        network: 'instagram',
        followers: 900,
      });
      const [card] = (await search(server, brand, `username=${tag}`)).body.response.results;
      expect(card).toMatchObject({ id: creator.id, category: 'other', max_followers: 900 });

      const second = await addNetwork(server, creator.token, {
        network: 'tiktok',
        followers: 40_000,
      });
      expect(
        (await search(server, brand, `username=${tag}`)).body.response.results[0],
      ).toMatchObject({ category: 'microinfluencer', max_followers: 40_000 });
      expect(await idsFound(server, brand, `username=${tag}&network=tiktok`)).toEqual([creator.id]);

      const edited = await server.request('POST', ApiPath.updateNetwork(second), {
        token: creator.token,
        body: { network: 'tiktok', username: `nuevo.${tag}`, followers: 2_000_000 },
      });
      expect(edited.status).toBe(200);
      expect(
        (await search(server, brand, `username=nuevo.${tag}`)).body.response.results[0],
      ).toMatchObject({ id: creator.id, category: 'top-influencer-celebrity' });

      const removeTiktok = await server.request('POST', ApiPath.removeNetwork(second), {
        token: creator.token,
      });
      expect(removeTiktok.status).toBe(200);
      expect(await idsFound(server, brand, `username=${tag}&network=tiktok`)).toEqual([]);
      expect(
        (await search(server, brand, `username=${tag}`)).body.response.results[0],
      ).toMatchObject({ category: 'other', max_followers: 900 });

      await server.request('POST', ApiPath.removeNetwork(first), { token: creator.token });
      expect(await idsFound(server, brand, `username=${tag}`)).toEqual([]);
    });

    it('follows profile saves: names, country and languages', async () => {
      const tag = searchTag();
      const creator = await createCreator(server, {
        last_name: tag,
        networks: [{ network: 'instagram', followers: 20_000 }],
      });
      const renamed = `Otro${tag}`;
      const saved = await server.request('PUT', ApiPath.profile, {
        token: creator.token,
        body: {
          first_name: 'Mar',
          last_name: renamed,
          birthday: '1995-03-01',
          question_text: 'Ahora hago viajes.',
        },
      });
      expect(saved.status).toBe(200);
      expect(await idsFound(server, brand, `username=otro${tag}`)).toEqual([creator.id]);
      await server.request('PUT', ApiPath.profile, {
        token: creator.token,
        body: { country: 'US', telephone: '+1 202 555 0123', languages: ['en'] },
      });
      expect(await idsFound(server, brand, `username=${tag}&country=US&language=en`)).toEqual([
        creator.id,
      ]);
      expect(await idsFound(server, brand, `username=${tag}&network=instagram&country=MX`)).toEqual(
        [],
      );
    });
  });
});
