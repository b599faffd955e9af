import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  SocialAuthorizeAnswer,
} from '../../src-shared/domain/network';
import { startTwitch, type TwitchStandIn } from '../fixtures/twitch';
import { s256, startYouTube, type YouTubeStandIn } from '../fixtures/youtube';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const LOOPBACK = 'http://127.0.0.1:53682/callback';
const newState = () => randomBytes(16).toString('base64url');
const suffix = () => randomUUID().replaceAll('-', '').slice(0, 12);

let twitch: TwitchStandIn;
let youtube: YouTubeStandIn;
beforeAll(async () => {
  twitch = await startTwitch();
  youtube = await startYouTube();
});
afterAll(async () => {
  await twitch?.close();
  await youtube?.close();
});

describeEngines('Network metrics (snapshots and /api/v3/social/update/info/)', (engine) => {
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

  const refresh = (token: string, uuid: string) =>
    server.request<NetworkConnection>('GET', ApiPath.socialUpdateInfo(uuid), { token });

  async function connectTwitch(token: string): Promise<NetworkConnection> {
    const id = suffix();
    twitch.setUser({
      id: String(Number.parseInt(id.slice(0, 8), 16)),
      login: `m_${id}`,
      display_name: id,
    });
    const state = newState();
    const authorize = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('twitch')}?state=${state}`,
      { token },
    );
    const back = await followSignInWindow(authorize.body.response.url, REDIRECT);
    const redeemed = await server.request<AddNetworkAnswer>(
      'POST',
      ApiPath.socialRedeemCode('twitch'),
      { token, body: { code: back.get('code') } },
    );
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
    return redeemed.body.response.user_network;
  }

  it('keeps a manual snapshot of hand-typed figures, in add, update and the list', async () => {
    const { token } = await registerWithRole(server);
    const before = Date.now();
    const added = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token,
      body: { network: 'youtube', username: `canal_${suffix()}`, followers: 1200 },
    });
    expect(added.status).toBe(201);
    const metrics = added.body.response.user_network.metrics;
    expect(metrics?.source).toBe('manual');
    expect(metrics?.values).toEqual({ subscribers_count: 1200 });
    expect(Date.parse(metrics?.read_at ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const uuid = added.body.response.user_network.uuid;
    const { username } = added.body.response.user_network;
    const updated = await server.request<NetworkConnection>('POST', ApiPath.updateNetwork(uuid), {
      token,
      body: { network: 'youtube', username, followers: 1500 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.response.metrics?.values).toEqual({ subscribers_count: 1500 });

    const list = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    expect(list.body.response.results.map((row) => row.metrics?.values)).toEqual([
      { subscribers_count: 1500 },
    ]);
  });

  it('answers 409 metrics_manual for hand-typed figures and 404 for someone else’s', async () => {
    const { token } = await registerWithRole(server);
    const added = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token,
      body: { network: 'instagram', username: `ig_${suffix()}`, followers: 10 },
    });
    const uuid = added.body.response.user_network.uuid;
    const manual = await refresh(token, uuid);
    expect(manual.status).toBe(409);
    expect(manual.body.code).toBe('metrics_manual');

    const other = await registerWithRole(server);
    const foreign = await refresh(other.token, uuid);
    expect(foreign.status).toBe(404);
    expect((await refresh(token, randomUUID())).status).toBe(404);
  });

  it('snapshots a twitch sign-in and refreshes it from Helix', async () => {
    const { token } = await registerWithRole(server);
    twitch.setFollowers(40);
    const connection = await connectTwitch(token);
    expect(connection.metrics?.source).toBe('twitch');
    // No archived stream in the stand-in: 0 hours streamed this month.
    expect(connection.metrics?.values).toEqual({ followers_count: 40, hours_streamed: 0 });

    twitch.setFollowers(55);
    const refreshed = await refresh(token, connection.uuid);
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.response.followers).toBe(55);
    expect(refreshed.body.response.metrics?.source).toBe('twitch');
    expect(refreshed.body.response.metrics?.values).toEqual({
      followers_count: 55,
      hours_streamed: 0,
    });
    expect(Date.parse(refreshed.body.response.metrics?.read_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(connection.metrics?.read_at ?? ''),
    );
  });

  it('answers 409 network_reconnect_required when Twitch no longer accepts the token', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connectTwitch(token);
    twitch.revokeTokens();
    const answer = await refresh(token, connection.uuid);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('network_reconnect_required');
    expect(answer.body.message).toContain('Vuelve a conectar');
  });

  it('stores subscribers and views_avg from the YouTube channel', async () => {
    const { token } = await registerWithRole(server);
    youtube.setChannel({ id: `UC${suffix()}`, title: 'Canal', subscriberCount: 321 });
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
    const { metrics, uuid } = redeemed.body.response.user_network;
    // The stand-in's ten latest uploads: 100 views, 4 likes and 1 comment each (5 / 321 = 1.56 %).
    expect(metrics?.values).toEqual({ subscribers_count: 321, views_avg: 100, er: 1.56 });
    expect(metrics?.source).toBe('youtube');

    const refreshed = await refresh(token, uuid);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.response.metrics?.values).toEqual({
      subscribers_count: 321,
      views_avg: 100,
      er: 1.56,
    });
  });
});
