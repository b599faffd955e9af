import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { AddNetworkAnswer, TwitterLoginAnswer } from '../../src-shared/domain/network';
import type { TwitterConfig } from '../../src-server/providers/twitter-oauth';
import { startTwitter, type TwitterStandIn } from '../fixtures/twitter';
import { registerAccount, registerWithRole } from './harness/accounts';
import { openedCredentials } from './harness/credentials';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const NOT_CONFIGURED = 'La conexión con X no está configurada en este servidor.';
const UNAVAILABLE = 'No pudimos comunicarnos con X. Inténtalo más tarde.';

/** An X account no other test of this server signs in as. */
function twitterUser(prefix = 'cuenta') {
  const suffix = randomUUID().slice(0, 8);
  return {
    id_str: String(Number.parseInt(suffix, 16)),
    screen_name: `${prefix}_${suffix}`,
    name: `${prefix.toUpperCase()} ${suffix}`,
  };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

/** The window's trip: open the authorize URL and read where X sends it back, without loading it. */
async function followWindow(url: string): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  return back;
}

let twitter: TwitterStandIn;
beforeAll(async () => {
  twitter = await startTwitter({ callback: REDIRECT });
});
afterAll(async () => {
  await twitter?.close();
});

describeEngines('Twitter (X) OAuth 1.0a connection (/api/v3/social/)', (engine) => {
  let server: TestServer;
  let bare: TestServer;
  const config = (): TwitterConfig => ({
    consumerKey: twitter.consumerKey,
    consumerSecret: twitter.consumerSecret,
    apiUrl: twitter.url,
  });

  beforeAll(async () => {
    server = await startTestServer(engine, {
      social: { redirectUri: REDIRECT, twitter: config() },
    });
    bare = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
    await bare?.close();
  });

  function login(token: string | undefined, target = server) {
    return target.request<TwitterLoginAnswer>('GET', ApiPath.twitterLogin, { token });
  }

  function redeem(
    token: string | undefined,
    path: { token: string; verifier: string; secret: string },
    query = '',
    target = server,
  ) {
    return target.request<AddNetworkAnswer>(
      'GET',
      `${ApiPath.twitterRedeem(path.token, path.verifier, path.secret)}${query}`,
      { token },
    );
  }

  /** The desktop's round: login, the window, and the three values the redeem path takes. */
  async function signIn(token: string) {
    const answer = await login(token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const back = await followWindow(answer.body.response.url);
    return {
      token: back.searchParams.get('oauth_token') ?? '',
      verifier: back.searchParams.get('oauth_verifier') ?? '',
      secret: answer.body.response.temp_secret,
    };
  }

  async function credentialsOf(userNetwork: string) {
    return openedCredentials(server.server.db, userNetwork);
  }

  async function twitterRowsOf(screenName: string) {
    return server.server.db
      .selectFrom('user_networks')
      .select(['user_id', 'followers'])
      .where('network', '=', 'twitter')
      .where('username', '=', screenName)
      .execute();
  }

  describe('providers and login', () => {
    it('lists twitter where it is configured and nothing elsewhere', async () => {
      const { token } = await registerWithRole(server);
      const configured = await server.request('GET', ApiPath.socialProviders, { token });
      expect(configured.body).toEqual({ response: { networks: ['twitter'] } });
      const other = await registerWithRole(bare);
      const none = await bare.request('GET', ApiPath.socialProviders, { token: other.token });
      expect(none.body).toEqual({ response: { networks: [] } });
    });

    it('answers the authorize URL of a fresh request token and its secret', async () => {
      const { token } = await registerWithRole(server);
      const answer = await login(token);
      expect(answer.status).toBe(200);
      const { url, temp_secret: secret, redirect_uri: redirectUri } = answer.body.response;
      expect(Object.keys(answer.body.response).sort()).toEqual([
        'redirect_uri',
        'temp_secret',
        'url',
      ]);
      expect(redirectUri).toBe(REDIRECT);
      expect(secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const parsed = new URL(url);
      expect(`${parsed.origin}${parsed.pathname}`).toBe(`${twitter.url}/oauth/authorize`);
      expect([...parsed.searchParams.keys()]).toEqual(['oauth_token']);
      expect(JSON.stringify(answer.body)).not.toContain(twitter.consumerSecret);

      const next = await login(token);
      expect(next.body.response.temp_secret).not.toBe(secret);
    });

    it('answers 503 provider_not_configured where X has no app', async () => {
      const { token } = await registerWithRole(bare);
      const answer = await login(token, bare);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ code: 'provider_not_configured', message: NOT_CONFIGURED });
      const redeemed = await redeem(token, { token: 'a', verifier: 'b', secret: 'c' }, '', bare);
      expect(redeemed.status).toBe(503);
      expect(redeemed.body.code).toBe('provider_not_configured');
    });

    it('leaves X out of the OAuth 2 routes, which answer 404', async () => {
      const { token } = await registerWithRole(server);
      const authorize = await server.request(
        'GET',
        `${ApiPath.socialAuthorize('twitter')}?state=${'s'.repeat(16)}`,
        { token },
      );
      expect(authorize.status).toBe(404);
      const code = await server.request('POST', ApiPath.socialRedeemCode('twitter'), {
        token,
        body: { code: 'abc' },
      });
      expect(code.status).toBe(404);
    });
  });

  describe('redeem', () => {
    it('connects the account signed in to, verified, and again as already connected', async () => {
      const { token } = await registerWithRole(server);
      const account = twitterUser('ana');
      twitter.setUser(account);
      twitter.setFollowers(4_321);
      const first = await redeem(token, await signIn(token));
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.response).toEqual({
        new: true,
        code: 'created',
        user_network: {
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          network: 'twitter',
          username: account.screen_name,
          name: account.name,
          followers: 4_321,
          connected: true,
          is_channel: false,
          url: '',
          metrics: expect.anything(),
          trend: expect.anything(),
          // X's OAuth 1.0a tokens never end.
          access: { state: 'ok', expires_at: null, reason: null },
        },
      });
      const uuid = first.body.response.user_network.uuid;
      const [stored] = await credentialsOf(uuid);
      expect(stored).toMatchObject({
        user_network: uuid,
        provider_user_id: account.id_str,
        refresh_token: null,
        expires_at: null,
      });
      expect(stored?.access_token).toMatch(new RegExp(`^${account.id_str}-`));
      expect(stored?.token_secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);

      twitter.setFollowers(5_000);
      const again = await redeem(token, await signIn(token), `?username=@${account.screen_name}`);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.response).toEqual({
        new: false,
        code: 'already_connected',
        user_network: {
          ...first.body.response.user_network,
          followers: 5_000,
          metrics: expect.anything(),
          trend: expect.anything(),
        },
      });
      const [replaced] = await credentialsOf(uuid);
      expect(replaced?.access_token).not.toBe(stored?.access_token);

      // Tokens and secrets never reach an answer, not even the list.
      const list = await server.request('GET', ApiPath.networks, { token });
      for (const body of [first.body, again.body, list.body]) {
        const text = JSON.stringify(body);
        for (const secret of [
          stored?.access_token,
          stored?.token_secret,
          replaced?.access_token,
          replaced?.token_secret,
          twitter.consumerSecret,
        ]) {
          expect(secret).toBeTruthy();
          expect(text).not.toContain(secret);
        }
      }
    });

    it('accepts the expected username in any case, with or without @', async () => {
      const { token } = await registerWithRole(server);
      const account = twitterUser('Mayus');
      twitter.setUser(account);
      const answer = await redeem(
        token,
        await signIn(token),
        `?username=${encodeURIComponent(`@${account.screen_name.toUpperCase()}`)}`,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    });

    it('answers 400 twitter_account_mismatch for another account than ?username=, storing nothing', async () => {
      const { token } = await registerWithRole(server);
      const account = twitterUser('otra');
      twitter.setUser(account);
      const answer = await redeem(token, await signIn(token), '?username=la_esperada');
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'twitter_account_mismatch',
        message: `Iniciaste sesión en X como @${account.screen_name}, no como @la_esperada. Cierra esa sesión en X y vuelve a conectar la cuenta correcta.`,
      });
      expect(await twitterRowsOf(account.screen_name)).toEqual([]);
      const list = await server.request<{ count: number }>('GET', ApiPath.networks, { token });
      expect(list.body.response.count).toBe(0);
    });

    it('answers 409 accountNetwrokExists for an account linked to another user, writing nothing', async () => {
      const owner = await registerWithRole(server);
      const intruder = await registerWithRole(server);
      const account = twitterUser('propia');
      twitter.setUser(account);
      twitter.setFollowers(50);
      const owned = await redeem(owner.token, await signIn(owner.token));
      expect(owned.status).toBe(201);
      const [before] = await credentialsOf(owned.body.response.user_network.uuid);

      twitter.setFollowers(99_999);
      const answer = await redeem(intruder.token, await signIn(intruder.token));
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('accountNetwrokExists');
      const rows = await twitterRowsOf(account.screen_name);
      expect(rows.map((row) => [row.user_id, Number(row.followers)])).toEqual([
        [owner.user.id, 50],
      ]);
      expect(await credentialsOf(owned.body.response.user_network.uuid)).toEqual([before]);
    });

    it('answers 400 oauth_code_invalid for a verifier X refuses, spent request tokens included', async () => {
      const { token } = await registerWithRole(server);
      twitter.setUser(twitterUser('mal'));
      const wrong = await signIn(token);
      const refused = await redeem(token, { ...wrong, verifier: 'inventado' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'oauth_code_invalid',
        message: 'X no aceptó la autorización (expiró o ya se usó). Vuelve a conectar tu cuenta.',
      });
      // The request token was spent by the failed try, as on X.
      expect((await redeem(token, wrong)).status).toBe(400);

      const good = await signIn(token);
      expect((await redeem(token, good)).status).toBe(201);
      const replay = await redeem(token, good);
      expect(replay.status).toBe(400);
      expect(replay.body.code).toBe('oauth_code_invalid');
    });

    it('answers 400 oauth_code_invalid when the user pressed Cancel in the window', async () => {
      const { token } = await registerWithRole(server);
      const answer = await login(token);
      twitter.setDeny(true);
      try {
        const back = await followWindow(answer.body.response.url);
        const denied = back.searchParams.get('denied') ?? '';
        expect(back.searchParams.has('oauth_verifier')).toBe(false);
        const redeemed = await redeem(token, {
          token: denied,
          verifier: 'ninguno',
          secret: answer.body.response.temp_secret,
        });
        expect(redeemed.status).toBe(400);
        expect(redeemed.body.code).toBe('oauth_code_invalid');
      } finally {
        twitter.setDeny(false);
      }
    });

    it.each([
      ['a token with a character outside the unreserved set', { token: 'a+b' }, 'token'],
      ['a verifier over 200 characters', { verifier: 'v'.repeat(201) }, 'verifier'],
      ['a secret with a slash', { secret: 'a%2Fb' }, 'secret'],
    ])('answers 400 validation_error for %s, before asking X', async (_case, change, field) => {
      const { token } = await registerWithRole(server);
      const path = { token: 'tok', verifier: 'ver', secret: 'sec', ...change };
      const url = `/api/v3/social/redeem/twitter/${path.token}/${path.verifier}/${path.secret}/`;
      const answer = await server.request('GET', url, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(Object.keys(answer.body.fields ?? {})).toEqual([field]);
    });

    it('answers 400 validation_error for a username that is no X handle', async () => {
      const { token } = await registerWithRole(server);
      const answer = await redeem(
        token,
        { token: 'a', verifier: 'b', secret: 'c' },
        '?username=a%20b',
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toEqual(['username']);
    });
  });

  describe('signatures and outages', () => {
    it('is refused by X when the configured consumer secret is wrong: 502', async () => {
      const wrong = await startTestServer(engine, {
        social: { redirectUri: REDIRECT, twitter: { ...config(), consumerSecret: 'otra-cosa' } },
      });
      try {
        const before = twitter.badSignatures();
        const { token } = await registerWithRole(wrong);
        const answer = await login(token, wrong);
        expect(answer.status).toBe(502);
        expect(answer.body).toEqual({ code: 'provider_unavailable', message: UNAVAILABLE });
        expect(twitter.badSignatures()).toBe(before + 1);
      } finally {
        await wrong.close();
      }
    });

    it('is refused by X when the callback is not the registered one: 502', async () => {
      const moved = await startTestServer(engine, {
        social: { redirectUri: 'https://otro.example/vuelta', twitter: config() },
      });
      try {
        const { token } = await registerWithRole(moved);
        expect((await login(token, moved)).status).toBe(502);
      } finally {
        await moved.close();
      }
    });

    it('answers 502 provider_unavailable when X is out of reach', async () => {
      const down = await startTestServer(engine, {
        social: {
          redirectUri: REDIRECT,
          twitter: { ...config(), apiUrl: `http://127.0.0.1:${await closedPort()}` },
        },
      });
      try {
        const { token } = await registerWithRole(down);
        const answer = await login(token, down);
        expect(answer.status).toBe(502);
        expect(answer.body).toEqual({ code: 'provider_unavailable', message: UNAVAILABLE });
        const redeemed = await redeem(token, { token: 'a', verifier: 'b', secret: 'c' }, '', down);
        expect(redeemed.status).toBe(502);
      } finally {
        await down.close();
      }
    });
  });

  describe('who may connect', () => {
    it('answers 403 to a brand and to an account without a role, 401 without a token', async () => {
      const brand = await registerWithRole(server, 'brand');
      const fresh = await registerAccount(server);
      const path = { token: 'a', verifier: 'b', secret: 'c' };
      for (const token of [brand.token, fresh.token]) {
        expect((await login(token)).status).toBe(403);
        const answer = await redeem(token, path);
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('forbidden');
      }
      expect((await login(undefined)).status).toBe(401);
      expect((await redeem(undefined, path)).status).toBe(401);
    });
  });
});
