import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  SocialAuthorizeAnswer,
} from '../../src-shared/domain/network';
import { startTwitch, type TwitchStandIn } from '../fixtures/twitch';
import {
  s256,
  startYouTube,
  type YouTubeStandIn,
  type YouTubeViewerShare,
} from '../fixtures/youtube';
import { registerWithRole } from './harness/accounts';
import { openedCredentials } from './harness/credentials';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

/** What main's loopback listener would be; nothing needs to listen, the redirect is read unfollowed. */
const LOOPBACK = 'http://127.0.0.1:53682/callback';
const ANALYTICS_SCOPE = 'https://www.googleapis.com/auth/yt-analytics.readonly';

/** What YouTube Analytics reports for the channels of the audience tests. */
const VIEWERS: YouTubeViewerShare[] = [
  { ageGroup: 'age13-17', gender: 'female', viewerPercentage: 0 },
  { ageGroup: 'age18-24', gender: 'female', viewerPercentage: 12.34 },
  { ageGroup: 'age18-24', gender: 'male', viewerPercentage: 30.05 },
  { ageGroup: 'age25-34', gender: 'male', viewerPercentage: 41.2 },
  { ageGroup: 'age25-34', gender: 'user_specified', viewerPercentage: 1.41 },
  { ageGroup: 'age65-', gender: 'female', viewerPercentage: 15 },
];

const newState = () => randomBytes(16).toString('base64url');
const newVerifier = () => randomBytes(32).toString('base64url');

/** A channel no other test of this server signs in as. */
function channel(subscriberCount = 0) {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 22);
  return { id: `UC${suffix}`, title: `Canal ${suffix.slice(0, 6)}`, subscriberCount };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
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

