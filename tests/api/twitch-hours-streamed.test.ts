import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  SocialAuthorizeAnswer,
} from '../../src-shared/domain/network';
import { startTwitch, type TwitchStandIn, type TwitchVideo } from '../fixtures/twitch';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** An ISO date this long before now, as Helix writes them (no milliseconds). */
const ago = (ms: number) => new Date(Date.now() - ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

let twitch: TwitchStandIn;
beforeAll(async () => {
  twitch = await startTwitch();
});
afterAll(async () => {
  await twitch?.close();
});

describeEngines('Twitch hours_streamed (redeem and /api/v3/social/update/info/)', (engine) => {
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
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function connectTwitch(token: string): Promise<NetworkConnection> {
    const id = randomUUID().replaceAll('-', '').slice(0, 8);
    twitch.setUser({ id: String(Number.parseInt(id, 16)), login: `h_${id}`, display_name: id });
    const authorize = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('twitch')}?state=${randomBytes(16).toString('base64url')}`,
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

  it('counts the archived streams of the last 30 days at a sign-in and on refresh', async () => {
    const { token } = await registerWithRole(server);
    twitch.setFollowers(10);
    // 3h8m33s + 45m + 59s = 3.9 h within the month; older archives and highlights do not count.
    twitch.setVideos([
      { created_at: ago(2 * HOUR_MS), duration: '3h8m33s' },
      { created_at: ago(10 * DAY_MS), duration: '45m' },
      { created_at: ago(29 * DAY_MS), duration: '59s' },
      { created_at: ago(31 * DAY_MS), duration: '6h0m0s' },
      { created_at: ago(1 * DAY_MS), duration: '2h0m0s', type: 'highlight' },
      { created_at: ago(3 * DAY_MS), duration: '1h0m0s', type: 'upload' },
    ]);
    const connection = await connectTwitch(token);
    expect(connection.metrics?.values).toEqual({ followers_count: 10, hours_streamed: 3.9 });

    // A busier month than one Helix page holds: 130 streams of 10 minutes = 21.7 h.
    const streams: TwitchVideo[] = Array.from({ length: 130 }, (_, index) => ({
      created_at: ago(HOUR_MS + index * 5 * HOUR_MS),
      duration: '10m0s',
    }));
    twitch.setVideos([...streams, { created_at: ago(40 * DAY_MS), duration: '9h' }]);
    const asked = twitch.requests.length;
    const refreshed = await server.request<NetworkConnection>(
      'GET',
      ApiPath.socialUpdateInfo(connection.uuid),
      { token },
    );
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.response.metrics?.values).toEqual({
      followers_count: 10,
      hours_streamed: 21.7,
    });

    // Helix's own query and cursor paging: two pages of the broadcaster's archives.
    const pages = twitch.requests
      .slice(asked)
      .map((path) => new URL(path, twitch.url))
      .filter((url) => url.pathname === '/helix/videos');
    expect(pages).toHaveLength(2);
    expect(Object.fromEntries(pages[0]?.searchParams ?? [])).toEqual({
      user_id: expect.stringMatching(/^\d+$/),
      type: 'archive',
      first: '100',
    });
    expect(pages[1]?.searchParams.get('after')).toEqual(expect.any(String));
  });

  it('reports 0 hours for a channel without archived streams this month', async () => {
    const { token } = await registerWithRole(server);
    twitch.setFollowers(3);
    twitch.setVideos([{ created_at: ago(45 * DAY_MS), duration: '2h' }]);
    const connection = await connectTwitch(token);
    expect(connection.metrics?.values).toEqual({ followers_count: 3, hours_streamed: 0 });
  });

  it('renews an expired Twitch token with the refresh token and reads on', async () => {
    const { token } = await registerWithRole(server);
    twitch.setVideos([{ created_at: ago(HOUR_MS), duration: '1h30m0s' }]);
    const connection = await connectTwitch(token);
    twitch.expireTokens();
    const refreshed = await server.request<NetworkConnection>(
      'GET',
      ApiPath.socialUpdateInfo(connection.uuid),
      { token },
    );
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.response.metrics?.values.hours_streamed).toBe(1.5);
  });
});
