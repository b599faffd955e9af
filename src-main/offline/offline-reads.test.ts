import { describe, expect, it } from 'vitest';
import {
  coreApiForTests,
  signUpBrand,
  signUpCreator,
  type OfflineDesktop,
} from '../../tests/support/offline-desktop';
import { ApiPath } from '../../src-shared/api/paths';
import type { User } from '../../src-shared/domain/user';

const coreApi = coreApiForTests();

const profile = (desktop: OfflineDesktop) => () => desktop.session.getProfile() as Promise<User>;

describe('reads with an offline answer', () => {
  it('answers live and keeps the answer; offline it answers the same from the copy', async () => {
    const desktop = await coreApi.desktop();
    await signUpCreator(desktop);
    const { reads, networks, pricing } = desktop;

    const livePrices = await reads.prices(() => pricing.listPrices());
    const liveNetworks = await reads.networks(() => networks.list());
    expect(livePrices.results).toHaveLength(1);

    desktop.goOffline();
    expect(await reads.prices(() => pricing.listPrices())).toEqual(livePrices);
    const cachedNetworks = await reads.networks(() => networks.list());
    expect(cachedNetworks.results).toEqual(liveNetworks.results);
    expect(cachedNetworks.count).toBe(liveNetworks.count);
  });

  it('shows saved stills and the saved photo as data: URLs while offline', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    await desktop.sync.sync(creator.accountId);
    const live = await desktop.reads.briefcase(() => desktop.briefcase.list());
    expect(live.results[0]?.thumbnail_url).toMatch(/^http:\/\/127\.0\.0\.1/);

    desktop.goOffline();
    const cached = await desktop.reads.briefcase(() => desktop.briefcase.list());
    expect(cached.results.map((item) => item.title)).toEqual(['Receta de mole']);
    expect(cached.results[0]?.thumbnail_url).toMatch(/^data:image\/jpeg;base64,/);
    expect(cached.results[0]?.image_url).toBe(cached.results[0]?.thumbnail_url);

    const user = await desktop.reads.profile(profile(desktop));
    expect(user).toMatchObject({ id: creator.user.id, first_name: 'Sofía' });
    expect(user.profile_image).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('says there is no saved data yet, as an offline error, when there is no copy', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    desktop.goOffline();
    const noData = {
      status: 0,
      code: 'offline_no_data',
      message:
        'No hay datos guardados de esta cuenta todavía. Conéctate una vez para guardarlos en este equipo.',
    };
    await expect(desktop.reads.networks(() => desktop.networks.list())).rejects.toMatchObject(
      noData,
    );
    await expect(desktop.reads.briefcase(() => desktop.briefcase.list())).rejects.toMatchObject(
      noData,
    );
    // The profile falls back to the user remembered at sign-in, without a photo to show.
    expect(await desktop.reads.profile(profile(desktop))).toMatchObject({
      id: creator.user.id,
      profile_image: null,
    });
  });

  it('answers the active account’s copy only, after a switch too', async () => {
    const desktop = await coreApi.desktop();
    const first = await signUpCreator(desktop);
    await desktop.reads.prices(() => desktop.pricing.listPrices());
    const second = await signUpCreator(desktop);
    await desktop.session.withActiveToken((token) =>
      desktop.api.post(
        ApiPath.pricing,
        { network: 'tiktok', content_type: 'video', price: 900 },
        { token },
      ),
    );
    await desktop.reads.prices(() => desktop.pricing.listPrices());

    desktop.goOffline();
    const secondPrices = await desktop.reads.prices(() => desktop.pricing.listPrices());
    expect(secondPrices.results.map((item) => item.price).sort()).toEqual([350, 900]);
    await desktop.session.switchAccount(first.accountId);
    const firstPrices = await desktop.reads.prices(() => desktop.pricing.listPrices());
    expect(firstPrices.results.map((item) => item.price)).toEqual([350]);
    expect(second.accountId).not.toBe(first.accountId);
  });

  it('passes the core API’s refusals through instead of answering the copy', async () => {
    const desktop = await coreApi.desktop();
    await signUpBrand(desktop);
    await expect(desktop.reads.briefcase(() => desktop.briefcase.list())).rejects.toMatchObject({
      status: 403,
    });
  });
});