describeEngines('YouTube through the system browser (/api/v3/social/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      social: {
        redirectUri: 'https://marcacreadores.mx/account-setting/social',
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

  function authorize(token: string, query: Record<string, string>, network = 'youtube') {
    const search = new URLSearchParams(query).toString();
    return server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize(network)}?${search}`,
      { token },
    );
  }

  function redeem(token: string, body: unknown, target = server, network = 'youtube') {
    return target.request<AddNetworkAnswer>('POST', ApiPath.socialRedeemCode(network), {
      token,
      body,
    });
  }

  /** What the system browser does: opens the URL and lands on the loopback listener's address. */
  async function browse(url: string): Promise<URL> {
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }

  /** The desktop's whole round: PKCE pair, authorize, browser, code off the loopback URL. */
  async function signIn(token: string, redirectUri = LOOPBACK) {
    const state = newState();
    const verifier = newVerifier();
    const answer = await authorize(token, {
      state,
      redirect_uri: redirectUri,
      code_challenge: s256(verifier),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const back = await browse(answer.body.response.url);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(state);
    return { code: back.searchParams.get('code') ?? '', verifier };
  }

  it('lists youtube after the window networks where it is configured', async () => {
    const { token } = await registerWithRole(server);
    const answer = await server.request('GET', ApiPath.socialProviders, { token });
    expect(answer.body).toEqual({ response: { networks: ['twitch', 'youtube'] } });
  });

  it('builds Google’s authorize URL for the caller’s loopback redirect, with PKCE', async () => {
    const { token } = await registerWithRole(server);
    const state = newState();
    const challenge = s256(newVerifier());
    const answer = await authorize(token, {
      state,
      redirect_uri: LOOPBACK,
      code_challenge: challenge,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.response.redirect_uri).toBe(LOOPBACK);
    const url = new URL(answer.body.response.url);
    expect(`${url.origin}${url.pathname}`).toBe(youtube.authUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: youtube.clientId,
      redirect_uri: LOOPBACK,
      response_type: 'code',
      scope: `https://www.googleapis.com/auth/youtube.readonly ${ANALYTICS_SCOPE}`,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(answer.body.response.url).not.toContain(youtube.clientSecret);

    const ipv6 = await authorize(token, {
      state,
      redirect_uri: 'http://[::1]:8080/',
      code_challenge: challenge,
    });
    expect(ipv6.status).toBe(200);
    expect(ipv6.body.response.redirect_uri).toBe('http://[::1]:8080/');
  });

  it.each([
    ['missing', undefined],
    ['https', 'https://127.0.0.1:53682/callback'],
    ['localhost', 'http://localhost:53682/callback'],
    ['another host', 'http://evil.example:53682/callback'],
    ['a host starting with the loopback address', 'http://127.0.0.1.evil.example:80/callback'],
    ['with user info', 'http://127.0.0.1:53682@evil.example/callback'],
    ['without port', 'http://127.0.0.1/callback'],
    ['port 0', 'http://127.0.0.1:0/callback'],
    ['port over 65535', 'http://127.0.0.1:70000/callback'],
    ['with a fragment', 'http://127.0.0.1:53682/callback#x'],
  ])('answers 400 for a redirect_uri %s', async (_case, redirectUri) => {
    const { token } = await registerWithRole(server);
    const query: Record<string, string> = { state: newState(), code_challenge: s256('v') };
    if (redirectUri !== undefined) query.redirect_uri = redirectUri;
    const answer = await authorize(token, query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_error');
    expect(Object.keys(answer.body.fields ?? {})).toEqual(['redirect_uri']);
  });

  it.each([
    ['missing', undefined],
    ['too short', 'a'.repeat(42)],
    ['not base64url', `${'a'.repeat(42)}=`],
  ])('answers 400 for a code_challenge %s', async (_case, challenge) => {
    const { token } = await registerWithRole(server);
    const query: Record<string, string> = { state: newState(), redirect_uri: LOOPBACK };
    if (challenge !== undefined) query.code_challenge = challenge;
    const answer = await authorize(token, query);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {})).toEqual(['code_challenge']);
  });

  it('keeps window networks on their registered redirect: redirect_uri and PKCE are refused', async () => {
    const { token } = await registerWithRole(server);
    for (const extra of [
      { redirect_uri: LOOPBACK },
      { code_challenge: s256(newVerifier()) },
    ] as Record<string, string>[]) {
      const answer = await authorize(token, { state: newState(), ...extra }, 'twitch');
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(Object.keys(answer.body.fields ?? {})).toEqual(Object.keys(extra));
    }
    const redeemed = await redeem(
      token,
      { code: 'abc', code_verifier: newVerifier(), redirect_uri: LOOPBACK },
      server,
      'twitch',
    );
    expect(redeemed.status).toBe(400);
    // Strict: the first unknown field is named; the window's {code} body stays the only one.
    expect(redeemed.body.code).toBe('validation_error');
    expect(Object.keys(redeemed.body.fields ?? {})).toContain('code_verifier');
  });

  it('connects the signed-in channel, verified, as a channel with its subscribers', async () => {
    const { token } = await registerWithRole(server);
    const account = channel(12_345);
    youtube.setChannel(account);
    const { code, verifier } = await signIn(token);
    const first = await redeem(token, { code, code_verifier: verifier, redirect_uri: LOOPBACK });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.response).toEqual({
      new: true,
      code: 'created',
      user_network: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        network: 'youtube',
        username: account.id,
        name: account.title,
        followers: 12_345,
        connected: true,
        is_channel: true,
        // Issue 34: the channel's @handle (the stand-in's customUrl), shown instead of its id.
        url: `https://www.youtube.com/@${account.title.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
        metrics: expect.anything(),
        trend: {
          points: [{ read_at: expect.any(String), followers: 12_345, source: 'youtube' }],
          change_30d: null,
        },
        // Google's refresh token has no end of its own: the grant renews itself.
        access: { state: 'ok', expires_at: null, reason: null },
      },
    });
    const uuid = first.body.response.user_network.uuid;
    const [stored] = await openedCredentials(server.server.db, uuid);
    expect(stored).toMatchObject({ provider_user_id: account.id });
    expect(stored?.access_token).toMatch(/^ya29\./);
    expect(stored?.refresh_token).toMatch(/^1\/\/0/);
    expect(JSON.stringify(first.body)).not.toContain(stored?.access_token);

    // A hidden count shows as 0; the same channel again is not new.
    youtube.setChannel({ ...account, hiddenSubscriberCount: true });
    const again = await signIn(token, 'http://[::1]:61000/callback');
    const second = await redeem(token, {
      code: again.code,
      code_verifier: again.verifier,
      redirect_uri: 'http://[::1]:61000/callback',
    });
    expect(second.status).toBe(200);
    expect(second.body.response).toMatchObject({
      new: false,
      code: 'already_connected',
      user_network: { uuid, followers: 0 },
    });
  });

  /** The whole round for a new channel; answers the connection made. */
  async function connect(token: string) {
    const { code, verifier } = await signIn(token);
    const answer = await redeem(token, { code, code_verifier: verifier, redirect_uri: LOOPBACK });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.response.user_network;
  }

  it('keeps the channel’s audience by age and gender from YouTube Analytics', async () => {
    const { token } = await registerWithRole(server);
    youtube.setChannel({ ...channel(500), audience: VIEWERS });
    const asked = youtube.analyticsRequests.length;
    const connection = await connect(token);
    // Largest first, one decimal, user_specified as unknown, age65- as 65+, the 0 % slice gone.
    expect(connection.metrics).toMatchObject({
      source: 'youtube',
      values: { subscribers_count: 500 },
      audience_age_gender: [
        { gender: 'male', age_range: '25-34', percent: 41.2 },
        { gender: 'male', age_range: '18-24', percent: 30.1 },
        { gender: 'female', age_range: '65+', percent: 15 },
        { gender: 'female', age_range: '18-24', percent: 12.3 },
        { gender: 'unknown', age_range: '25-34', percent: 1.4 },
      ],
    });
    const list = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    expect(list.body.response.results[0]?.metrics).toEqual(connection.metrics);

    // One report over the last 90 days, today included.
    const calls = youtube.analyticsRequests.slice(asked).map((path) => new URL(path, youtube.url));
    expect(calls).toHaveLength(1);
    const query = Object.fromEntries(calls[0]?.searchParams ?? []);
    expect(calls[0]?.pathname).toBe('/v2/reports');
    expect(query).toEqual({
      ids: 'channel==MINE',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: new Date().toISOString().slice(0, 10),
      metrics: 'viewerPercentage',
      dimensions: 'ageGroup,gender',
    });
    const days = (Date.parse(query.endDate ?? '') - Date.parse(query.startDate ?? '')) / 86_400_000;
    expect(days).toBe(89);
  });

  it('connects without an audience when Analytics answers 403 or has no rows', async () => {
    const { token } = await registerWithRole(server);
    // The user unticked the Analytics scope on Google's consent screen.
    youtube.setDeclinedScopes([ANALYTICS_SCOPE]);
    try {
      youtube.setChannel({ ...channel(10), audience: VIEWERS });
      const unticked = await connect(token);
      expect(unticked.metrics?.values).toEqual({ subscribers_count: 10, views_avg: 100, er: 50 });
      expect(unticked.metrics).not.toHaveProperty('audience_age_gender');
    } finally {
      youtube.setDeclinedScopes([]);
    }
    // A channel Analytics refuses (403), and one with too few viewers (a table without rows).
    for (const audience of ['forbidden', undefined] as const) {
      youtube.setChannel({ ...channel(20), ...(audience ? { audience } : {}) });
      const connection = await connect(token);
      expect(connection.followers).toBe(20);
      expect(connection.metrics?.values.subscribers_count).toBe(20);
      expect(connection.metrics).not.toHaveProperty('audience_age_gender');
    }
  });

  it('answers 409 accountNetwrokExists for a channel linked to another user', async () => {
    const owner = await registerWithRole(server);
    const intruder = await registerWithRole(server);
    youtube.setChannel(channel(50));
    const owned = await signIn(owner.token);
    const first = await redeem(owner.token, {
      code: owned.code,
      code_verifier: owned.verifier,
      redirect_uri: LOOPBACK,
    });
    expect(first.status).toBe(201);
    const taken = await signIn(intruder.token);
    const answer = await redeem(intruder.token, {
      code: taken.code,
      code_verifier: taken.verifier,
      redirect_uri: LOOPBACK,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('accountNetwrokExists');
  });

  it('answers 400 oauth_code_invalid for a wrong verifier, another redirect or a spent code', async () => {
    const { token } = await registerWithRole(server);
    youtube.setChannel(channel(1));
    const wrongVerifier = await signIn(token);
    const wrongRedirect = await signIn(token);
    const spent = await signIn(token);
    expect(
      (
        await redeem(token, {
          code: spent.code,
          code_verifier: spent.verifier,
          redirect_uri: LOOPBACK,
        })
      ).status,
    ).toBe(201);
    for (const body of [
      { code: wrongVerifier.code, code_verifier: newVerifier(), redirect_uri: LOOPBACK },
      {
        code: wrongRedirect.code,
        code_verifier: wrongRedirect.verifier,
        redirect_uri: 'http://127.0.0.1:53683/callback',
      },
      { code: spent.code, code_verifier: spent.verifier, redirect_uri: LOOPBACK },
    ]) {
      const answer = await redeem(token, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'oauth_code_invalid',
        message: expect.stringMatching(/^YouTube no aceptó la autorización/),
      });
    }
  });

  it('answers 400 youtube_channel_missing for a Google account without a channel', async () => {
    const { token } = await registerWithRole(server);
    youtube.setChannel(null);
    try {
      const { code, verifier } = await signIn(token);
      const answer = await redeem(token, { code, code_verifier: verifier, redirect_uri: LOOPBACK });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'youtube_channel_missing',
        message: expect.stringMatching(/no tiene un canal de YouTube/),
      });
      const list = await server.request<{ count: number }>('GET', ApiPath.networks, { token });
      expect(list.body.response.count).toBe(0);
    } finally {
      youtube.setChannel(channel());
    }
  });

  it.each([
    ['only a code', { code: 'abc' }],
    ['no code', { code_verifier: 'v'.repeat(43), redirect_uri: LOOPBACK }],
    ['a short verifier', { code: 'abc', code_verifier: 'v'.repeat(42), redirect_uri: LOOPBACK }],
    [
      'a verifier over 128',
      { code: 'abc', code_verifier: 'v'.repeat(129), redirect_uri: LOOPBACK },
    ],
    [
      'a verifier with +',
      { code: 'abc', code_verifier: `${'v'.repeat(43)}+`, redirect_uri: LOOPBACK },
    ],
    [
      'a non-loopback redirect',
      { code: 'abc', code_verifier: 'v'.repeat(43), redirect_uri: 'https://evil.example/cb' },
    ],
    [
      'an unknown field',
      { code: 'abc', code_verifier: 'v'.repeat(43), redirect_uri: LOOPBACK, state: 'x' },
    ],
  ])('answers 400 validation_error for %s', async (_case, body) => {
    const { token } = await registerWithRole(server);
    const answer = await redeem(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_error');
  });

  it('answers 502 provider_unavailable when Google is out of reach', async () => {
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const down = await startTestServer(engine, {
      social: {
        redirectUri: 'https://marcacreadores.mx/account-setting/social',
        youtube: { ...youtubeConfig(), tokenUrl: `${dead}/token`, apiUrl: `${dead}/youtube/v3` },
      },
    });
    try {
      const { token } = await registerWithRole(down);
      const answer = await redeem(
        token,
        { code: 'abc', code_verifier: newVerifier(), redirect_uri: LOOPBACK },
        down,
      );
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        code: 'provider_unavailable',
        message: 'No pudimos comunicarnos con YouTube. Inténtalo más tarde.',
      });
    } finally {
      await down.close();
    }
  });
});
