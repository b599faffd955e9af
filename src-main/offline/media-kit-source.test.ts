import { describe, expect, it } from 'vitest';
import {
  coreApiForTests,
  picture,
  signUpBrand,
  signUpCreator,
} from '../../tests/support/offline-desktop';
import { ApiPath } from '../../src-shared/api/paths';
import type { Collaboration } from '../../src-shared/domain/finder';
import type { NetworkConnection } from '../../src-shared/domain/network';
import type { Proposal } from '../../src-shared/domain/proposal';
import { emptyMetaInfo, type User } from '../../src-shared/domain/user';
import { BrandService } from '../marketplace/brand-service';
import { mediaKitFrom } from './media-kit-source';

const coreApi = coreApiForTests();

describe('media kits of the signed-in creators', () => {
  it('builds a fresh kit when the core API answers, and the same kit offline from the copy', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop, {
      networks: [
        { network: 'instagram', followers: 25_000 },
        { network: 'tiktok', followers: 120_000 },
      ],
      pieces: [
        { title: 'Reel', kind: 'video' },
        ...['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete'].map((title) => ({
          title,
          kind: 'image' as const,
        })),
      ],
      withPhoto: true,
    });
    await signUpBrand(desktop);

    const live = await desktop.kits.kitFor(creator.accountId);
    expect(live.from_cache).toBe(false);
    expect(live.kit).toMatchObject({
      accountId: creator.accountId,
      name: 'Sofía Ramírez',
      handle: creator.user.vanity_name,
      bio: 'Cocina mexicana para todos los días.',
      category: 'macroinfluencer',
      country: 'MX',
      languages: ['es', 'en'],
      prices: [{ network: 'instagram', content_type: 'post', price: 350 }],
    });
    expect(live.kit.photo).toMatch(/^data:image\/jpeg;base64,/);
    expect(live.kit.networks.map((n) => [n.network, n.followers, n.verified])).toEqual([
      ['tiktok', 120_000, false],
      ['instagram', 25_000, false],
    ]);
    expect(live.kit.networks[0]?.read_at).toEqual(expect.any(String));
    // Six at most in grid order, the video among them (its poster printed with ▶), never
    // crowded out by the images; every still is embedded.
    expect(live.kit.highlights.map((h) => [h.title, h.media_type])).toEqual([
      ['Reel', 'video'],
      ['Uno', 'image'],
      ['Dos', 'image'],
      ['Tres', 'image'],
      ['Cuatro', 'image'],
      ['Cinco', 'image'],
    ]);
    for (const highlight of live.kit.highlights.filter((h) => h.media_type === 'image')) {
      expect(highlight.thumbnail).toMatch(/^data:image\/jpeg;base64,/);
    }
    // This video was uploaded without a poster: it still has its place (the kit prints ▶).
    expect(live.kit.highlights[0]?.thumbnail).toBeNull();
    // Contact goes through the marketplace: never the e-mail or the telephone.
    const printed = JSON.stringify(live.kit);
    expect(printed).not.toContain(creator.user.email);
    expect(printed).not.toContain('1234 5678');

    desktop.goOffline();
    const cached = await desktop.kits.kitFor(creator.accountId);
    expect(cached).toEqual({ kit: live.kit, from_cache: true, pending_verifications: 0 });
  });

  it('prints each network’s name, address, source and trend, and the creator’s finished deals, online and offline', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop, {
      networks: [{ network: 'instagram', followers: 25_000 }],
      pieces: [],
    });
    await desktop.networks.add({
      network: 'blog',
      username: 'sofiacocina',
      name: 'Sabores de Sofía',
      url: 'https://sofiacocina.mx',
      followers: 4_000,
    });
    const brandAccount = await signUpBrand(desktop);
    const brands = new BrandService(desktop.api, desktop.session);
    const sol = await brands.saveBrand({
      brand: { name: 'Refresco Sol', industry: 'beverages', website: '', description: '' },
    });
    await brands.uploadLogo({
      brandId: sol.id,
      bytes: new Uint8Array(await picture('#f59e0b', 'png')),
      fileName: 'sol.png',
    });
    const propose = (deliverables: Proposal['deliverables']) =>
      desktop.session.withAccountToken(brandAccount, (token) =>
        desktop.api.post<Proposal>(
          ApiPath.proposals,
          {
            brand_id: sol.id,
            creator_id: creator.user.id,
            deliverables,
            price: 900,
            start_date: '2030-01-10',
            end_date: '2030-01-31',
            message: 'Nos encantaría trabajar contigo.',
          },
          { token },
        ),
      );
    const deal = await propose([
      { network: 'instagram', content_type: 'reel', quantity: 2 },
      { network: 'tiktok', content_type: 'video', quantity: 1 },
      { network: 'instagram', content_type: 'story', quantity: 3 },
    ]);
    // Still open: not a collaboration.
    await propose([{ network: 'instagram', content_type: 'post', quantity: 1 }]);
    await desktop.session.withAccountToken(creator.accountId, (token) =>
      desktop.api.post(ApiPath.proposalAction(deal.id, 'accept'), {}, { token }),
    );

    const live = await desktop.kits.kitFor(creator.accountId);

    const blog = live.kit.networks.find((network) => network.network === 'blog');
    expect(blog).toMatchObject({
      username: 'sofiacocina',
      name: 'Sabores de Sofía',
      url: 'https://sofiacocina.mx',
      followers: 4_000,
      source: 'manual',
      views_avg: null,
    });
    expect(blog?.trend.map((point) => [point.followers, point.source])).toEqual([
      [4_000, 'manual'],
    ]);
    expect(live.kit.collaborations).toEqual([
      {
        id: deal.id,
        brand: {
          id: sol.id,
          name: 'Refresco Sol',
          logo: expect.stringMatching(/^data:image\/png;base64,/),
        },
        networks: ['instagram', 'tiktok'],
        accepted_at: expect.any(String),
      } satisfies Collaboration,
    ]);

    desktop.goOffline();
    expect((await desktop.kits.kitFor(creator.accountId)).kit).toEqual(live.kit);
  });

  it('answers the active account’s kit when no account is named', async () => {
    const desktop = await coreApi.desktop();
    const creator = await signUpCreator(desktop);
    const view = await desktop.kits.kitFor();
    expect(view.kit.accountId).toBe(creator.accountId);
  });

  it('says so when offline with no copy, and refuses brands and unknown accounts', async () => {
    const desktop = await coreApi.desktop();
    const brand = await signUpBrand(desktop);
    await expect(desktop.kits.kitFor(brand)).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Los media kits son para cuentas de creador.',
    });
    await expect(desktop.kits.kitFor('embedded#nadie')).rejects.toMatchObject({ status: 404 });

    const creator = await signUpCreator(desktop);
    desktop.goOffline();
    await expect(desktop.kits.kitFor(creator.accountId)).rejects.toMatchObject({
      status: 0,
      code: 'offline_no_data',
    });
  });
});

