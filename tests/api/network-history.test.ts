import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  NetworkReading,
} from '../../src-shared/domain/network';
import { jsonb } from '../../src-server/db/jsonb';
import {
  type OAuthStandIn,
  type StandInAccount,
  startOAuthNetwork,
} from '../fixtures/oauth-networks';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { connectThroughWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * Issue 13: every reading of a connection is kept (`network_readings`), the list answers each
 * connection's trend and grant, `…/networks/{uuid}/history/` pages through the readings, and a
 * grant TikTok refuses is kept as revoked until a new sign-in. Through the TikTok stand-in.
 */

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const DAY = 86_400_000;

function freshAccount(followers: number): StandInAccount {
  const suffix = randomUUID().slice(0, 8);
  return { id: `id${suffix}`, username: `creador_${suffix}`, name: `Creador ${suffix}`, followers };
}

let tiktok: OAuthStandIn;
beforeAll(async () => {
  tiktok = await startOAuthNetwork('tiktok');
});
afterAll(async () => {
  await tiktok?.close();
});

describeEngines('Network history, trend and grant (issue 13)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      social: {
        redirectUri: REDIRECT,
        tiktok: {
          clientKey: tiktok.clientId,
          clientSecret: tiktok.clientSecret,
          authUrl: tiktok.authUrl,
          apiUrl: tiktok.apiUrl,
        },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function connect(token: string, account: StandInAccount): Promise<NetworkConnection> {
    tiktok.setAccount(account);
    return (await connectThroughWindow(server, token, 'tiktok', REDIRECT)).user_network;
  }

  const refresh = (token: string, uuid: string) =>
    server.request<NetworkConnection>('GET', ApiPath.socialUpdateInfo(uuid), { token });

  const history = (token: string | undefined, uuid: string, query = '') =>
    server.request<ListPage<NetworkReading>>('GET', `${ApiPath.networkHistory(uuid)}${query}`, {
      token,
    });

  const expiring = (token: string) =>
    server.request<{ results: NetworkConnection[] }>('GET', ApiPath.networksExpiring, { token });

  async function listed(token: string): Promise<NetworkConnection[]> {
    const list = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    expect(list.status).toBe(200);
    return list.body.response.results;
  }

  it('keeps a reading per refresh: history newest first, trend oldest first with the change', async () => {
    const { token } = await registerWithRole(server);
    const account = freshAccount(1000);
    const connection = await connect(token, account);
    expect(connection.trend).toEqual({
      points: [{ read_at: expect.any(String), followers: 1000, source: 'tiktok' }],
      change_30d: null,
    });
    const before = await history(token, connection.uuid);
    expect(before.status, JSON.stringify(before.body)).toBe(200);

    try {
      tiktok.setFollowers(account.id, 1100);
      server.clock.advance(60_000);
      expect((await refresh(token, connection.uuid)).status).toBe(200);
      tiktok.setFollowers(account.id, 1250);
      server.clock.advance(60_000);
      const second = await refresh(token, connection.uuid);
      expect(second.status, JSON.stringify(second.body)).toBe(200);

      const after = await history(token, connection.uuid);
      expect(after.body.response.count).toBeGreaterThanOrEqual(before.body.response.count + 2);
      expect(after.body.response).toMatchObject({ page: 1, size_page: 20 });
      const [newest, middle, oldest] = after.body.response.results;
      expect(newest).toEqual({
        read_at: second.body.response.metrics?.read_at,
        followers: 1250,
        source: 'tiktok',
        values: { followers_count: 1250 },
      });
      expect(middle).toMatchObject({ followers: 1100, source: 'tiktok' });
      expect(oldest).toMatchObject({ followers: 1000, source: 'tiktok' });

      const trend = second.body.response.trend;
      expect(trend.points.map((point) => point.followers)).toEqual([1000, 1100, 1250]);
      // Every reading is newer than 30 days: the change counts from the oldest.
      expect(trend.change_30d).toEqual({
        followers: 250,
        percent: 25,
        since: oldest?.read_at,
      });
      const [inList] = await listed(token);
      expect(inList).toEqual(second.body.response);

      // Paged like every list: one per page, newest first.
      const page2 = await history(token, connection.uuid, '?page=2&size_page=1');
      expect(page2.body.response).toMatchObject({ page: 2, size_page: 1, count: 3 });
      expect(page2.body.response.results).toEqual([middle]);
    } finally {
      server.clock.reset();
    }
  });

  it('thins a long history to 60 points keeping the first and last, and measures 30 days back', async () => {
    const { token } = await registerWithRole(server);
    const add = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token,
      body: { network: 'snapchat', username: `snap_${randomUUID().slice(0, 8)}`, followers: 500 },
    });
    expect(add.status).toBe(201);
    const uuid = add.body.response.user_network.uuid;
    const now = Date.now();
    // One reading well before the 90-day window, then 100 readings over the last 80 days.
    const readings = [
      { read_at: new Date(now - 200 * DAY), followers: 100 },
      ...Array.from({ length: 100 }, (_, index) => ({
        read_at: new Date(now - (80 - index * 0.79) * DAY),
        followers: 200 + index,
      })),
    ];
    await server.server.db
      .insertInto('network_readings')
      .values(
        readings.map((reading) => ({
          user_network: uuid,
          read_at: reading.read_at,
          source: 'manual',
          followers: reading.followers,
          values: jsonb({ followers_count: reading.followers }),
        })),
      )
      .execute();

    const [connection] = await listed(token);
    expect(connection?.uuid).toBe(uuid);
    const points = connection?.trend.points ?? [];
    expect(points).toHaveLength(60);
    // The add's own reading (now) is the latest; the window's oldest is the first of the 100.
    expect(points[0]).toMatchObject({ followers: 200 });
    expect(points.at(-1)).toMatchObject({ followers: 500 });
    const times = points.map((point) => Date.parse(point.read_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The latest reading at or before 30 days ago is index 63 (80 − 63 × 0.79 = 30.23 days).
    expect(connection?.trend.change_30d).toEqual({
      followers: 500 - 263,
      percent: Math.round(((500 - 263) / 263) * 10_000) / 100,
      since: readings[64]?.read_at.toISOString(),
    });
    expect((await history(token, uuid)).body.response.count).toBe(102);
  });

  it('answers 404 for someone else’s, an unknown or a malformed id, and 401 without a token', async () => {
    const owner = await registerWithRole(server);
    const connection = await connect(owner.token, freshAccount(10));
    const other = await registerWithRole(server);
    for (const uuid of [connection.uuid, randomUUID(), 'no-es-un-uuid']) {
      const answer = await history(other.token, uuid);
      expect(answer.status, uuid).toBe(404);
      expect(answer.body).toEqual({ code: 'not_found', message: 'No encontramos lo que buscas.' });
    }
    expect((await history(undefined, connection.uuid)).status).toBe(401);
    const badPage = await history(owner.token, connection.uuid, '?page=0');
    expect(badPage.status).toBe(400);
    expect(Object.keys(badPage.body.fields ?? {})).toEqual(['page']);
  });

  it('keeps a refused grant as revoked, listed as expiring with its reason, until a new sign-in', async () => {
    const { token } = await registerWithRole(server);
    const account = freshAccount(700);
    const connection = await connect(token, account);
    // TikTok's refresh token ends in a year (refresh_expires_in): far from the warning.
    expect(connection.access).toEqual({
      state: 'ok',
      expires_at: expect.any(String),
      reason: null,
    });
    const yearOut = Date.parse(connection.access?.expires_at ?? '') - Date.now();
    expect(yearOut).toBeGreaterThan(364 * DAY);
    expect((await expiring(token)).body).toEqual({ response: { results: [] } });
    const readingsBefore = (await history(token, connection.uuid)).body.response.count;

    tiktok.revokeTokens();
    const refused = await refresh(token, connection.uuid);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('network_reconnect_required');
    const reason =
      'TikTok ya no acepta la autorización guardada. Vuelve a conectar tu cuenta para actualizar sus cifras.';
    const [revoked] = await listed(token);
    expect(revoked).toEqual({
      ...connection,
      access: { state: 'revoked', expires_at: null, reason },
    });
    expect((await expiring(token)).body.response.results).toEqual([revoked]);
    expect((await history(token, connection.uuid)).body.response.count).toBe(readingsBefore);

    // Signing in again brings a grant nobody refused.
    const again = await connect(token, account);
    expect(again.uuid).toBe(connection.uuid);
    expect(again.access?.state).toBe('ok');
    expect((await expiring(token)).body.response.results).toEqual([]);
  });

  it('answers the expiring list only to its owner, and 401 without a token', async () => {
    const answer = await server.request('GET', ApiPath.networksExpiring);
    expect(answer.status).toBe(401);
  });
});
