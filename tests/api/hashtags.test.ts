import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { HashtagSuggestionsAnswer } from '../../src-shared/domain/hashtag';
import type { InstagramMedia } from '../../src-shared/domain/network';
import { insertNetwork } from '../../src-server/networks/network-repository';
import { saveMedia } from '../../src-server/networks/media-repository';
import { HASHTAG_RATE_FACTOR } from '../../src-server/routes/hashtags';
import { uniqueWord } from '../support/unique-word';
import { describeEngines } from './harness/engines';
import { registerWithRole } from './harness/accounts';
import { createCall, registerBrand, registerCreator, sendProposal } from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Hashtag suggestions (GET /api/v3/management/hastags/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function suggest(tag: string | null, token?: string) {
    const query = tag === null ? '' : `?tag=${encodeURIComponent(tag)}`;
    return server.request<HashtagSuggestionsAnswer>('GET', `${ApiPath.hashtags}${query}`, {
      ...(token ? { token } : {}),
    });
  }

  async function tags(tag: string): Promise<{ tag: string; uses: number }[]> {
    const answer = await suggest(tag);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response.results;
  }

  /** Posts of a creator's Instagram account, stored the way `get/media/instagram` stores them. */
  async function storePosts(captions: string[], existing?: { uuid: string; ids: string[] }) {
    let uuid = existing?.uuid;
    if (!uuid) {
      const creator = await registerCreator(server, {});
      const network = await insertNetwork(
        server.server.db,
        creator.user.id,
        { network: 'instagram', username: `ig_${uniqueWord()}`, connected: true },
        new Date(),
      );
      uuid = network.uuid;
    }
    const posts: InstagramMedia[] = captions.map((caption, index) => ({
      id: existing?.ids[index] ?? `post-${randomUUID()}`,
      media_type: 'IMAGE',
      caption,
      media_url: null,
      thumbnail_url: null,
      permalink: `https://www.instagram.com/p/${uniqueWord()}/`,
      timestamp: new Date().toISOString(),
      like_count: 1,
      comments_count: 0,
    }));
    await saveMedia(server.server.db, uuid, posts, new Date());
    return { uuid, ids: posts.map((post) => post.id) };
  }

  it('answers anyone, without a token, with starter tags on an empty marketplace', async () => {
    const answer = await suggest('viaj');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response: {
        results: [
          { tag: 'viajes', uses: 0 },
          { tag: 'viajarpormexico', uses: 0 },
        ],
      },
    });
    // A token is no trouble either.
    const { token } = await registerWithRole(server);
    expect((await suggest('viaj', token)).status).toBe(200);
  });

  it("ranks the marketplace's own tags by use: posts, casting-call briefs and proposals", async () => {
    const word = uniqueWord();
    await storePosts([
      `Playa y sol #${word}playa #${word}Sol`,
      `Otra vez #${word}playa, #${word}playa (una vez por texto)`,
    ]);
    const brand = await registerBrand(server);
    await createCall(server, brand, { brief: `Buscamos contenido de playa. #${word}playa` });
    const creator = await registerCreator(server);
    await sendProposal(server, brand, creator.user.id, {
      message: `Nos gustó tu #${word}Sol y tu #${word}cena.`,
    });

    expect(await tags(word)).toEqual([
      { tag: `${word}playa`, uses: 3 },
      { tag: `${word}sol`, uses: 2 },
      { tag: `${word}cena`, uses: 1 },
    ]);
    // With its '#', in any case: the same answer.
    expect(await tags(`#${word.toUpperCase()}P`)).toEqual([{ tag: `${word}playa`, uses: 3 }]);
  });

  it('ignores accents and case both ways, keeping the tag as written', async () => {
    const word = uniqueWord();
    await storePosts([`Desde #${word}Mérida con amor`, `#${word}ÁRBOL grande`]);
    expect(await tags(`${word}meri`)).toEqual([{ tag: `${word}mérida`, uses: 1 }]);
    expect(await tags(`${word}ÁR`)).toEqual([{ tag: `${word}árbol`, uses: 1 }]);
    expect(await tags(`${word}arb`)).toEqual([{ tag: `${word}árbol`, uses: 1 }]);
    // The starter list too: "mexico" finds "méxico" and "mexico".
    expect((await tags('MEXICO')).map((row) => row.tag)).toEqual(['méxico', 'mexico']);
  });

  it('counts a post read again or a brief edited only for the tags it did not have', async () => {
    const word = uniqueWord();
    const first = await storePosts([`Hola #${word}uno`]);
    await storePosts([`Hola #${word}uno otra vez #${word}dos`], first);
    expect(await tags(word)).toEqual([
      { tag: `${word}dos`, uses: 1 },
      { tag: `${word}uno`, uses: 1 },
    ]);

    const brand = await registerBrand(server);
    const call = await createCall(server, brand, { brief: `Casting de verano #${word}tres` });
    const edited = await server.request('PUT', ApiPath.castingCall(call.id), {
      token: brand.token,
      body: {
        brand_id: call.brand.id,
        title: call.title,
        brief: `Casting de verano #${word}tres #${word}cuatro`,
        networks: call.networks,
        content_types: call.content_types,
        budget_min: call.budget_min,
        budget_max: call.budget_max,
        country: call.country,
        categories: call.categories,
        deadline: call.deadline,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await tags(`${word}c`)).toEqual([{ tag: `${word}cuatro`, uses: 1 }]);
    expect(await tags(`${word}t`)).toEqual([{ tag: `${word}tres`, uses: 1 }]);
  });

  it('answers at most ten, most used first; numbers and over-long runs are no tags', async () => {
    const word = uniqueWord();
    // `a` in every post, then one of b … m each: thirteen tags.
    const captions = Array.from(
      { length: 12 },
      (_, index) => `#${word}a #${word}${String.fromCharCode(98 + index)}`,
    );
    await storePosts([...captions, `#2024 #${word}${'x'.repeat(60)} a#${word}no`]);
    const results = await tags(word);
    expect(results).toHaveLength(10);
    expect(results[0]).toEqual({ tag: `${word}a`, uses: 12 });
    expect(results.slice(1)).toEqual(
      [...'bcdefghij'].map((letter) => ({ tag: `${word}${letter}`, uses: 1 })),
    );
    expect((await tags('2024')).some((row) => row.tag === '2024')).toBe(false);
    expect(await tags(`${word}x`)).toEqual([]);
    expect(await tags(`${word}n`)).toEqual([]);
  });

  it('refuses a missing, symbol-only, spaced or over-long query with a clear 400', async () => {
    for (const [tag, message] of [
      [null, 'Escribe el inicio del hashtag, con o sin #.'],
      ['', 'Escribe el inicio del hashtag, con o sin #.'],
      ['#', 'Escribe el inicio del hashtag, con o sin #.'],
      ['!!!', 'Un hashtag solo lleva letras, números y guion bajo, sin espacios.'],
      ['#$%&', 'Un hashtag solo lleva letras, números y guion bajo, sin espacios.'],
      ['playa mx', 'Un hashtag solo lleva letras, números y guion bajo, sin espacios.'],
      ['a'.repeat(51), 'Un hashtag puede tener hasta 50 caracteres.'],
    ] as const) {
      const answer = await suggest(tag);
      expect(answer.status, String(tag)).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'validation_error',
        fields: { tag: [message] },
      });
    }
  });

  it('limits each address like the other public routes, with Retry-After', async () => {
    // The sign-in limit scales the suggestions' (RATE_LIMIT_MAX moves both).
    const own = await startTestServer(engine, { rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const allowed = 2 * HASHTAG_RATE_FACTOR;
      const call = () =>
        fetch(`${own.url}${ApiPath.hashtags}?tag=via`).then((response) => response.status);
      const statuses = await Promise.all(Array.from({ length: allowed }, call));
      expect(statuses.every((status) => status === 200)).toBe(true);
      const over = await fetch(`${own.url}${ApiPath.hashtags}?tag=via`);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await over.json()) as { code: string }).code).toBe('rate_limited');
    } finally {
      await own.close();
    }
  });
});
