import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  FacebookLoginNetwork,
  FacebookTokenValidation,
  InstagramMedia,
  NetworkConnection,
  SocialAuthorizeAnswer,
} from '../../src-shared/domain/network';
import {
  facebookSettings,
  startFacebookGraph,
  type FacebookGraphStandIn,
  type StandInPage,
} from '../fixtures/facebook-graph';
import { registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

const LOGIN_RETURN = 'https://www.facebook.com/connect/login_success.html';
const newState = () => randomBytes(16).toString('base64url');
const unique = () => randomUUID().slice(0, 8);

interface LoginForm {
  access_token: string;
  signed_request: string;
  user_id: string;
  username: string;
}

/** A Facebook user with one Page that has an Instagram professional account. */
function creatorPages(): { userId: string; page: StandInPage } {
  const id = unique();
  const now = Date.now();
  return {
    userId: String(Number.parseInt(id, 16)),
    page: {
      id: `page-${id}`,
      name: `Cocina ${id}`,
      username: `cocina.${id}`,
      followers_count: 5400,
      instagram: {
        id: `1784${Number.parseInt(id, 16)}`,
        username: `cocina_${id}`,
        name: `Cocina ${id}`,
        followers_count: 2000,
        audience: { 'F.25-34': 600, 'M.25-34': 300, 'F.18-24': 100 },
        media: [
          {
            id: `m1-${id}`,
            caption: 'Tacos al pastor #receta',
            media_type: 'IMAGE',
            media_url: 'https://cdn.example/1.jpg',
            permalink: `https://www.instagram.com/p/${id}1/`,
            timestamp: new Date(now - 3_600_000).toISOString(),
            like_count: 90,
            comments_count: 10,
          },
          {
            id: `m2-${id}`,
            caption: 'Salsa verde',
            media_type: 'VIDEO',
            media_url: 'https://cdn.example/2.mp4',
            thumbnail_url: 'https://cdn.example/2.jpg',
            permalink: `https://www.instagram.com/p/${id}2/`,
            timestamp: new Date(now - 7_200_000).toISOString(),
            like_count: 50,
            comments_count: 10,
          },
        ],
      },
    },
  };
}

const formBody = (form: Partial<LoginForm>) =>
  new URLSearchParams(form as Record<string, string>).toString();

let graph: FacebookGraphStandIn;
beforeAll(async () => {
  graph = await startFacebookGraph();
});
afterAll(async () => {
  await graph?.close();
});

describeEngines('Facebook and Instagram connections (/api/v3/social/)', (engine) => {
  let server: TestServer;
  let bare: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      facebook: facebookSettings(graph),
    });
    bare = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
  });

  /** What main does: opens the login dialog, reads its return, and the user id it vouches for. */
  async function login(
    token: string,
    network: FacebookLoginNetwork,
    facebookUser: string,
  ): Promise<LoginForm> {
    graph.setDialogUser({ id: facebookUser, name: 'Creadora' });
    const state = newState();
    const authorize = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize(network)}?state=${state}`,
      { token },
    );
    expect(authorize.status, JSON.stringify(authorize.body)).toBe(200);
    const { url, redirect_uri } = authorize.body.response;
    const back = await followSignInWindow(url, redirect_uri);
    expect(back.get('state')).toBe(state);
    const signed = back.get('signed_request') ?? '';
    const payload = JSON.parse(
      Buffer.from(signed.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { user_id: string };
    return {
      access_token: back.get('access_token') ?? '',
      signed_request: signed,
      user_id: payload.user_id,
      username: '',
    };
  }

  function save(token: string, network: string, form: Partial<LoginForm>) {
    return server.request<AddNetworkAnswer>('POST', ApiPath.socialSaveToken(network), {
      token,
      rawBody: formBody(form),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  async function connections(token: string): Promise<NetworkConnection[]> {
    const list = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token,
    });
    return list.body.response.results;
  }

  it('lists facebook and instagram among the connectable networks only where configured', async () => {
    const { token } = await registerWithRole(server);
    const here = await server.request<{ networks: string[] }>('GET', ApiPath.socialProviders, {
      token,
    });
    expect(here.body.response.networks).toEqual(['facebook', 'instagram']);
    const other = await registerWithRole(bare);
    const there = await bare.request<{ networks: string[] }>('GET', ApiPath.socialProviders, {
      token: other.token,
    });
    expect(there.body.response.networks).toEqual([]);
  });

  it("answers Facebook's login dialog with the permissions each network needs", async () => {
    const { token } = await registerWithRole(server);
    const state = newState();
    const answer = await server.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('instagram')}?state=${state}`,
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.response.redirect_uri).toBe(LOGIN_RETURN);
    const url = new URL(answer.body.response.url);
    expect(`${url.origin}${url.pathname}`).toBe(graph.dialogUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: graph.appId,
      redirect_uri: LOGIN_RETURN,
      response_type: 'token,signed_request',
      scope:
        'public_profile,pages_show_list,pages_read_engagement,instagram_basic,instagram_manage_insights',
      auth_type: 'rerequest',
      state,
    });
    const bad = await server.request('GET', `${ApiPath.socialAuthorize('facebook')}?state=x`, {
      token,
    });
    expect(bad.status).toBe(400);
  });

  it('connects the Instagram account behind the Pages, verified, with er and audience', async () => {
    const { token } = await registerWithRole(server);
    const { userId, page } = creatorPages();
    graph.setPages(userId, [page]);
    const form = await login(token, 'instagram', userId);

    const first = await save(token, 'instagram', form);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.response).toMatchObject({
      new: true,
      code: 'created',
      user_network: {
        network: 'instagram',
        username: page.instagram?.username,
        name: page.instagram?.name,
        followers: 2000,
        connected: true,
      },
    });
    const metrics = first.body.response.user_network.metrics;
    // (100 + 60) / 2 posts = 80 per post; 80 / 2,000 followers = 4 %.
    expect(metrics?.values).toEqual({ followers_count: 2000, er: 4 });
    expect(metrics?.source).toBe('instagram');
    expect(metrics?.audience_age_gender).toEqual([
      { gender: 'female', age_range: '25-34', percent: 60 },
      { gender: 'male', age_range: '25-34', percent: 30 },
      { gender: 'female', age_range: '18-24', percent: 10 },
    ]);

    // The same login again: nothing new, the spec's "already connected".
    const again = await save(token, 'instagram', await login(token, 'instagram', userId));
    expect(again.status).toBe(200);
    expect(again.body.response).toMatchObject({ new: false, code: 'already_connected' });
    expect(await connections(token)).toHaveLength(1);
  });

  it('connects the Page the creator names, or the largest, for facebook', async () => {
    const { token } = await registerWithRole(server);
    const { userId, page } = creatorPages();
    const small = { id: `small-${unique()}`, name: 'Página chica', followers_count: 10 };
    graph.setPages(userId, [small, page]);

    const largest = await save(token, 'facebook', await login(token, 'facebook', userId));
    expect(largest.status, JSON.stringify(largest.body)).toBe(201);
    expect(largest.body.response.user_network).toMatchObject({
      network: 'facebook',
      username: page.username,
      followers: 5400,
      connected: true,
    });

    const other = await registerWithRole(server);
    const named = await save(other.token, 'facebook', {
      ...(await login(other.token, 'facebook', userId)),
      username: small.id,
    });
    expect(named.status).toBe(201);
    // A Page without a vanity address is known by its id.
    expect(named.body.response.user_network).toMatchObject({ username: small.id, followers: 10 });
  });

  it('refuses an account another creator already linked, with the spec code', async () => {
    const { userId, page } = creatorPages();
    graph.setPages(userId, [page]);
    const owner = await registerWithRole(server);
    expect(
      (await save(owner.token, 'instagram', await login(owner.token, 'instagram', userId))).status,
    ).toBe(201);

    const intruder = await registerWithRole(server);
    const answer = await save(
      intruder.token,
      'instagram',
      await login(intruder.token, 'instagram', userId),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('accountNetwrokExists');
    expect(await connections(intruder.token)).toEqual([]);
  });

  it('says what is missing when there is no Page or no Instagram account, storing nothing', async () => {
    const { token } = await registerWithRole(server);
    const userId = String(Date.now());
    graph.setPages(userId, []);
    const noPage = await save(token, 'facebook', await login(token, 'facebook', userId));
    expect(noPage.status).toBe(422);
    expect(noPage.body.code).toBe('facebook_page_missing');

    graph.setPages(userId, [{ id: `p-${unique()}`, name: 'Sin Instagram', followers_count: 5 }]);
    const noInstagram = await save(token, 'instagram', await login(token, 'instagram', userId));
    expect(noInstagram.status).toBe(422);
    expect(noInstagram.body.code).toBe('instagram_account_missing');
    expect(await connections(token)).toEqual([]);
  });

  it('names the permissions the creator declined', async () => {
    const { token } = await registerWithRole(server);
    const { userId, page } = creatorPages();
    graph.setPages(userId, [page]);
    graph.setDeclinedScopes(['instagram_manage_insights']);
    try {
      const answer = await save(token, 'instagram', await login(token, 'instagram', userId));
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('facebook_permissions_missing');
      expect(answer.body.message).toContain('instagram_manage_insights');
    } finally {
      graph.setDeclinedScopes([]);
    }
    expect(await connections(token)).toEqual([]);
  });

  it('refuses a login that does not check out: forged, for someone else, another app, revoked', async () => {
    const { token } = await registerWithRole(server);
    const { userId, page } = creatorPages();
    graph.setPages(userId, [page]);
    const form = await login(token, 'instagram', userId);
    const [signature, payload] = form.signed_request.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        algorithm: 'HMAC-SHA256',
        issued_at: Math.floor(Date.now() / 1000),
        user_id: '42',
      }),
    ).toString('base64url');

    const attempts: Partial<LoginForm>[] = [
      { ...form, signed_request: `${signature ?? ''}.${forged}`, user_id: '42' },
      { ...form, signed_request: `${signature ?? ''}x.${payload ?? ''}` },
      { ...form, user_id: '42' },
    ];
    graph.addToken('EAAB-other-app', { id: userId, name: 'x' }, { appId: '999', scopes: [] });
    attempts.push({ ...form, access_token: 'EAAB-other-app' });
    for (const attempt of attempts) {
      const answer = await save(token, 'instagram', attempt);
      expect(answer.status, JSON.stringify(attempt)).toBe(400);
      expect(answer.body.code).toBe('facebook_grant_invalid');
    }
    graph.revokeToken(form.access_token);
    const revoked = await save(token, 'instagram', form);
    expect(revoked.body.code).toBe('facebook_grant_invalid');
    expect(await connections(token)).toEqual([]);
  });

  it('checks the form, the network and the configuration before calling Facebook', async () => {
    const { token } = await registerWithRole(server);
    const empty = await save(token, 'instagram', { user_id: 'abc' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields ?? {}).sort()).toEqual([
      'access_token',
      'signed_request',
      'user_id',
    ]);
    expect((await save(token, 'twitch', { user_id: '1' })).status).toBe(404);
    const json = await server.request('POST', ApiPath.socialSaveToken('facebook'), {
      token,
      body: { access_token: 'x', signed_request: 'y.z', user_id: '1', username: '<script>' },
    });
    expect(json.status).toBe(400);
    expect(Object.keys(json.body.fields ?? {})).toEqual(['username']);

    const other = await registerWithRole(bare);
    const off = await bare.request('POST', ApiPath.socialSaveToken('facebook'), {
      token: other.token,
      body: { access_token: 'x', signed_request: 'y.z', user_id: '1' },
    });
    expect(off.status).toBe(503);
    expect(off.body.code).toBe('provider_not_configured');
    const anonymous = await save('', 'facebook', {});
    expect(anonymous.status).toBe(401);
  });

  it('answers 502 and stores nothing when Graph is down', async () => {
    const { token } = await registerWithRole(server);
    const { userId, page } = creatorPages();
    graph.setPages(userId, [page]);
    const form = await login(token, 'facebook', userId);
    graph.setOutage(true);
    try {
      const answer = await save(token, 'facebook', form);
      expect(answer.status).toBe(502);
      expect(answer.body.code).toBe('provider_unavailable');
    } finally {
      graph.setOutage(false);
    }
    expect(await connections(token)).toEqual([]);
  });

  describe('update/info', () => {
    it('reads the Page and the Instagram account again with the stored token', async () => {
      const { token } = await registerWithRole(server);
      const { userId, page } = creatorPages();
      graph.setPages(userId, [page]);
      const instagram = await save(token, 'instagram', await login(token, 'instagram', userId));
      const facebook = await save(token, 'facebook', await login(token, 'facebook', userId));
      graph.setFollowers(page.instagram?.id ?? '', 4000);
      graph.setFollowers(page.id, 6100);
      server.clock.advance(60_000);
      try {
        const igAnswer = await server.request<NetworkConnection>(
          'GET',
          ApiPath.socialUpdateInfo(instagram.body.response.user_network.uuid),
          { token },
        );
        expect(igAnswer.status, JSON.stringify(igAnswer.body)).toBe(200);
        expect(igAnswer.body.response).toMatchObject({ followers: 4000 });
        // (100 + 60) / 2 = 80 per post over 4,000 followers.
        expect(igAnswer.body.response.metrics).toMatchObject({
          values: { followers_count: 4000, er: 2 },
          source: 'instagram',
        });
        expect(igAnswer.body.response.metrics?.audience_age_gender).toHaveLength(3);
        expect(Date.parse(igAnswer.body.response.metrics?.read_at ?? '')).toBeGreaterThan(
          Date.parse(instagram.body.response.user_network.metrics?.read_at ?? ''),
        );
        const fbAnswer = await server.request<NetworkConnection>(
          'GET',
          ApiPath.socialUpdateInfo(facebook.body.response.user_network.uuid),
          { token },
        );
        expect(fbAnswer.body.response).toMatchObject({
          followers: 6100,
          metrics: { values: { followers_count: 6100 }, source: 'facebook' },
        });
      } finally {
        server.clock.reset();
      }
    });

    it('asks to reconnect when Facebook refuses the stored token, changing nothing', async () => {
      const { token } = await registerWithRole(server);
      const { userId, page } = creatorPages();
      graph.setPages(userId, [page]);
      const saved = await save(token, 'facebook', await login(token, 'facebook', userId));
      graph.revokeAllTokens();
      const answer = await server.request(
        'GET',
        ApiPath.socialUpdateInfo(saved.body.response.user_network.uuid),
        { token },
      );
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('network_reconnect_required');
      expect((await connections(token))[0]?.followers).toBe(5400);
    });
  });

  describe('validate/token', () => {
    it("tells whose a token is and what it may do, and that another app's is not valid", async () => {
      const { token } = await registerWithRole(server);
      const { userId, page } = creatorPages();
      graph.setPages(userId, [page]);
      const form = await login(token, 'facebook', userId);
      const valid = await server.request<FacebookTokenValidation>(
        'GET',
        ApiPath.socialValidateToken(form.access_token),
        { token },
      );
      expect(valid.status).toBe(200);
      expect(valid.body.response).toMatchObject({
        is_valid: true,
        user_id: userId,
        scopes: ['public_profile', 'pages_show_list', 'pages_read_engagement'],
      });
      expect(Date.parse(valid.body.response.expires_at ?? '')).toBeGreaterThan(Date.now());

      graph.addToken('EAAB-foreign', { id: userId, name: 'x' }, { appId: '999' });
      for (const candidate of ['EAAB-foreign', 'EAAB-unknown']) {
        const answer = await server.request<FacebookTokenValidation>(
          'GET',
          ApiPath.socialValidateToken(candidate),
          { token },
        );
        expect(answer.body.response).toEqual({
          is_valid: false,
          user_id: null,
          scopes: [],
          expires_at: null,
        });
      }
      const anonymous = await server.request('GET', ApiPath.socialValidateToken('EAAB-x'));
      expect(anonymous.status).toBe(401);
    });
  });

  describe('get/media/instagram', () => {
    it("answers the connection's latest posts and keeps them", async () => {
      const { token } = await registerWithRole(server);
      const { userId, page } = creatorPages();
      graph.setPages(userId, [page]);
      const saved = await save(token, 'instagram', await login(token, 'instagram', userId));
      const uuid = saved.body.response.user_network.uuid;

      const media = await server.request<{ results: InstagramMedia[] }>(
        'GET',
        ApiPath.socialInstagramMedia(uuid),
        { token },
      );
      expect(media.status, JSON.stringify(media.body)).toBe(200);
      expect(media.body.response.results.map((post) => post.caption)).toEqual([
        'Tacos al pastor #receta',
        'Salsa verde',
      ]);
      expect(media.body.response.results[1]).toMatchObject({
        media_type: 'VIDEO',
        thumbnail_url: 'https://cdn.example/2.jpg',
        like_count: 50,
        comments_count: 10,
      });
      const stored = await server.server.db
        .selectFrom('network_media')
        .select(['media_id', 'caption'])
        .where('user_network', '=', uuid)
        .orderBy('posted_at', 'desc')
        .execute();
      expect(stored.map((row) => row.caption)).toEqual(['Tacos al pastor #receta', 'Salsa verde']);

      // Read again: still one row per post.
      await server.request('GET', ApiPath.socialInstagramMedia(uuid), { token });
      const count = await server.server.db
        .selectFrom('network_media')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_network', '=', uuid)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(2);
    });

    it("is a 404 for someone else's or a non-Instagram uuid, 409 for a hand-typed one", async () => {
      const { token } = await registerWithRole(server);
      const { userId, page } = creatorPages();
      graph.setPages(userId, [page]);
      const instagram = await save(token, 'instagram', await login(token, 'instagram', userId));
      const facebook = await save(token, 'facebook', await login(token, 'facebook', userId));
      const stranger = await registerWithRole(server);
      const other = await server.request(
        'GET',
        ApiPath.socialInstagramMedia(instagram.body.response.user_network.uuid),
        {
          token: stranger.token,
        },
      );
      expect(other.status).toBe(404);
      const notInstagram = await server.request(
        'GET',
        ApiPath.socialInstagramMedia(facebook.body.response.user_network.uuid),
        { token },
      );
      expect(notInstagram.status).toBe(404);

      const typed = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
        token: stranger.token,
        body: { network: 'instagram', username: `a_mano_${unique()}`, followers: 10 },
      });
      const manual = await server.request(
        'GET',
        ApiPath.socialInstagramMedia(typed.body.response.user_network.uuid),
        { token: stranger.token },
      );
      expect(manual.status).toBe(409);
      expect(manual.body.code).toBe('metrics_manual');
    });

    it('asks to reconnect when Facebook no longer accepts the stored token', async () => {
      const { token } = await registerWithRole(server);
      const { userId, page } = creatorPages();
      graph.setPages(userId, [page]);
      const saved = await save(token, 'instagram', await login(token, 'instagram', userId));
      graph.revokeAllTokens();
      const answer = await server.request(
        'GET',
        ApiPath.socialInstagramMedia(saved.body.response.user_network.uuid),
        { token },
      );
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('network_reconnect_required');
    });
  });
});
