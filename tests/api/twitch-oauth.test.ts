import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src-server/http/errors';
import { createTwitchOAuth } from '../../src-server/providers/twitch-oauth';
import { startTwitch, type TwitchStandIn } from '../fixtures/twitch';
import { followSignInWindow } from './harness/oauth-window';

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const STATE = 'estado-aleatorio-0123456789';

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

function adapter(overrides: { clientSecret?: string; authUrl?: string } = {}) {
  return createTwitchOAuth(
    {
      clientId: twitch.clientId,
      clientSecret: overrides.clientSecret ?? twitch.clientSecret,
      authUrl: overrides.authUrl ?? `${twitch.authUrl}/`,
      apiUrl: twitch.apiUrl,
    },
    () => new Date('2025-01-01T00:00:00Z'),
  );
}

async function codeFrom(url: string): Promise<string> {
  const back = await followSignInWindow(url, REDIRECT);
  expect(back.get('state')).toBe(STATE);
  return back.get('code') ?? '';
}

async function refusal(work: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('Twitch OAuth adapter against the stand-in', () => {
  it('builds the authorize URL Twitch documents', () => {
    const url = new URL(adapter().authorizeUrl(STATE, REDIRECT));
    expect(`${url.origin}${url.pathname}`).toBe(`${twitch.authUrl}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: twitch.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'user:read:email moderator:read:followers',
      state: STATE,
    });
  });

  it('redeems a code into the account, its follower total and its tokens', async () => {
    twitch.setUser({ id: '9001', login: 'ana_juega', display_name: 'AnaJuega' });
    twitch.setFollowers(4321);
    const twitchOAuth = adapter();
    const code = await codeFrom(twitchOAuth.authorizeUrl(STATE, REDIRECT));
    const account = await twitchOAuth.redeem(code, REDIRECT);
    expect(account).toEqual({
      providerUserId: '9001',
      username: 'ana_juega',
      displayName: 'AnaJuega',
      followers: 4321,
      // No archived stream in the stand-in: 0 hours streamed in the last 30 days.
      metrics: { hours_streamed: 0 },
      accessToken: expect.stringMatching(/^[0-9a-f]{30}$/),
      refreshToken: expect.stringMatching(/^[0-9a-f]{50}$/),
      expiresAt: new Date('2025-01-01T03:55:24Z'),
    });
  });

  it('answers oauth_code_invalid for a spent code or another redirect URI', async () => {
    const twitchOAuth = adapter();
    const code = await codeFrom(twitchOAuth.authorizeUrl(STATE, REDIRECT));
    await twitchOAuth.redeem(code, REDIRECT);
    const spent = await refusal(twitchOAuth.redeem(code, REDIRECT));
    expect(spent.code).toBe('oauth_code_invalid');
    expect(spent.status).toBe(400);
    expect(spent.message).toMatch(/Twitch/);

    const other = await codeFrom(twitchOAuth.authorizeUrl(STATE, REDIRECT));
    const mismatch = await refusal(twitchOAuth.redeem(other, 'https://otro.mx/vuelta'));
    expect(mismatch.code).toBe('oauth_code_invalid');
  });

  it('answers provider_unavailable for a wrong client secret and for Twitch out of reach', async () => {
    const code = await codeFrom(adapter().authorizeUrl(STATE, REDIRECT));
    const secret = await refusal(adapter({ clientSecret: 'otro' }).redeem(code, REDIRECT));
    expect(secret.code).toBe('provider_unavailable');
    expect(secret.status).toBe(502);

    const down = adapter({ authUrl: `http://127.0.0.1:${await closedPort()}/oauth2` });
    const unreachable = await refusal(down.redeem('cualquiera', REDIRECT));
    expect(unreachable).toMatchObject({
      code: 'provider_unavailable',
      message: 'No pudimos comunicarnos con Twitch. Inténtalo más tarde.',
    });
  });

  it('is refused by the stand-in window for another client and sent back on denial', async () => {
    const foreign = new URL(adapter().authorizeUrl(STATE, REDIRECT));
    foreign.searchParams.set('client_id', 'otro');
    expect((await fetch(foreign, { redirect: 'manual' })).status).toBe(400);

    twitch.setDeny(true);
    try {
      const back = await followSignInWindow(adapter().authorizeUrl(STATE, REDIRECT), REDIRECT);
      expect(back.get('error')).toBe('access_denied');
      expect(back.get('state')).toBe(STATE);
      expect(back.has('code')).toBe(false);
    } finally {
      twitch.setDeny(false);
    }
  });
});
