import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { BriefcaseItem } from '../../src-shared/domain/briefcase';
import type { CreatorDetail, ProfileViews } from '../../src-shared/domain/finder';
import type { AddNetworkAnswer, SocialAuthorizeAnswer } from '../../src-shared/domain/network';
import { s256, startYouTube, type YouTubeStandIn } from '../fixtures/youtube';
import { ISO_DATE_TIME } from './harness/answer-patterns';
import { describeEngines } from './harness/engines';
import {
  addNetwork,
  createCreator,
  registerBrand,
  searchTag,
  type TestCreator,
} from './harness/finder-creators';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * Issue 14: the page a brand opens to decide on a creator (`GET /api/v1/finder/creators/{id}/`)
 * carries every network's figures with date, source, verified mark, trend and audience, the
 * portfolio in the creator's order, and whether the brand keeps the creator on its shortlist.
 */

const LOOPBACK = 'http://127.0.0.1:53682/callback';
const DAY = 86_400_000;
const MEDIA = /^http:\/\/127\.0\.0\.1:\d+\/media\/briefcase\/[0-9a-f-]{36}\.\w+$/;

let youtube: YouTubeStandIn;
beforeAll(async () => {
  youtube = await startYouTube();
});
afterAll(async () => {
  await youtube?.close();
});

/** An ISO BMFF box: 32-bit size, type, payload (enough of an MP4 for the upload check). */
function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

function mp4Bytes(): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom\0\0\x02\0isommp41', 'latin1')]));
  return Buffer.concat([ftyp, box('free', randomBytes(1024))]);
}

