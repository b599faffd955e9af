import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  NetworkReading,
} from '../../src-shared/domain/network';
import {
  type OAuthStandIn,
  serverClientOf,
  type StandInAccount,
  startOAuthNetwork,
} from '../fixtures/oauth-networks';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { connectThroughWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * Issue 13: a connection is never both verified and typed. Editing a verified connection with a
 * username or follower count other than the network's drops the badge and the stored grant, and
 * keeps a typed reading; an edit that changes neither keeps both.
 */

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';

let pinterest: OAuthStandIn;
beforeAll(async () => {
  pinterest = await startOAuthNetwork('pinterest');
});
afterAll(async () => {
  await pinterest?.close();
});

describeEngines('Editing a verified connection', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      social: {
        redirectUri: REDIRECT,
        pinterest: serverClientOf(pinterest),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function connect(token: string): Promise<NetworkConnection> {
    const suffix = randomUUID().slice(0, 8);
    const account: StandInAccount = {
      id: `id${suffix}`,
      username: `tablero_${suffix}`,
      name: `Tableros ${suffix}`,
      followers: 800,
    };
    pinterest.setAccount(account);
    const answer = await connectThroughWindow(server, token, 'pinterest', REDIRECT);
    expect(answer.new).toBe(true);
    return answer.user_network;
  }

  const edit = (token: string, connection: NetworkConnection, changes: object) =>
    server.request<NetworkConnection>('POST', ApiPath.updateNetwork(connection.uuid), {
      token,
      body: {
        network: connection.network,
        username: connection.username,
        followers: connection.followers,
        ...changes,
      },
    });

  const grants = (uuid: string) =>
    server.server.db
      .selectFrom('network_credentials')
      .select('user_network')
      .where('user_network', '=', uuid)
      .execute();

  const readings = async (token: string, uuid: string) =>
    (
      await server.request<ListPage<NetworkReading>>('GET', ApiPath.networkHistory(uuid), {
        token,
      })
    ).body.response.results;

  it('keeps the badge, the grant and the figures when neither username nor followers change', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connect(token);
    const before = await readings(token, connection.uuid);

    const renamed = await edit(token, connection, { name: 'Mis tableros' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.response).toEqual({ ...connection, name: 'Mis tableros' });
    expect(renamed.body.response.metrics?.source).toBe('pinterest');
    expect(await grants(connection.uuid)).toHaveLength(1);
    expect(await readings(token, connection.uuid)).toEqual(before);
  });

  it('drops the badge and the grant for typed followers, keeping a typed reading', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connect(token);

    const typed = await edit(token, connection, { followers: 950 });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.response).toMatchObject({
      connected: false,
      followers: 950,
      access: null,
      metrics: { source: 'manual', values: { followers_count: 950 } },
    });
    expect(await grants(connection.uuid)).toEqual([]);
    const [latest, signIn] = await readings(token, connection.uuid);
    expect(latest).toMatchObject({ followers: 950, source: 'manual' });
    expect(signIn).toMatchObject({ followers: 800, source: 'pinterest' });
    // Issue 34: the typed figure stays in the history but never feeds the network's trend.
    expect(typed.body.response.trend).toEqual({
      points: [{ read_at: signIn?.read_at, followers: 800, source: 'pinterest' }],
      change_30d: null,
    });
    // Typed figures have no source to read again.
    const refresh = await server.request('GET', ApiPath.socialUpdateInfo(connection.uuid), {
      token,
    });
    expect(refresh.status).toBe(409);
    expect(refresh.body.code).toBe('metrics_manual');
  });

  it('keeps a huge typed figure out of the trend and the 30-day change (issue 34)', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connect(token);
    const typed = await edit(token, connection, { followers: 9_999_999 });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.response.followers).toBe(9_999_999);
    expect(typed.body.response.trend.change_30d).toBeNull();
    expect(typed.body.response.trend.points.map((point) => point.followers)).toEqual([800]);
    const list = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    const [listed] = list.body.response.results;
    expect(listed?.trend).toEqual(typed.body.response.trend);
    expect((await readings(token, connection.uuid)).map((reading) => reading.source)).toEqual([
      'manual',
      'pinterest',
    ]);
  });

  it('drops the badge and the grant for a typed username', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connect(token);
    const typed = await edit(token, connection, { username: `otro_${randomUUID().slice(0, 8)}` });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body.response).toMatchObject({ connected: false, access: null });
    expect(typed.body.response.metrics?.source).toBe('manual');
    expect(await grants(connection.uuid)).toEqual([]);
  });

  it('treats the same account added again by hand with other followers as typed', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connect(token);
    const same = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token,
      body: { network: 'pinterest', username: connection.username, followers: 800 },
    });
    expect(same.status).toBe(200);
    expect(same.body.response.user_network).toEqual(connection);

    const other = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
      token,
      body: { network: 'pinterest', username: connection.username, followers: 1000 },
    });
    expect(other.status).toBe(200);
    expect(other.body.response.user_network).toMatchObject({
      uuid: connection.uuid,
      connected: false,
      followers: 1000,
      access: null,
      metrics: { source: 'manual' },
    });
    expect(await grants(connection.uuid)).toEqual([]);
  });
});
