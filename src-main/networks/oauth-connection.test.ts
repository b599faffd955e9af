import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import { BridgeError } from '../../src-shared/bridge/bridge-error';
import { startTwitch, type TwitchStandIn } from '../../tests/fixtures/twitch';
import { startYouTube, type YouTubeStandIn } from '../../tests/fixtures/youtube';
import { startTwitter, type TwitterStandIn } from '../../tests/fixtures/twitter';
import { catchRedirect } from '../../tests/support/sign-in-window';
import { signedInCreator } from '../../tests/support/signed-in-creator';
import type { OpenAuthWindow } from '../auth/facebook-desktop-sign-in';
import { NetworkService } from './network-service';
import { OAuthConnection } from './oauth-connection';
import { fromTemplate } from '../../tests/support/test-database';

let twitch: TwitchStandIn;
let youtube: YouTubeStandIn;
let twitter: TwitterStandIn;
let server: RunningServer;

beforeAll(async () => {
  twitch = await startTwitch();
  youtube = await startYouTube();
  twitter = await startTwitter();
  server = await startServer({
    ...fromTemplate(),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    social: {
      redirectUri: 'https://marcacreadores.mx/account-setting/social',
      twitch: {
        clientId: twitch.clientId,
        clientSecret: twitch.clientSecret,
        authUrl: twitch.authUrl,
        apiUrl: twitch.apiUrl,
      },
      twitter: {
        consumerKey: twitter.consumerKey,
        consumerSecret: twitter.consumerSecret,
        apiUrl: twitter.url,
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
  await server.close();
  await twitch.close();
  await youtube.close();
  await twitter.close();
});

let counter = 0;
async function creatorWith(openAuthWindow: OpenAuthWindow) {
  counter += 1;
  const { api, session } = await signedInCreator(server.url);
  return {
    // The "system browser" follows the provider's redirect back to main's loopback listener.
    oauth: new OAuthConnection(api, session, openAuthWindow, async (url) => {
      await fetch(url);
    }),
    networks: new NetworkService(api, session),
  };
}

describe('OAuth network connection', () => {
  it('lists the configured providers and connects twitch through the window', async () => {
    twitch.setDeny(false);
    twitch.setUser({ id: `u${counter}`, login: `canal_${Date.now()}`, display_name: 'Canal' });
    twitch.setFollowers(1200);
    const { oauth, networks } = await creatorWith(catchRedirect);
    expect(await oauth.providers()).toEqual({ networks: ['twitch', 'twitter', 'youtube'] });
    const answer = await oauth.connect({ network: 'twitch' });
    expect(answer).toMatchObject({
      new: true,
      user_network: { network: 'twitch', connected: true, followers: 1200 },
    });
    expect(oauth.pendingNetwork).toBeNull();
    expect((await networks.list()).count).toBe(1);
  });

  it('refuses an answer whose state does not match, and stores nothing', async () => {
    const forged: OpenAuthWindow = async (url, redirectUri) => {
      const landed = new URL(await catchRedirect(url, redirectUri));
      landed.searchParams.set('state', 'forged-state-value');
      return landed.toString();
    };
    const { oauth, networks } = await creatorWith(forged);
    await expect(oauth.connect({ network: 'twitch' })).rejects.toMatchObject({
      code: 'sign_in_cancelled',
    });
    expect((await networks.list()).count).toBe(0);
  });

  it('ends with a clear error when consent is denied or the window is closed', async () => {
    twitch.setDeny(true);
    const denied = await creatorWith(catchRedirect);
    await expect(denied.oauth.connect({ network: 'twitch' })).rejects.toMatchObject({
      code: 'sign_in_cancelled',
    });
    twitch.setDeny(false);

    const closed = await creatorWith(async () => {
      throw new BridgeError({
        status: 400,
        code: 'sign_in_cancelled',
        message: 'Se cerró la ventana.',
      });
    });
    await expect(closed.oauth.connect({ network: 'twitch' })).rejects.toMatchObject({
      code: 'sign_in_cancelled',
    });
    expect(closed.oauth.pendingNetwork).toBeNull();
    expect((await closed.networks.list()).count).toBe(0);
    expect((await denied.networks.list()).count).toBe(0);
  });

  it('says when a network is not configured on this server', async () => {
    const { oauth } = await creatorWith(catchRedirect);
    await expect(oauth.connect({ network: 'tiktok' })).rejects.toMatchObject({
      status: 503,
      code: 'provider_not_configured',
    });
  });

  it('connects youtube through the system browser, a loopback return and PKCE', async () => {
    youtube.setChannel({
      id: `UC${Date.now()}abcdefghij`,
      title: 'Cocina con Ana',
      subscriberCount: 2_300_001,
    });
    const { oauth } = await creatorWith(async () => {
      throw new Error('YouTube must not open an embedded window');
    });
    const answer = await oauth.connect({ network: 'youtube' });
    expect(answer).toMatchObject({
      new: true,
      user_network: {
        network: 'youtube',
        is_channel: true,
        connected: true,
        name: 'Cocina con Ana',
        followers: 2_300_001,
      },
    });
  });

  it('answers the channel-missing error for a Google account without a channel', async () => {
    youtube.setChannel(null);
    const { oauth, networks } = await creatorWith(catchRedirect);
    await expect(oauth.connect({ network: 'youtube' })).rejects.toMatchObject({
      code: 'youtube_channel_missing',
    });
    expect((await networks.list()).count).toBe(0);
  });

  it('connects X with OAuth 1.0a: the window must come back with the same request token', async () => {
    twitter.setDeny(false);
    twitter.setUser({
      id_str: `9${Date.now()}`,
      screen_name: `ana_x_${counter}`,
      name: 'Ana en X',
    });
    twitter.setFollowers(3_210);
    const { oauth } = await creatorWith(catchRedirect);
    expect(await oauth.connect({ network: 'twitter' })).toMatchObject({
      new: true,
      user_network: { network: 'twitter', connected: true, followers: 3_210 },
    });

    const swapped = await creatorWith(async (url, redirectUri) => {
      const landed = new URL(await catchRedirect(url, redirectUri));
      landed.searchParams.set('oauth_token', 'otro-token');
      return landed.toString();
    });
    await expect(swapped.oauth.connect({ network: 'twitter' })).rejects.toMatchObject({
      code: 'sign_in_cancelled',
    });
    expect((await swapped.networks.list()).count).toBe(0);

    twitter.setDeny(true);
    const denied = await creatorWith(catchRedirect);
    await expect(denied.oauth.connect({ network: 'twitter' })).rejects.toMatchObject({
      code: 'sign_in_cancelled',
    });
    twitter.setDeny(false);
  });
});
