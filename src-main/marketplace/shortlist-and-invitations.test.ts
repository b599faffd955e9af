import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { Brand } from '../../src-shared/domain/brand';
import type { CastingCall } from '../../src-shared/domain/casting-call';
import { startServer, type RunningServer } from '../../src-server/index';
import { signedIn, signedInCreator, type SignedIn } from '../../tests/support/signed-in-creator';
import { NetworkService } from '../networks/network-service';
import { CastingService } from './casting-service';
import { FinderService } from './finder-service';
import { fromTemplate } from '../../tests/support/test-database';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ...fromTemplate(), rateLimit: { max: 1000, timeWindowMs: 60_000 } });
});
afterAll(async () => {
  await server.close();
});

/** A creator the finder lists: signed up from the desktop with one network typed in. */
async function listedCreator(): Promise<SignedIn> {
  const creator = await signedInCreator(server.url);
  await new NetworkService(creator.api, creator.session).add({
    network: 'instagram',
    username: `cocina.${creator.user.id.slice(0, 8)}`,
    followers: 25_000,
  });
  return creator;
}

describe("the brand's shortlist from the desktop", () => {
  it('adds, lists and removes through the core API, and the creator page says so', async () => {
    const brand = await signedIn(server.url, 'brand');
    const finder = new FinderService(brand.api, brand.session);
    const creator = await listedCreator();
    const creator_id = creator.user.id;

    expect(await finder.addToShortlist({ creator_id })).toEqual({ creator_id, shortlisted: true });
    expect(await finder.addToShortlist({ creator_id })).toEqual({ creator_id, shortlisted: true });
    const list = await finder.listShortlist({});
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id: creator_id, shortlisted: true });

    // The page passes the core API's answer through: networks with trend and audience, portfolio.
    const page = await finder.getCreator({ id: creator_id });
    expect(page).toMatchObject({ id: creator_id, shortlisted: true, portfolio: [] });
    expect(page.networks[0]).toMatchObject({
      network: 'instagram',
      source: 'manual',
      audience: null,
      trend: { points: [expect.objectContaining({ followers: 25_000 })] },
    });

    expect(await finder.removeFromShortlist({ creator_id })).toEqual({
      creator_id,
      shortlisted: false,
    });
    expect(await finder.removeFromShortlist({ creator_id })).toEqual({
      creator_id,
      shortlisted: false,
    });
    expect((await finder.listShortlist({ page: 1 })).results).toEqual([]);
  });

  it("reports the core API's refusal for a creator account as a typed error", async () => {
    const creator = await listedCreator();
    const finder = new FinderService(creator.api, creator.session);
    await expect(finder.listShortlist({})).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});

describe('inviting a creator to a casting call from the desktop', () => {
  it('invites once, then answers the same invitation; the creator sees it', async () => {
    const brand = await signedIn(server.url, 'brand');
    const casting = new CastingService(brand.api, brand.session);
    const saved = await brand.session.withActiveToken((token) =>
      brand.api.post<Brand>(ApiPath.brands, { name: 'Café Norte', industry: 'food' }, { token }),
    );
    const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const draft = await casting.save({
      call: {
        brand_id: saved.id,
        title: 'Mañanas con café',
        brief: 'Buscamos creadores que preparen su café de la mañana en casa.',
        networks: ['instagram'],
        content_types: ['reel'],
        budget_min: 100,
        budget_max: 300,
        country: null,
        categories: [],
        deadline,
      },
    });
    const call: CastingCall = await casting.publish({ id: draft.id });
    const creator = await listedCreator();

    const first = await casting.invite({ id: call.id, creator_id: creator.user.id });
    expect(first).toMatchObject({
      casting_call_id: call.id,
      creator_id: creator.user.id,
      new: true,
    });
    const again = await casting.invite({ id: call.id, creator_id: creator.user.id });
    expect(again).toEqual({ ...first, new: false });

    const seen = await new CastingService(creator.api, creator.session).get({ id: call.id });
    expect(seen.invited_at).toBe(first.invited_at);
  });
});
