import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  SocialAuthorizeAnswer,
} from '../../src-shared/domain/network';
import type { YouTubeInfoAnswer } from '../../src-shared/domain/youtube-channel';
import { startTwitch, type TwitchStandIn } from '../fixtures/twitch';
import {
  s256,
  startYouTube,
  type YouTubeChannel,
  type YouTubeStandIn,
  type YouTubeVideoSeed,
} from '../fixtures/youtube';
import { registerWithRole } from './harness/accounts';
import { openedCredentials } from './harness/credentials';
import { describeEngines } from './harness/engines';
import { followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const LOOPBACK = 'http://127.0.0.1:53682/callback';
const UNAVAILABLE = 'No pudimos comunicarnos con YouTube. Inténtalo más tarde.';
const newState = () => randomBytes(16).toString('base64url');
const suffix = () => randomUUID().replaceAll('-', '').slice(0, 12);

/** A channel no other test signs in as. */
function channel(overrides: Partial<YouTubeChannel> = {}): YouTubeChannel {
  const id = randomUUID().replaceAll('-', '').slice(0, 22);
  return { id: `UC${id}`, title: 'Canal Prueba', subscriberCount: 2000, ...overrides };
}

/**
 * Fifteen uploads, newest first: 1000, 1100, … views, 50 likes and 10 comments each, except that
 * the newest hides its likes and the second has comments off.
 */
function fifteenUploads(): YouTubeVideoSeed[] {
  return Array.from({ length: 15 }, (_, index) => ({
    viewCount: 1000 + index * 100,
    ...(index === 0 ? {} : { likeCount: 50 }),
    ...(index === 1 ? {} : { commentCount: 10 }),
  }));
}

let youtube: YouTubeStandIn;
let twitch: TwitchStandIn;
beforeAll(async () => {
  youtube = await startYouTube();
  twitch = await startTwitch();
});
afterAll(async () => {
  await youtube?.close();
  await twitch?.close();
});

const youtubeConfig = () => ({
  clientId: youtube.clientId,
  clientSecret: youtube.clientSecret,
  authUrl: youtube.authUrl,
  tokenUrl: youtube.tokenUrl,
  apiUrl: youtube.apiUrl,
  analyticsUrl: youtube.analyticsUrl,
});

describeEngines('YouTube channel read live (/api/v3/social/get/info/youtube/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      social: {
        redirectUri: REDIRECT,
        twitch: {
          clientId: twitch.clientId,
          clientSecret: twitch.clientSecret,
          authUrl: twitch.authUrl,
          apiUrl: twitch.apiUrl,
        },
        youtube: youtubeConfig(),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const info = (token: string, uuid: string, target = server) =>
    target.request<YouTubeInfoAnswer>('GET', ApiPath.socialYouTubeInfo(uuid), { token });

  const list = async (token: string) =>
    (await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, { token })).body
      .response.results;

  /** The desktop's whole YouTube round: PKCE, Google's page, the loopback code, redeem. */
  async function connectYouTube(token: string, account: YouTubeChannel) {
    youtube.setChannel(account);
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      state: newState(),
      redirect_uri: LOOPBACK,
      code_challenge: s256(verifier),
    });
    const authorize = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('youtube')}?${query.toString()}`,
      { token },
    );
    const browsed = await fetch(authorize.body.response.url, { redirect: 'manual' });
    const code = new URL(browsed.headers.get('location') ?? '').searchParams.get('code');
    const redeemed = await server.request<AddNetworkAnswer>(
      'POST',
      ApiPath.socialRedeemCode('youtube'),
      { token, body: { code, code_verifier: verifier, redirect_uri: LOOPBACK } },
    );
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
    return redeemed.body.response.user_network;
  }

  it('answers the caller’s channel and latest uploads, and keeps their figures as the snapshot', async () => {
    const { token } = await registerWithRole(server);
    const account = channel({ videos: fifteenUploads() });
    const connection = await connectYouTube(token, account);

    // The channel grew since the sign-in; the read must say so.
    youtube.setChannel({ ...account, subscriberCount: 2500 });
    const asked = youtube.requests.length;
    const answer = await info(token, connection.uuid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { channel: read, videos, user_network } = answer.body.response;
    expect(read).toEqual({
      id: account.id,
      title: 'Canal Prueba',
      description: 'Stand-in channel',
      custom_url: '@canalprueba',
      thumbnail_url: `https://yt3.ggpht.com/${account.id}/high.jpg`,
      published_at: '2007-08-23T00:34:43Z',
      subscribers_count: 2500,
      // All fifteen uploads: 15 × 1000 + 100 × (0 + 1 + … + 14).
      view_count: 25_500,
      video_count: 15,
    });
    // The newest twelve, newest first, in the Data API's names made snake_case.
    expect(videos).toHaveLength(12);
    const [newest, second] = videos;
    expect(newest).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      title: 'Video 1',
      published_at: '2024-06-30T17:00:00Z',
      thumbnail_url: `https://i.ytimg.com/vi/${newest?.id}/high.jpg`,
      view_count: 1000,
      like_count: null,
      comment_count: 10,
      url: `https://www.youtube.com/watch?v=${newest?.id}`,
    });
    expect(second).toMatchObject({ title: 'Video 2', view_count: 1100, like_count: 50 });
    expect(second?.comment_count).toBeNull();
    expect(videos.map((video) => video.title).at(-1)).toBe('Video 12');

    // views_avg over those twelve: 12 000 + 100 × 66 = 18 600 / 12 = 1550. er: (10 + 50 + 10 × 60)
    // interactions / 12 uploads = 55 per upload, over 2500 subscribers = 2.2 %.
    const values = { subscribers_count: 2500, views_avg: 1550, er: 2.2 };
    expect(user_network).toMatchObject({ uuid: connection.uuid, followers: 2500 });
    expect(user_network.metrics).toMatchObject({ source: 'youtube', values });
    expect(Date.parse(user_network.metrics?.read_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(connection.metrics?.read_at ?? ''),
    );
    const [listed] = await list(token);
    expect(listed).toEqual(user_network);

    // Through the uploads playlist, as Google documents it: channels, playlistItems, videos.
    const calls = youtube.requests.slice(asked).map((path) => new URL(path, youtube.url));
    expect(calls.map((url) => url.pathname)).toEqual([
      '/youtube/v3/channels',
      '/youtube/v3/playlistItems',
      '/youtube/v3/videos',
    ]);
    expect(calls[0]?.searchParams.get('part')).toBe('snippet,contentDetails,statistics');
    expect(Object.fromEntries(calls[1]?.searchParams ?? [])).toEqual({
      part: 'contentDetails',
      playlistId: `UU${account.id.slice(2)}`,
      maxResults: '12',
    });
    expect(calls[2]?.searchParams.get('id')).toBe(videos.map((video) => video.id).join(','));
  });

  it('reads a channel that never uploaded, and one that hides its subscribers', async () => {
    const { token } = await registerWithRole(server);
    const empty = await connectYouTube(token, channel({ subscriberCount: 30, videos: [] }));
    const answer = await info(token, empty.uuid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response.channel).toMatchObject({ view_count: 0, video_count: 0 });
    expect(answer.body.response.videos).toEqual([]);
    // Nothing to average: only the subscribers.
    expect(answer.body.response.user_network.metrics?.values).toEqual({ subscribers_count: 30 });

    const hidden = await connectYouTube(
      token,
      channel({ hiddenSubscriberCount: true, videos: [{ viewCount: 7, likeCount: 1 }] }),
    );
    const read = await info(token, hidden.uuid);
    expect(read.status).toBe(200);
    expect(read.body.response.channel.subscribers_count).toBeNull();
    // Shown as 0 like the connection's count; no er without subscribers to divide by.
    expect(read.body.response.user_network.metrics?.values).toEqual({
      subscribers_count: 0,
      views_avg: 7,
    });
  });

  it('reads the audience again on update/info and get/info, and forgets it once unknown', async () => {
    const { token } = await registerWithRole(server);
    const account = channel({
      audience: [
        { ageGroup: 'age18-24', gender: 'female', viewerPercentage: 70 },
        { ageGroup: 'age25-34', gender: 'male', viewerPercentage: 30 },
      ],
    });
    const connection = await connectYouTube(token, account);
    expect(connection.metrics?.audience_age_gender).toEqual([
      { gender: 'female', age_range: '18-24', percent: 70 },
      { gender: 'male', age_range: '25-34', percent: 30 },
    ]);

    // The audience moved since the sign-in: update/info keeps the new one.
    youtube.setChannel({
      ...account,
      audience: [
        { ageGroup: 'age35-44', gender: 'male', viewerPercentage: 55.55 },
        { ageGroup: 'age18-24', gender: 'female', viewerPercentage: 44.45 },
      ],
    });
    const updated = await server.request<NetworkConnection>(
      'GET',
      ApiPath.socialUpdateInfo(connection.uuid),
      { token },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const moved = [
      { gender: 'male', age_range: '35-44', percent: 55.6 },
      { gender: 'female', age_range: '18-24', percent: 44.5 },
    ];
    expect(updated.body.response.metrics?.audience_age_gender).toEqual(moved);

    // get/info stores the same snapshot, audience included.
    const read = await info(token, connection.uuid);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.response.user_network.metrics?.audience_age_gender).toEqual(moved);

    // Analytics now refuses the channel: the audience is unknown, the read still succeeds.
    youtube.setChannel({ ...account, audience: 'forbidden', subscriberCount: 2100 });
    const refused = await info(token, connection.uuid);
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.response.user_network.followers).toBe(2100);
    expect(refused.body.response.user_network.metrics).not.toHaveProperty('audience_age_gender');
    const [listed] = await list(token);
    expect(listed).toEqual(refused.body.response.user_network);
  });

  it('answers 404 for someone else’s, an unknown or a malformed id, and for other networks', async () => {
    const owner = await registerWithRole(server);
    const connection = await connectYouTube(owner.token, channel());
    const other = await registerWithRole(server);
    for (const uuid of [connection.uuid, randomUUID(), 'no-es-un-uuid']) {
      const answer = await info(other.token, uuid);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }

    // The path names YouTube: a Twitch connection, verified or not, is no YouTube connection.
    const login = `m_${suffix()}`;
    twitch.setUser({ id: String(Date.now()), login, display_name: login });
    const authorize = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('twitch')}?state=${newState()}`,
      { token: owner.token },
    );
    const back = await followSignInWindow(authorize.body.response.url, REDIRECT);
    const twitchConnection = await server.request<AddNetworkAnswer>(
      'POST',
      ApiPath.socialRedeemCode('twitch'),
      { token: owner.token, body: { code: back.get('code') } },
    );
    expect(twitchConnection.status).toBe(201);
    const manual = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token: owner.token,
      body: { network: 'instagram', username: `ig_${suffix()}`, followers: 10 },
    });
    for (const uuid of [
      twitchConnection.body.response.user_network.uuid,
      manual.body.response.user_network.uuid,
    ]) {
      const answer = await info(owner.token, uuid);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
    }
  });

  it('answers 409 metrics_manual for a hand-typed YouTube connection, leaving it as it was', async () => {
    const { token } = await registerWithRole(server);
    const added = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token,
      body: { network: 'youtube', username: `canal_${suffix()}`, followers: 1200 },
    });
    expect(added.status).toBe(201);
    const answer = await info(token, added.body.response.user_network.uuid);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('metrics_manual');
    expect(await list(token)).toEqual([added.body.response.user_network]);
  });

  it('answers 409 network_reconnect_required when Google no longer accepts the grant', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connectYouTube(token, channel());
    // Revoking the app's access kills the refresh token too: nothing can renew the grant.
    youtube.revokeTokens();
    const answer = await info(token, connection.uuid);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('network_reconnect_required');
    expect(answer.body.message).toContain('Vuelve a conectar');
    // The figures stay; the connection now says the grant was refused (issue 13).
    expect(await list(token)).toEqual([
      {
        ...connection,
        access: {
          state: 'revoked',
          expires_at: null,
          reason:
            'YouTube ya no acepta la autorización guardada. Vuelve a conectar tu cuenta para actualizar sus cifras.',
        },
      },
    ]);
  });

  it('renews an expired access token with the refresh token and reads on', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connectYouTube(token, channel({ subscriberCount: 77 }));
    const tokenOf = async () =>
      (await openedCredentials(server.server.db, connection.uuid))[0]?.access_token;
    const before = await tokenOf();
    youtube.expireTokens();
    const answer = await info(token, connection.uuid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response.channel.subscribers_count).toBe(77);
    const after = await tokenOf();
    expect(after).toMatch(/^ya29\./);
    expect(after).not.toBe(before);
  });

  it('shows a renamed channel by its new title after a read (issue 13)', async () => {
    const { token } = await registerWithRole(server);
    const account = channel();
    const connection = await connectYouTube(token, account);
    expect(connection).toMatchObject({ username: account.id, name: 'Canal Prueba' });
    youtube.setChannel({ ...account, title: 'Cocina de Ana' });
    const answer = await info(token, connection.uuid);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.response.user_network).toMatchObject({
      username: account.id,
      name: 'Cocina de Ana',
    });
    youtube.setChannel({ ...account, title: 'Cocina de Ana y Luis' });
    const refreshed = await server.request<NetworkConnection>(
      'GET',
      ApiPath.socialUpdateInfo(connection.uuid),
      { token },
    );
    expect(refreshed.body.response.name).toBe('Cocina de Ana y Luis');
  });

  it('answers 502 provider_unavailable when the Data API fails, changing nothing', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connectYouTube(token, channel({ videos: fifteenUploads() }));
    youtube.setChannel({ ...channel(), id: connection.username, subscriberCount: 9999 });
    try {
      for (const outage of [
        { resource: 'videos', kind: 'error' },
        { resource: 'playlistItems', kind: 'error' },
        { resource: 'channels', kind: 'drop' },
        { resource: 'reports', kind: 'error' },
      ] as const) {
        youtube.setOutage(outage);
        const answer = await info(token, connection.uuid);
        expect(answer.status, outage.resource).toBe(502);
        expect(answer.body).toEqual({ code: 'provider_unavailable', message: UNAVAILABLE });
      }
    } finally {
      youtube.setOutage(null);
    }
    // Neither the count nor the snapshot moved: the figures of the sign-in stand.
    expect(await list(token)).toEqual([connection]);
  });

  it('answers 401 without a session', async () => {
    const answer = await server.request('GET', ApiPath.socialYouTubeInfo(randomUUID()));
    expect(answer.status).toBe(401);
  });

  it('answers 503 provider_not_configured where YouTube has no app', async () => {
    const bare = await startTestServer(engine, { social: { redirectUri: REDIRECT } });
    try {
      const { token } = await registerWithRole(bare);
      const added = await bare.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
        token,
        body: { network: 'youtube', username: `canal_${suffix()}`, followers: 5 },
      });
      const uuid = added.body.response.user_network.uuid;
      // A connection verified while the app was configured, kept after it was taken away.
      await bare.server.db
        .updateTable('user_networks')
        .set({ connected: true })
        .where('uuid', '=', uuid)
        .execute();
      const answer = await info(token, uuid, bare);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        code: 'provider_not_configured',
        message: 'La conexión con YouTube no está configurada en este servidor.',
      });
    } finally {
      await bare.close();
    }
  });
});
