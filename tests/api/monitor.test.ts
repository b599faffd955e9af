import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  DefaultKeywordAnswer,
  MonitorKeyword,
  MonitorKeywordsAnswer,
  MonitorPage,
} from '../../src-shared/domain/monitor';
import type { InstagramMedia } from '../../src-shared/domain/network';
import { saveMedia } from '../../src-server/networks/media-repository';
import { insertNetwork } from '../../src-server/networks/network-repository';
import { seedDemoCreators } from '../../src-server/seed/seed-demo-creators';
import type { AuthAnswer } from '../../src-shared/domain/user';
import { uniqueWord } from '../support/unique-word';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { createBrand, registerBrand, registerCreator } from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';
import { ISO_DATE_TIME } from './harness/answer-patterns';

describeEngines('Monitor (/api/v3/monitor/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * A creator whose Instagram account has these posts (newest first: one hour apart), stored the
   * way `social/get/media/instagram` stores what Graph reports.
   */
  async function creatorWithPosts(
    captions: string[],
    names: { first_name?: string; last_name?: string } = {},
  ): Promise<{ creator: AuthAnswer; ids: string[]; username: string }> {
    const creator = await registerCreator(server, {});
    await server.server.db
      .updateTable('users')
      .set({ first_name: names.first_name ?? 'Ana', last_name: names.last_name ?? 'Ruiz' })
      .where('id', '=', creator.user.id)
      .execute();
    const username = `ig_${uniqueWord()}`;
    const network = await insertNetwork(
      server.server.db,
      creator.user.id,
      { network: 'instagram', username, connected: true },
      new Date(),
    );
    const now = Date.now();
    const posts: InstagramMedia[] = captions.map((caption, index) => ({
      id: `post-${randomUUID()}`,
      media_type: index % 2 === 0 ? 'IMAGE' : 'VIDEO',
      caption,
      media_url: `https://cdn.example/${index}.jpg`,
      thumbnail_url: null,
      permalink: `https://www.instagram.com/p/${uniqueWord()}${index}/`,
      timestamp: new Date(now - index * 3_600_000).toISOString(),
      like_count: 10 + index,
      comments_count: index,
    }));
    await saveMedia(server.server.db, network.uuid, posts, new Date());
    return { creator, ids: posts.map((post) => post.id), username };
  }

  function monitor(token: string, query = '') {
    return server.request<MonitorPage>('GET', `${ApiPath.monitor}${query}`, { token });
  }

  async function captionsFor(token: string, keyword: string): Promise<string[]> {
    const answer = await monitor(token, `?keyword=${encodeURIComponent(keyword)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response.results.map((post) => post.caption);
  }

  function track(token: string, keyword: unknown) {
    return server.request<MonitorKeyword>('POST', ApiPath.monitorKeywords, {
      token,
      body: { keyword },
    });
  }

  describe('access', () => {
    it('is for brand accounts only: 401 without a token, 403 for creators and role-less ones', async () => {
      const creator = await registerWithRole(server, 'influencer');
      const roleless = await registerAccount(server);
      const id = randomUUID();
      const routes: [string, string, unknown?][] = [
        ['GET', ApiPath.monitor],
        ['GET', ApiPath.monitorDefaultKeyword],
        ['GET', ApiPath.monitorKeywords],
        ['POST', ApiPath.monitorKeywords, { keyword: 'playa' }],
        ['DELETE', ApiPath.monitorKeyword(id)],
      ];
      for (const [method, path, body] of routes) {
        const anonymous = await server.request(method, path, { body });
        expect(anonymous.status, `${method} ${path}`).toBe(401);
        const forbidden = await server.request(method, path, { token: creator.token, body });
        expect(forbidden.status, `${method} ${path}`).toBe(403);
        expect(forbidden.body).toEqual({
          code: 'forbidden',
          message: 'Solo las cuentas de marca pueden seguir palabras clave en el monitor.',
        });
        const early = await server.request(method, path, { token: roleless.token, body });
        expect(early.status, `${method} ${path}`).toBe(403);
      }
    });
  });

  describe('default keyword', () => {
    it("takes the first brand's name, else the company's, else #publicidad", async () => {
      const bare = await registerWithRole(server, 'brand');
      const generic = await server.request<DefaultKeywordAnswer>(
        'GET',
        ApiPath.monitorDefaultKeyword,
        { token: bare.token },
      );
      expect(generic.status).toBe(200);
      expect(generic.body).toEqual({ response: { keyword: '#publicidad', source: 'generic' } });

      const company = await server.request('POST', ApiPath.accountCompany, {
        token: bare.token,
        body: { name: '¡Acme Bebidas!', country: 'MX', industry: 'beverages', size: '51-200' },
      });
      expect(company.status, JSON.stringify(company.body)).toBe(200);
      const fromCompany = await server.request<DefaultKeywordAnswer>(
        'GET',
        ApiPath.monitorDefaultKeyword,
        { token: bare.token },
      );
      expect(fromCompany.body.response).toEqual({ keyword: 'Acme Bebidas', source: 'company' });

      await createBrand(server, bare.token, 'Café  Altura');
      server.clock.advance(1000);
      try {
        await createBrand(server, bare.token, 'Otra Marca');
      } finally {
        server.clock.reset();
      }
      const fromBrand = await server.request<DefaultKeywordAnswer>(
        'GET',
        ApiPath.monitorDefaultKeyword,
        { token: bare.token },
      );
      expect(fromBrand.body.response).toEqual({ keyword: 'Café Altura', source: 'brand' });
    });
  });

  describe('tracked keywords', () => {
    it('adds, lists, keeps one of each and removes keywords', async () => {
      const brand = await registerBrand(server);
      const hashtag = await track(brand.token, '  #Viajes ');
      expect(hashtag.status, JSON.stringify(hashtag.body)).toBe(201);
      expect(hashtag.body.response).toEqual({
        id: expect.any(String),
        keyword: '#Viajes',
        kind: 'hashtag',
        created_at: expect.stringMatching(ISO_DATE_TIME),
      });
      server.clock.advance(1000);
      const words = await track(brand.token, 'Refresco   Sol');
      server.clock.reset();
      expect(words.status).toBe(201);
      expect(words.body.response).toMatchObject({ keyword: 'Refresco Sol', kind: 'word' });

      // The same keyword in another case or without accents: the row already there, 200.
      const again = await track(brand.token, '#VIAJÉS');
      expect(again.status).toBe(200);
      expect(again.body.response.id).toBe(hashtag.body.response.id);

      const list = await server.request<MonitorKeywordsAnswer>('GET', ApiPath.monitorKeywords, {
        token: brand.token,
      });
      expect(list.body.response.results.map((row) => row.keyword)).toEqual([
        '#Viajes',
        'Refresco Sol',
      ]);

      const other = await registerBrand(server);
      for (const id of [hashtag.body.response.id, randomUUID(), 'no-es-un-id']) {
        const refused = await server.request('DELETE', ApiPath.monitorKeyword(id), {
          token: other.token,
        });
        expect(refused.status).toBe(404);
      }
      const removed = await server.request(
        'DELETE',
        ApiPath.monitorKeyword(hashtag.body.response.id),
        {
          token: brand.token,
        },
      );
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ response: { removed: true } });
      const after = await server.request<MonitorKeywordsAnswer>('GET', ApiPath.monitorKeywords, {
        token: brand.token,
      });
      expect(after.body.response.results.map((row) => row.keyword)).toEqual(['Refresco Sol']);
    });

    it('refuses bad keywords with a clear 400, and a 21st with 409', async () => {
      const brand = await registerBrand(server);
      for (const [keyword, message] of [
        ['', 'Escribe una palabra clave o un #hashtag.'],
        ['   ', 'Escribe una palabra clave o un #hashtag.'],
        ['a', 'La palabra clave debe tener de 2 a 50 caracteres.'],
        ['x'.repeat(51), 'La palabra clave debe tener de 2 a 50 caracteres.'],
        ['#', 'La palabra clave debe tener de 2 a 50 caracteres.'],
        [
          '!!',
          'Escribe un #hashtag o palabras con letras y números (se permiten espacios, guiones y &).',
        ],
        [
          '#mi tag',
          'Escribe un #hashtag o palabras con letras y números (se permiten espacios, guiones y &).',
        ],
        [
          'hola!',
          'Escribe un #hashtag o palabras con letras y números (se permiten espacios, guiones y &).',
        ],
        [42, 'Escribe una palabra clave o un #hashtag.'],
      ] as const) {
        const answer = await track(brand.token, keyword);
        expect(answer.status, String(keyword)).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'validation_error',
          fields: { keyword: [message] },
        });
      }
      const extra = await server.request('POST', ApiPath.monitorKeywords, {
        token: brand.token,
        body: { keyword: 'playa', color: 'rojo' },
      });
      expect(extra.status).toBe(400);

      for (let index = 0; index < 20; index += 1) {
        expect((await track(brand.token, `palabra ${index}`)).status).toBe(201);
      }
      const full = await track(brand.token, 'una más');
      expect(full.status).toBe(409);
      expect(full.body).toEqual({
        code: 'monitor_keywords_full',
        message: 'Ya sigues 20 palabras clave. Quita alguna para agregar otra.',
      });
      // One already tracked is still a 200: nothing is added.
      expect((await track(brand.token, 'PALABRA 3')).status).toBe(200);
    });
  });

  describe('posts', () => {
    it('finds words and hashtags in captions, case and accents aside, newest first', async () => {
      const word = uniqueWord();
      const { creator, ids, username } = await creatorWithPosts(
        [
          `Probando lo nuevo de ${word} Bebidas. #Publicidad`,
          `Un día en la playa con #${word}`,
          `Un día en la playa con #${word}mx y ${word}es`,
          `Todo sobre ${word.toUpperCase()}, sin hashtag`,
          `Nada que ver aquí`,
        ],
        { first_name: 'Lupita', last_name: 'Gómez' },
      );
      const brand = await registerBrand(server);

      // A word: anywhere as a whole word, hashtags included; not inside another word.
      expect(await captionsFor(brand.token, word)).toEqual([
        `Probando lo nuevo de ${word} Bebidas. #Publicidad`,
        `Un día en la playa con #${word}`,
        `Todo sobre ${word.toUpperCase()}, sin hashtag`,
      ]);
      // A hashtag: that hashtag only.
      expect(await captionsFor(brand.token, `#${word.toUpperCase()}`)).toEqual([
        `Un día en la playa con #${word}`,
      ]);
      // A phrase, spaces and case aside.
      expect(await captionsFor(brand.token, `${word}   BEBIDAS`)).toEqual([
        `Probando lo nuevo de ${word} Bebidas. #Publicidad`,
      ]);

      const page = await monitor(brand.token, `?keyword=%23${word}&size_page=5`);
      expect(page.body.response).toEqual({
        results: [
          {
            id: ids[1],
            creator: {
              id: creator.user.id,
              name: 'Lupita Gómez',
              vanity_name: null,
              profile_image: null,
            },
            network: 'instagram',
            username,
            permalink: expect.stringMatching(/^https:\/\/www\.instagram\.com\/p\//),
            caption: `Un día en la playa con #${word}`,
            media_type: 'VIDEO',
            media_url: 'https://cdn.example/1.jpg',
            thumbnail_url: null,
            timestamp: expect.stringMatching(ISO_DATE_TIME),
            like_count: 11,
            comments_count: 1,
            matched: [`#${word}`],
          },
        ],
        count: 1,
        page: 1,
        size_page: 5,
        keywords: [`#${word}`],
      });
    });

    it('matches accented captions from plain keywords and the other way round', async () => {
      const word = uniqueWord();
      await creatorWithPosts([`Café de ${word}ía en Mérida`, `Cafe sin acento en ${word}ia`]);
      const brand = await registerBrand(server);
      expect(await captionsFor(brand.token, `${word}ia`)).toHaveLength(2);
      expect(await captionsFor(brand.token, `${word}ía`)).toHaveLength(2);
      expect(await captionsFor(brand.token, `café de ${word}ia`)).toEqual([
        `Café de ${word}ía en Mérida`,
      ]);
    });

    it('uses every tracked keyword without ?keyword=, or the default one when none is tracked', async () => {
      const word = uniqueWord();
      const brandName = `${word} Refrescos`;
      await creatorWithPosts([
        `Brindis con ${word} Refrescos`,
        `Mi viaje #${word}viajes`,
        `Comida #${word}tacos`,
      ]);
      const brand = await registerBrand(server, brandName);

      const first = await monitor(brand.token);
      expect(first.status).toBe(200);
      expect(first.body.response.keywords).toEqual([brandName]);
      expect(first.body.response.results.map((post) => post.caption)).toEqual([
        `Brindis con ${word} Refrescos`,
      ]);

      await track(brand.token, `#${word}viajes`);
      await track(brand.token, `#${word}tacos`);
      const tracked = await monitor(brand.token);
      expect(tracked.body.response.keywords).toEqual([`#${word}viajes`, `#${word}tacos`]);
      expect(tracked.body.response.count).toBe(2);
      expect(tracked.body.response.results.map((post) => post.matched)).toEqual([
        [`#${word}viajes`],
        [`#${word}tacos`],
      ]);
    });

    it('pages newest first and names every keyword a post matched', async () => {
      const word = uniqueWord();
      await creatorWithPosts(
        Array.from(
          { length: 5 },
          (_, index) => `Post ${index} #${word} ${index === 0 ? `${word}x` : ''}`,
        ),
      );
      const brand = await registerBrand(server);
      await track(brand.token, `#${word}`);
      await track(brand.token, `${word}x`);
      const first = await monitor(brand.token, '?page=1&size_page=2');
      expect(first.body.response).toMatchObject({ count: 5, page: 1, size_page: 2 });
      expect(first.body.response.results.map((post) => post.caption.slice(0, 6))).toEqual([
        'Post 0',
        'Post 1',
      ]);
      expect(first.body.response.results[0]?.matched).toEqual([`#${word}`, `${word}x`]);
      const last = await monitor(brand.token, '?page=3&size_page=2');
      expect(last.body.response.results.map((post) => post.caption.slice(0, 6))).toEqual([
        'Post 4',
      ]);
    });

    it('shows only creators: a deleted creator’s posts are gone', async () => {
      const word = uniqueWord();
      const { creator } = await creatorWithPosts([`Hola #${word}`]);
      const brand = await registerBrand(server);
      expect(await captionsFor(brand.token, `#${word}`)).toHaveLength(1);
      const deleted = await server.request('POST', ApiPath.deleteAccount, {
        token: creator.token,
        body: { password: 'correcta-123', confirmation: 'ELIMINAR' },
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect(await captionsFor(brand.token, `#${word}`)).toEqual([]);
    });

    it("shows the demo creators' posts once the demo set is loaded", async () => {
      await seedDemoCreators(server.server.db, { count: 60, seed: 81, now: new Date() });
      const brand = await registerBrand(server, 'Refresco Sol');
      const mentions = await monitor(brand.token);
      expect(mentions.body.response.keywords).toEqual(['Refresco Sol']);
      expect(mentions.body.response.count).toBeGreaterThan(0);
      for (const post of mentions.body.response.results) {
        expect(post.caption).toContain('Refresco Sol');
        expect(post.matched).toEqual(['Refresco Sol']);
        expect(post.creator.vanity_name).toEqual(expect.any(String));
      }
      await track(brand.token, '#publicidad');
      const paid = await monitor(brand.token, '?keyword=%23publicidad');
      expect(paid.body.response.count).toBeGreaterThan(mentions.body.response.count);
      const suggestions = await server.request<{ results: { tag: string; uses: number }[] }>(
        'GET',
        `${ApiPath.hashtags}?tag=public`,
      );
      expect(suggestions.body.response.results[0]).toEqual({
        tag: 'publicidad',
        uses: paid.body.response.count,
      });
    });

    it('refuses a bad keyword or page with a 400', async () => {
      const brand = await registerBrand(server);
      for (const query of ['?keyword=', '?keyword=!!', '?keyword=a', '?page=0', '?size_page=101']) {
        const answer = await monitor(brand.token, query);
        expect(answer.status, query).toBe(400);
        expect(answer.body.code).toBe('validation_error');
      }
    });
  });
});
