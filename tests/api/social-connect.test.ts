import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { AddNetworkAnswer, SocialAuthorizeAnswer } from '../../src-shared/domain/network';
import { startTwitch, type TwitchStandIn } from '../fixtures/twitch';
import { registerAccount, registerWithRole } from './harness/accounts';
import { openedCredentials } from './harness/credentials';
import { describeEngines } from './harness/engines';
import { followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const NOT_CONFIGURED = 'La conexión con Twitch no está configurada en este servidor.';

const newState = () => randomBytes(16).toString('base64url');

/** A Twitch account no other test of this server signs in as. */
function twitchUser(prefix = 'canal') {
  const suffix = randomUUID().slice(0, 8);
  return {
    id: String(Number.parseInt(suffix, 16)),
    login: `${prefix}_${suffix}`,
    display_name: `${prefix.toUpperCase()} ${suffix}`,
  };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

let twitch: TwitchStandIn;
beforeAll(async () => {
  twitch = await startTwitch();
});
afterAll(async () => {
  await twitch?.close();
});

describeEngines('Social OAuth connections (/api/v3/social/)', (engine) => {
  let server: TestServer;
  let bare: TestServer;

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
    bare = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
  });

  function authorize(target: TestServer, token: string | undefined, query: string) {
    return target.request<SocialAuthorizeAnswer>(
      'GET',
      `${ApiPath.socialAuthorize('twitch')}${query}`,
      { token },
    );
  }

  function redeem(token: string | undefined, body: unknown, target = server) {
    return target.request<AddNetworkAnswer>('POST', ApiPath.socialRedeemCode('twitch'), {
      token,
      body,
    });
  }

  /** The desktop's whole window round: authorize, sign in, read the code off the return URL. */
  async function signIn(token: string): Promise<string> {
    const state = newState();
    const answer = await authorize(server, token, `?state=${state}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const back = await followSignInWindow(answer.body.response.url, REDIRECT);
    expect(back.get('state')).toBe(state);
    return back.get('code') ?? '';
  }

  async function credentialsOf(userNetwork: string) {
    return openedCredentials(server.server.db, userNetwork);
  }

  describe('providers', () => {
    it('lists twitch where it is configured and nothing elsewhere', async () => {
      const { token } = await registerWithRole(server);
      const configured = await server.request('GET', ApiPath.socialProviders, { token });
      expect(configured.status).toBe(200);
      expect(configured.body).toEqual({ response: { networks: ['twitch'] } });

      const other = await registerWithRole(bare);
      const none = await bare.request('GET', ApiPath.socialProviders, { token: other.token });
      expect(none.body).toEqual({ response: { networks: [] } });
    });
  });

  describe('authorize', () => {
    it('builds Twitch’s authorize URL with the registered redirect URI', async () => {
      const { token } = await registerWithRole(server);
      const state = newState();
      const answer = await authorize(server, token, `?state=${state}`);
      expect(answer.status).toBe(200);
      expect(answer.body.response.redirect_uri).toBe(REDIRECT);
      const url = new URL(answer.body.response.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${twitch.authUrl}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: twitch.clientId,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'user:read:email moderator:read:followers',
        state,
      });
      expect(answer.body.response.url).not.toContain(twitch.clientSecret);
    });

    it('answers 503 provider_not_configured where Twitch has no app', async () => {
      const { token } = await registerWithRole(bare);
      const answer = await authorize(bare, token, `?state=${newState()}`);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ code: 'provider_not_configured', message: NOT_CONFIGURED });
      const redeemed = await redeem(token, { code: 'abc' }, bare);
      expect(redeemed.status).toBe(503);
    });

    it.each([
      ['missing', ''],
      ['too short', '?state=corto'],
      ['not url-safe', `?state=${'a'.repeat(15)}%2F`],
      ['too long', `?state=${'a'.repeat(129)}`],
    ])('answers 400 for a %s state, naming it', async (_case, query) => {
      const { token } = await registerWithRole(server);
      const answer = await authorize(server, token, query);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(Object.keys(answer.body.fields ?? {})).toEqual(['state']);
    });

    it('answers 404 for a network without a sign-in window', async () => {
      const { token } = await registerWithRole(server);
      for (const network of ['myspace', 'blog']) {
        const answer = await server.request(
          'GET',
          `${ApiPath.socialAuthorize(network)}?state=${newState()}`,
          { token },
        );
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
    });
  });

  describe('redeem', () => {
    it('connects the signed-in channel, verified, with Twitch’s follower total', async () => {
      const { token } = await registerWithRole(server);
      const account = twitchUser('ana');
      twitch.setUser(account);
      twitch.setFollowers(12_345);
      const first = await redeem(token, { code: await signIn(token) });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.response).toEqual({
        new: true,
        code: 'created',
        user_network: {
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          network: 'twitch',
          username: account.login,
          name: account.display_name,
          followers: 12_345,
          connected: true,
          is_channel: false,
          url: '',
          metrics: expect.anything(),
          trend: expect.anything(),
          // Twitch renews its grant with the refresh token, which has no end of its own.
          access: { state: 'ok', expires_at: null, reason: null },
        },
      });
      const uuid = first.body.response.user_network.uuid;
      const [stored] = await credentialsOf(uuid);
      expect(stored).toMatchObject({ user_network: uuid, provider_user_id: account.id });
      expect(stored?.access_token).toMatch(/^[0-9a-f]{30}$/);
      expect(stored?.refresh_token).toMatch(/^[0-9a-f]{50}$/);
      expect(stored?.expires_at).toBeInstanceOf(Date);

      twitch.setFollowers(12_400);
      const again = await redeem(token, { code: await signIn(token) });
      expect(again.status).toBe(200);
      expect(again.body.response).toEqual({
        new: false,
        code: 'already_connected',
        user_network: {
          ...first.body.response.user_network,
          followers: 12_400,
          metrics: expect.anything(),
          trend: expect.anything(),
        },
      });
      const [replaced] = await credentialsOf(uuid);
      expect(replaced?.access_token).not.toBe(stored?.access_token);

      // Provider tokens never reach an answer, not even the list.
      const list = await server.request('GET', ApiPath.networks, { token });
      for (const body of [first.body, again.body, list.body]) {
        const text = JSON.stringify(body);
        for (const secret of [
          stored?.access_token,
          stored?.refresh_token,
          replaced?.access_token,
        ]) {
          expect(text).not.toContain(secret);
        }
        expect(text).not.toContain(twitch.clientSecret);
      }
    });

    it('drops the stored grant when the connection is edited to another account', async () => {
      const { token } = await registerWithRole(server);
      twitch.setUser(twitchUser('cambia'));
      const connected = await redeem(token, { code: await signIn(token) });
      const { uuid } = connected.body.response.user_network;
      expect(await credentialsOf(uuid)).toHaveLength(1);
      const edited = await server.request('POST', ApiPath.updateNetwork(uuid), {
        token,
        body: { network: 'twitch', username: `otra_${uuid.slice(0, 8)}`, followers: 10 },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.response).toMatchObject({ connected: false });
      expect(await credentialsOf(uuid)).toEqual([]);
    });

    it('upgrades the caller’s manual connection of the same account to connected', async () => {
      const { token } = await registerWithRole(server);
      const account = twitchUser('manual');
      const manual = await server.request<AddNetworkAnswer>('POST', ApiPath.addNetwork, {
        token,
        body: { network: 'twitch', username: account.login.toUpperCase(), followers: 10 },
      });
      expect(manual.status).toBe(201);
      expect(manual.body.response.user_network.connected).toBe(false);

      twitch.setUser(account);
      twitch.setFollowers(777);
      const answer = await redeem(token, { code: await signIn(token) });
      expect(answer.status).toBe(200);
      expect(answer.body.response).toMatchObject({
        new: false,
        code: 'already_connected',
        user_network: {
          uuid: manual.body.response.user_network.uuid,
          connected: true,
          followers: 777,
          name: account.display_name,
        },
      });
    });

    it('answers 409 accountNetwrokExists for a channel linked to another user, writing nothing', async () => {
      const owner = await registerWithRole(server);
      const intruder = await registerWithRole(server);
      const account = twitchUser('propio');
      twitch.setUser(account);
      twitch.setFollowers(50);
      const owned = await redeem(owner.token, { code: await signIn(owner.token) });
      expect(owned.status).toBe(201);
      const [before] = await credentialsOf(owned.body.response.user_network.uuid);

      twitch.setFollowers(99_999);
      const answer = await redeem(intruder.token, { code: await signIn(intruder.token) });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        code: 'accountNetwrokExists',
        message: 'Esta cuenta ya está vinculada a otro perfil.',
      });
      const intruderList = await server.request<{ count: number }>('GET', ApiPath.networks, {
        token: intruder.token,
      });
      expect(intruderList.body.response.count).toBe(0);
      const rows = await server.server.db
        .selectFrom('user_networks')
        .select(['user_id', 'followers'])
        .where('username', '=', account.login)
        .execute();
      expect(rows.map((row) => [row.user_id, Number(row.followers)])).toEqual([
        [owner.user.id, 50],
      ]);
      expect(await credentialsOf(owned.body.response.user_network.uuid)).toEqual([before]);
    });

    it('answers 400 oauth_code_invalid for a code Twitch refuses, spent ones included', async () => {
      const { token } = await registerWithRole(server);
      twitch.setUser(twitchUser('gastado'));
      const code = await signIn(token);
      expect((await redeem(token, { code })).status).toBe(201);
      for (const refused of [code, 'inventado']) {
        const answer = await redeem(token, { code: refused });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({
          code: 'oauth_code_invalid',
          message: expect.stringMatching(/^Twitch no aceptó la autorización/),
        });
      }
    });

    it.each([
      ['no code', {}],
      ['an empty code', { code: '' }],
      ['a code over 2048 characters', { code: 'c'.repeat(2049) }],
      ['a code that is not text', { code: 12 }],
      ['an unknown field', { code: 'abc', state: 'x' }],
    ])('answers 400 validation_error for %s', async (_case, body) => {
      const { token } = await registerWithRole(server);
      const answer = await redeem(token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_error');
    });

    it('answers 502 provider_unavailable when Twitch is out of reach', async () => {
      const dead = `http://127.0.0.1:${await closedPort()}`;
      const down = await startTestServer(engine, {
        social: {
          redirectUri: REDIRECT,
          twitch: {
            clientId: twitch.clientId,
            clientSecret: twitch.clientSecret,
            authUrl: `${dead}/oauth2`,
            apiUrl: `${dead}/helix`,
          },
        },
      });
      try {
        const { token } = await registerWithRole(down);
        const answer = await redeem(token, { code: 'abc' }, down);
        expect(answer.status).toBe(502);
        expect(answer.body).toEqual({
          code: 'provider_unavailable',
          message: 'No pudimos comunicarnos con Twitch. Inténtalo más tarde.',
        });
      } finally {
        await down.close();
      }
    });
  });

  describe('who may connect', () => {
    it('answers 403 to a brand and to an account without a role', async () => {
      const brand = await registerWithRole(server, 'brand');
      const fresh = await registerAccount(server);
      for (const token of [brand.token, fresh.token]) {
        expect((await server.request('GET', ApiPath.socialProviders, { token })).status).toBe(403);
        expect((await authorize(server, token, `?state=${newState()}`)).status).toBe(403);
        const answer = await redeem(token, { code: 'abc' });
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('forbidden');
      }
    });

    it('answers 401 without a token', async () => {
      expect((await server.request('GET', ApiPath.socialProviders)).status).toBe(401);
      expect((await authorize(server, undefined, `?state=${newState()}`)).status).toBe(401);
      const answer = await redeem(undefined, { code: 'abc' });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('not_authenticated');
    });
  });
});
