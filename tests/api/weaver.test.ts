import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { Interest, PriceItem } from '../../src-shared/domain/finder';
import { insertNetwork } from '../../src-server/networks/network-repository';
import { describeEngines } from './harness/engines';
import { registerWithRole } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';

const NOT_FOUND = {
  code: 'not_found',
  message: 'No encontramos un creador con esa cuenta en esa red.',
};

describeEngines('Weaver (GET /api/v2/weaver/pricing|interests/{network}/{username}/)', (engine) => {
  let server: TestServer;
  let creatorToken: string;
  let prices: PriceItem[];
  let interests: Interest[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    const creator = await registerWithRole(server);
    creatorToken = creator.token;
    const now = new Date();
    await insertNetwork(
      server.server.db,
      creator.user.id,
      { network: 'instagram', username: 'Ana.Cocina' },
      now,
    );
    await insertNetwork(
      server.server.db,
      creator.user.id,
      { network: 'tiktok', username: 'anacocina' },
      now,
    );
    prices = [];
    for (const body of [
      { network: 'instagram', content_type: 'reel', price: 120.5 },
      { network: 'tiktok', content_type: 'video', price: 99 },
    ]) {
      server.clock.advance(1000);
      const answer = await server.request<PriceItem>('POST', ApiPath.pricing, {
        token: creatorToken,
        body,
      });
      expect(answer.status).toBe(201);
      prices.push(answer.body.response);
    }
    interests = [];
    for (const interest of ['food', 'travel']) {
      server.clock.advance(1000);
      const answer = await server.request<Interest>('POST', ApiPath.addInterest, {
        token: creatorToken,
        body: { interest },
      });
      interests.push(answer.body.response);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  function pricing(network: string, username: string) {
    return server.request<{ results: PriceItem[] }>(
      'GET',
      ApiPath.weaverPricing(network, username),
    );
  }
  function interestsOf(network: string, username: string) {
    return server.request<{ results: Interest[] }>(
      'GET',
      ApiPath.weaverInterests(network, username),
    );
  }

  it('answers a creator’s rate card to anyone, found by any of their connections in any case', async () => {
    for (const [network, username] of [
      ['instagram', 'Ana.Cocina'],
      ['instagram', 'ana.cocina'],
      ['instagram', 'ANA.COCINA'],
      ['tiktok', 'anacocina'],
      // TikTok handles are written with @; they are stored without it.
      ['tiktok', '@AnaCocina'],
    ] as const) {
      const answer = await pricing(network, username);
      expect(answer.status, `${network}/${username}`).toBe(200);
      expect(answer.body).toEqual({ response: { results: prices } });
    }
  });

  it('answers the creator’s interests the same way', async () => {
    const answer = await interestsOf('instagram', 'ana.cocina');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response: { results: interests } });
    expect(interests.map((item) => item.interest)).toEqual(['food', 'travel']);
  });

  it('answers empty lists for a creator who priced nothing and picked no interests', async () => {
    const quiet = await registerWithRole(server);
    await insertNetwork(
      server.server.db,
      quiet.user.id,
      { network: 'youtube', username: 'UCsilencio' },
      new Date(),
    );
    expect((await pricing('youtube', 'ucsilencio')).body).toEqual({ response: { results: [] } });
    expect((await interestsOf('youtube', 'UCsilencio')).body).toEqual({
      response: { results: [] },
    });
  });

  it('answers 404 for an unknown network or username, or the wrong network for the username', async () => {
    for (const [network, username] of [
      ['myspace', 'ana.cocina'],
      ['instagram', 'nadie'],
      ['twitter', 'ana.cocina'],
      ['instagram', 'x'.repeat(51)],
      ['instagram', '@'],
    ] as const) {
      for (const answer of [
        await pricing(network, username),
        await interestsOf(network, username),
      ]) {
        expect(answer.status, `${network}/${username}`).toBe(404);
        expect(answer.body).toEqual(NOT_FOUND);
      }
    }
  });

  it('never answers for a brand account, even if a connection row points at one', async () => {
    const brand = await registerWithRole(server, 'brand');
    await insertNetwork(
      server.server.db,
      brand.user.id,
      { network: 'facebook', username: 'marca.sol' },
      new Date(),
    );
    expect((await pricing('facebook', 'marca.sol')).status).toBe(404);
    expect((await interestsOf('facebook', 'marca.sol')).status).toBe(404);
  });

  it('reflects the creator’s changes at once', async () => {
    const creator = await registerWithRole(server);
    await insertNetwork(
      server.server.db,
      creator.user.id,
      { network: 'twitch', username: 'gamer_mx' },
      new Date(),
    );
    const line = await server.request<PriceItem>('POST', ApiPath.pricing, {
      token: creator.token,
      body: { network: 'twitch', content_type: 'live', price: 40 },
    });
    expect((await pricing('twitch', 'gamer_mx')).body.response.results).toEqual([
      line.body.response,
    ]);
    await server.request('DELETE', ApiPath.pricingItem(line.body.response.id), {
      token: creator.token,
    });
    expect((await pricing('twitch', 'gamer_mx')).body.response.results).toEqual([]);
  });
});