const png = (color: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();

describeEngines('Creator page for brands (issue 14)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      social: {
        redirectUri: 'https://marcacreadores.mx/account-setting/social',
        youtube: {
          clientId: youtube.clientId,
          clientSecret: youtube.clientSecret,
          authUrl: youtube.authUrl,
          tokenUrl: youtube.tokenUrl,
          apiUrl: youtube.apiUrl,
          analyticsUrl: youtube.analyticsUrl,
        },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const open = (token: string, id: string) =>
    server.request<CreatorDetail>('GET', ApiPath.finderCreator(id), { token });

  /** A YouTube channel connected the way the desktop does it: verified by Google. */
  async function connectYouTube(token: string, subscriberCount: number): Promise<void> {
    const suffix = randomUUID().replaceAll('-', '').slice(0, 22);
    youtube.setChannel({
      id: `UC${suffix}`,
      title: `Canal ${suffix.slice(0, 6)}`,
      subscriberCount,
      audience: [
        { ageGroup: 'age18-24', gender: 'female', viewerPercentage: 55 },
        { ageGroup: 'age25-34', gender: 'male', viewerPercentage: 45 },
      ],
    });
    const state = randomBytes(16).toString('base64url');
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      state,
      redirect_uri: LOOPBACK,
      code_challenge: s256(verifier),
    });
    const authorize = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('youtube')}?${query}`,
      { token },
    );
    expect(authorize.status, JSON.stringify(authorize.body)).toBe(200);
    const browsed = await fetch(authorize.body.response.url, { redirect: 'manual' });
    const code = new URL(browsed.headers.get('location') ?? '').searchParams.get('code');
    const redeemed = await server.request<AddNetworkAnswer>(
      'POST',
      ApiPath.socialRedeemCode('youtube'),
      { token, body: { code, code_verifier: verifier, redirect_uri: LOOPBACK } },
    );
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
  }

  async function upload(creator: TestCreator, form: FormData): Promise<BriefcaseItem> {
    const answer = await server.request<BriefcaseItem>('POST', ApiPath.briefcase, {
      token: creator.token,
      form,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.response;
  }

  function pieceForm(bytes: Buffer, name: string, title: string, poster?: Buffer): FormData {
    const form = new FormData();
    form.append('file_for_profile', new Blob([new Uint8Array(bytes)]), name);
    if (poster) form.append('poster', new Blob([new Uint8Array(poster)]), 'poster.png');
    form.append('title', title);
    return form;
  }

  describe('networks', () => {
    it('carries figures, date, source, the verified mark, the trend and the audience', async () => {
      const brand = await registerBrand(server);
      // Instagram typed by hand 40 and 20 days ago and today: three readings, no audience.
      server.clock.advance(-40 * DAY);
      let creator: TestCreator;
      try {
        creator = await createCreator(server, {
          last_name: searchTag(),
          networks: [{ network: 'instagram', followers: 10_000, username: 'ana.cocina' }],
        });
        server.clock.advance(20 * DAY);
        const uuid = creator.uuids.instagram ?? '';
        const edit = (followers: number) =>
          server.request('POST', ApiPath.updateNetwork(uuid), {
            token: creator.token,
            body: { network: 'instagram', username: 'ana.cocina', followers },
          });
        expect((await edit(11_000)).status).toBe(200);
        server.clock.reset();
        expect((await edit(12_000)).status).toBe(200);
      } finally {
        server.clock.reset();
      }
      await connectYouTube(creator.token, 500_000);

      const answer = await open(brand, creator.id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [first, second] = answer.body.response.networks;
      // Largest first, as on the finder's card.
      expect(first).toMatchObject({
        network: 'youtube',
        followers: 500_000,
        connected: true,
        // What the channel reported: ten videos of 100 views each.
        er: expect.any(Number),
        views_avg: 100,
        source: 'youtube',
        read_at: expect.stringMatching(ISO_DATE_TIME),
        audience: {
          shares: [
            { gender: 'female', age_range: '18-24', percent: 55 },
            { gender: 'male', age_range: '25-34', percent: 45 },
          ],
          read_at: first?.read_at,
          source: 'youtube',
        },
      });
      expect(first?.trend.points).toHaveLength(1);
      expect(first?.trend.change_30d).toBeNull();

      expect(second).toMatchObject({
        network: 'instagram',
        username: 'ana.cocina',
        followers: 12_000,
        connected: false,
        er: null,
        aqs: null,
        views_avg: null,
        source: 'manual',
        read_at: expect.stringMatching(ISO_DATE_TIME),
        audience: null,
      });
      expect(second?.trend.points.map((point) => point.followers)).toEqual([
        10_000, 11_000, 12_000,
      ]);
      // Against the latest reading at least 30 days old: the one from 40 days ago.
      expect(second?.trend.change_30d).toMatchObject({ followers: 2000, percent: 20 });
      // Nothing private about the connections leaves.
      expect(JSON.stringify(answer.body)).not.toMatch(/uuid|access_token|refresh_token/);
    });

    it('says "no history" with an empty trend for a connection without readings', async () => {
      const brand = await registerBrand(server);
      const creator = await createCreator(server, {
        last_name: searchTag(),
        networks: [{ network: 'tiktok', followers: 3_000 }],
      });
      await server.server.db
        .deleteFrom('network_readings')
        .where('user_network', '=', creator.uuids.tiktok ?? '')
        .execute();
      const [network] = (await open(brand, creator.id)).body.response.networks;
      expect(network?.trend).toEqual({ points: [], change_30d: null });
    });
  });

  describe('portfolio, profile and views', () => {
    it('answers the portfolio in the creator’s order, with media URLs and poster frames', async () => {
      const brand = await registerBrand(server);
      const tag = searchTag();
      const creator = await createCreator(server, {
        first_name: 'Renata',
        last_name: tag,
        languages: ['es', 'en'],
        networks: [{ network: 'instagram', followers: 64_000, er: 2.8, aqs: 77 }],
      });
      const photo = await upload(creator, pieceForm(await png('#c0392b'), 'plato.png', 'Plato'));
      const video = await upload(
        creator,
        pieceForm(mp4Bytes(), 'receta.mp4', 'Receta', await png('#2980b9')),
      );
      const last = await upload(creator, pieceForm(await png('#27ae60'), 'mesa.png', 'Mesa'));

      const answer = await open(brand, creator.id);
      expect(answer.status).toBe(200);
      const detail = answer.body.response;
      expect(detail).toMatchObject({
        id: creator.id,
        first_name: 'Renata',
        last_name: tag,
        country: 'MX',
        category: 'microinfluencer',
        languages: ['es', 'en'],
        question_text: 'Creadora de contenido de cocina mexicana.',
        shortlisted: false,
        prices: [],
        interests: [],
        collaborations: [],
      });
      expect(detail.portfolio).toEqual([photo, video, last]);
      expect(detail.portfolio.map((piece) => piece.media_type)).toEqual([
        'image',
        'video',
        'image',
      ]);
      for (const piece of detail.portfolio) {
        expect(piece.image_url).toMatch(MEDIA);
        expect(piece.thumbnail_url).toMatch(MEDIA);
      }
      const poster = await fetch(detail.portfolio[1]?.thumbnail_url ?? '');
      expect(poster.status).toBe(200);
    });

    it('counts one profile view; reopening is free; an empty portfolio is []', async () => {
      const brand = await registerBrand(server);
      const creator = await createCreator(server, {
        last_name: searchTag(),
        networks: [{ network: 'instagram', followers: 8_000 }],
      });
      const views = async () =>
        (await server.request<ProfileViews>('GET', ApiPath.maxViews, { token: brand })).body
          .response;
      expect(await views()).toMatchObject({ used: 0 });
      const first = await open(brand, creator.id);
      expect(first.body.response.portfolio).toEqual([]);
      expect(await views()).toMatchObject({ used: 1, remaining: 29 });
      expect((await open(brand, creator.id)).status).toBe(200);
      expect(await views()).toMatchObject({ used: 1 });
      await addNetwork(server, creator.token, { network: 'tiktok', followers: 9_000 });
      expect((await open(brand, creator.id)).body.response.networks).toHaveLength(2);
    });
  });
});
