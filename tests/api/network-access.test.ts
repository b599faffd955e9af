import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  NetworkReading,
  SocialAuthorizeAnswer,
} from '../../src-shared/domain/network';
import {
  facebookSettings,
  startFacebookGraph,
  type FacebookGraphStandIn,
} from '../fixtures/facebook-graph';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * Issue 13: a verified connection's grant as the list and `…/networks/expiring/` answer it,
 * through Facebook's long-lived Page tokens (about 60 days, no refresh token, so the grant ends
 * with the access token), and a refresh Facebook answers with 500, which stores nothing.
 */

const DAY = 86_400_000;
const newState = () => randomBytes(16).toString('base64url');

let graph: FacebookGraphStandIn;
beforeAll(async () => {
  graph = await startFacebookGraph();
});
afterAll(async () => {
  await graph?.close();
});

describeEngines('Expiring network access (GET …/networks/expiring/)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { facebook: facebookSettings(graph) });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A Facebook user managing one Page, connected as the creator's facebook network. */
  async function connectPage(token: string, followers: number): Promise<NetworkConnection> {
    const id = randomUUID().slice(0, 8);
    const facebookUser = String(Number.parseInt(id, 16));
    graph.setPages(facebookUser, [
      {
        id: `page-${id}`,
        name: `Página ${id}`,
        username: `pagina.${id}`,
        followers_count: followers,
      },
    ]);
    graph.setDialogUser({ id: facebookUser, name: 'Creadora' });
    const authorize = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('facebook')}?state=${newState()}`,
      { token },
    );
    expect(authorize.status, JSON.stringify(authorize.body)).toBe(200);
    const { url, redirect_uri } = authorize.body.response;
    const back = await followSignInWindow(url, redirect_uri);
    const form = {
      access_token: back.get('access_token') ?? '',
      signed_request: back.get('signed_request') ?? '',
      user_id: facebookUser,
      username: '',
    };
    const saved = await server.request<AddNetworkAnswer>(
      'POST',
      ApiPath.socialSaveToken('facebook'),
      {
        token,
        rawBody: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return saved.body.response.user_network;
  }

  async function listed(token: string): Promise<NetworkConnection[]> {
    const answer = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    expect(answer.status).toBe(200);
    return answer.body.response.results;
  }

  const expiring = async (token: string) => {
    const answer = await server.request<{ results: NetworkConnection[] }>(
      'GET',
      ApiPath.networksExpiring,
      { token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.response.results;
  };

  it('lists an access ending in 3 days, not one ending in 30, never a hand-typed one', async () => {
    const { token } = await registerWithRole(server);
    try {
      const soon = await connectPage(token, 5400);
      expect(soon.access).toEqual({ state: 'ok', expires_at: expect.any(String), reason: null });
      const soonEnd = Date.parse(soon.access?.expires_at ?? '');
      expect(soonEnd - server.clock.now().getTime()).toBeGreaterThan(59 * DAY);

      // The second Page's token ends 27 days after the first's, as if it was connected 27 days
      // later (Facebook's signed request would be stale if the clock moved before its login).
      const later = await connectPage(token, 1200);
      await server.server.db
        .updateTable('network_credentials')
        .set({ expires_at: new Date(soonEnd + 27 * DAY) })
        .where('user_network', '=', later.uuid)
        .execute();
      const typed = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
        token,
        body: { network: 'snapchat', username: `snap_${randomUUID().slice(0, 8)}`, followers: 90 },
      });
      expect(typed.status).toBe(201);
      expect(typed.body.response.user_network.access).toBeNull();

      // 3 days before the first Page's token ends; the second's ends in 30.
      server.clock.advance(soonEnd - 3 * DAY - server.clock.now().getTime());
      const [first, second, manual] = await listed(token);
      expect(first?.access).toEqual({
        state: 'expiring',
        expires_at: soon.access?.expires_at,
        reason:
          'La autorización de Facebook vence pronto. Vuelve a conectar tu cuenta para que sus cifras se sigan actualizando.',
      });
      expect(second?.access?.state).toBe('ok');
      expect(manual?.access).toBeNull();
      expect(await expiring(token)).toEqual([first]);
      expect(later.uuid).toBe(second?.uuid);

      // Once past, the first is expired and still listed; the second not yet expiring.
      server.clock.advance(4 * DAY);
      const [ended] = await expiring(token);
      expect(ended).toMatchObject({
        uuid: soon.uuid,
        access: {
          state: 'expired',
          reason:
            'La autorización de Facebook venció. Vuelve a conectar tu cuenta para seguir actualizando sus cifras.',
        },
      });
      expect((await expiring(token)).map((connection) => connection.uuid)).toEqual([soon.uuid]);
    } finally {
      server.clock.reset();
    }
  });

  it('shows only the caller’s own connections', async () => {
    const owner = await registerWithRole(server);
    await connectPage(owner.token, 10);
    const other = await registerWithRole(server);
    server.clock.advance(58 * DAY);
    try {
      expect(await expiring(owner.token)).toHaveLength(1);
      expect(await expiring(other.token)).toEqual([]);
    } finally {
      server.clock.reset();
    }
  });

  it('stores no reading when Facebook answers 500 to a refresh, and says so in Spanish', async () => {
    const { token } = await registerWithRole(server);
    const connection = await connectPage(token, 3000);
    const historyOf = () =>
      server.request<ListPage<NetworkReading>>('GET', ApiPath.networkHistory(connection.uuid), {
        token,
      });
    const before = (await historyOf()).body.response;
    const listedBefore = await listed(token);

    graph.setOutage(true);
    try {
      const answer = await server.request('GET', ApiPath.socialUpdateInfo(connection.uuid), {
        token,
      });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        code: 'provider_unavailable',
        message: 'No pudimos comunicarnos con Facebook. Inténtalo más tarde.',
      });
    } finally {
      graph.setOutage(false);
    }
    expect((await historyOf()).body.response).toEqual(before);
    expect(await listed(token)).toEqual(listedBefore);
  });
});