describe('a kit from a copy', () => {
  const user: User = {
    id: 'u1',
    email: 'privado@ejemplo.mx',
    role: 'influencer',
    permissions: [],
    first_name: '',
    last_name: '',
    profile_image: null,
    question_text: '',
    telephone: '',
    country: 'CO',
    meta_info: emptyMetaInfo(),
    vanity_name: 'lucia.viaja',
  };
  const connection = (over: Partial<NetworkConnection>): NetworkConnection => ({
    uuid: 'n1',
    network: 'instagram',
    username: 'lucia.viaja',
    name: 'Lucía',
    followers: 2_000_000,
    connected: true,
    is_channel: false,
    url: '',
    metrics: null,
    trend: { points: [], change_30d: null },
    access: null,
    ...over,
  });

  it('marks figures read from a connected network as verified, and keeps what the source gave', async () => {
    const audience = [{ gender: 'female' as const, age_range: '18-24', percent: 40 }];
    const kit = await mediaKitFrom(
      {
        account_id: 'a1',
        user,
        networks: [
          connection({
            metrics: {
              values: { followers_count: 2_000_000, er: 3.2, aqs: 71 },
              audience_age_gender: audience,
              read_at: '2030-01-01T00:00:00.000Z',
              source: 'instagram',
            },
          }),
          connection({
            uuid: 'n2',
            network: 'youtube',
            followers: 900,
            connected: false,
            metrics: { values: { er: 1 }, read_at: '2030-01-02T00:00:00.000Z', source: 'youtube' },
          }),
        ],
        prices: null,
        briefcase: null,
        synced_at: '2030-01-03T00:00:00.000Z',
        photo_source: null,
      },
      { photo: null, still: async () => null },
    );
    expect(kit).toMatchObject({
      name: 'lucia.viaja',
      category: 'top-influencer-celebrity',
      prices: [],
      highlights: [],
      synced_at: '2030-01-03T00:00:00.000Z',
    });
    expect(kit.networks).toEqual([
      {
        network: 'instagram',
        username: 'lucia.viaja',
        followers: 2_000_000,
        er: 3.2,
        aqs: 71,
        audience,
        read_at: '2030-01-01T00:00:00.000Z',
        verified: true,
        name: 'Lucía',
        url: '',
        views_avg: null,
        source: 'instagram',
        trend: [],
      },
      expect.objectContaining({ network: 'youtube', er: 1, aqs: null, verified: false }),
    ]);
    // A copy written before collaborations were kept prints none.
    expect(kit.collaborations).toEqual([]);
  });

  it('keeps average views and the follower trend the source reported', async () => {
    const trend = [
      { read_at: '2030-01-01T00:00:00.000Z', followers: 900, source: 'youtube' as const },
      { read_at: '2030-01-02T00:00:00.000Z', followers: 950, source: 'youtube' as const },
    ];
    const kit = await mediaKitFrom(
      {
        account_id: 'a1',
        user,
        networks: [
          connection({
            network: 'youtube',
            followers: 950,
            metrics: {
              values: { views_avg: 12_500 },
              read_at: '2030-01-02T00:00:00.000Z',
              source: 'youtube',
            },
            trend: { points: trend, change_30d: null },
          }),
        ],
        prices: null,
        briefcase: null,
        collaborations: null,
        synced_at: '2030-01-03T00:00:00.000Z',
        photo_source: null,
      },
      { photo: null, still: async () => null },
    );
    expect(kit.networks[0]).toMatchObject({ views_avg: 12_500, source: 'youtube', trend });
  });
});
