import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  SocialAuthorizeAnswer,
  TwitterLoginAnswer,
} from '../../src-shared/domain/network';
import type { ServerOptions } from '../../src-server/index';
import {
  type OAuthStandIn,
  type OAuthStandInOptions,
  type StandInAccount,
  type StandInNetwork,
  type StandInVideo,
  startOAuthNetwork,
} from '../fixtures/oauth-networks';
import { startTwitter, type TwitterStandIn } from '../fixtures/twitter';
import { registerWithRole } from './harness/accounts';
import { openedCredentials } from './harness/credentials';
import { describeEngines } from './harness/engines';
import { followSignInWindow } from './harness/oauth-window';
import { startTestServer, type TestServer } from './harness/test-server';

/**
 * `GET /api/v3/social/update/info/{uuid}/` for the networks connected in a window (TikTok,
 * Pinterest, LinkedIn, Spotify) and for X: each connected through its stand-in, figures changed
 * there, read again over real HTTP; OAuth 2 access tokens refreshed when expired or refused.
 */

const REDIRECT = 'https://marcacreadores.mx/account-setting/social';
const newState = () => randomBytes(16).toString('base64url');
const SECOND = 1000;

interface Case {
  network: StandInNetwork;
  label: string;
  options?: OAuthStandInOptions;
  /** The token endpoint's expires_in, in seconds. */
  lifetime: number;
  /** What the refresh answer does with the refresh token. */
  rotation: 'rotate' | 'same' | 'keep';
  /** LinkedIn's userinfo has no follower count: the stored one stays. */
  reportsFollowers: boolean;
}

const CASES: Case[] = [
  {
    network: 'tiktok',
    label: 'TikTok',
    lifetime: 86_400,
    rotation: 'rotate',
    reportsFollowers: true,
  },
  {
    network: 'pinterest',
    label: 'Pinterest',
    lifetime: 2_592_000,
    rotation: 'rotate',
    reportsFollowers: true,
  },
  {
    network: 'linkedin',
    label: 'LinkedIn',
    // An app LinkedIn approved for programmatic refresh tokens.
    options: { refreshTokens: true },
    lifetime: 5_184_000,
    rotation: 'same',
    reportsFollowers: false,
  },
  {
    network: 'spotify',
    label: 'Spotify',
    lifetime: 3_600,
    rotation: 'keep',
    reportsFollowers: true,
  },
];

/** (100 + 40) / 2 = 70 per video over 1000 followers: er 7; views (2000 + 1000) / 2. */
const FIRST_VIDEOS: StandInVideo[] = [
  { likes: 90, comments: 10, views: 2000 },
  { likes: 40, comments: 0, views: 1000 },
];
/** (250 + 125 + 0) / 3 = 125 per video over 1250 followers: er 10; views 7001 / 3 → 2334. */
const LATER_VIDEOS: StandInVideo[] = [
  { likes: 200, comments: 50, views: 4000 },
  { likes: 100, comments: 25, views: 3001 },
  { likes: 0, comments: 0, views: 0 },
];

function freshAccount(followers: number): StandInAccount {
  const suffix = randomUUID().slice(0, 8);
  return { id: `id${suffix}`, username: `creador_${suffix}`, name: `Creador ${suffix}`, followers };
}

function socialFor(c: Case, standIn: OAuthStandIn): Pick<ServerOptions, 'social'> {
  const base = {
    clientSecret: standIn.clientSecret,
    authUrl: standIn.authUrl,
    apiUrl: standIn.apiUrl,
  };
  const network =
    c.network === 'tiktok'
      ? { tiktok: { ...base, clientKey: standIn.clientId } }
      : { [c.network]: { ...base, clientId: standIn.clientId } };
  return { social: { redirectUri: REDIRECT, ...network } };
}

/** What the connection should show once the stand-in reports `followers`. */
function expectedValues(c: Case, followers: number, videos: 'first' | 'later') {
  if (c.network !== 'tiktok') return { followers_count: followers };
  return videos === 'first'
    ? { followers_count: followers, er: 7, views_avg: 1500 }
    : { followers_count: followers, er: 10, views_avg: 2334 };
}

/** A connection's trend after one refresh that read `followers` (issue 13: every reading kept). */
function trendAfterRefresh(connection: NetworkConnection, followers: number, source: string) {
  const before = connection.trend.points[0];
  const change = followers - (before?.followers ?? 0);
  return {
    points: [before, { read_at: expect.any(String), followers, source }],
    change_30d: {
      followers: change,
      percent: before?.followers ? Math.round((change / before.followers) * 10_000) / 100 : null,
      since: before?.read_at,
    },
  };
}

/** What a refused grant leaves on the connection until a new sign-in (issue 13). */
const revokedAccess = (label: string) => ({
  state: 'revoked',
  expires_at: null,
  reason: `${label} ya no acepta la autorización guardada. Vuelve a conectar tu cuenta para actualizar sus cifras.`,
});

async function credentialOf(server: TestServer, uuid: string) {
  const [row] = await openedCredentials(server.server.db, uuid);
  if (!row) throw new Error(`no stored grant for ${uuid}`);
  return row;
}

async function listed(server: TestServer, token: string, uuid: string) {
  const list = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
    token,
  });
  return list.body.response.results.find((row) => row.uuid === uuid);
}

function updateInfo(server: TestServer, token: string, uuid: string) {
  return server.request<NetworkConnection>('GET', ApiPath.socialUpdateInfo(uuid), { token });
}

describe.each(CASES)('$label figures refresh', (c) => {
  let standIn: OAuthStandIn;
  beforeAll(async () => {
    standIn = await startOAuthNetwork(c.network, c.options);
  });
  afterAll(async () => {
    await standIn?.close();
  });

  describeEngines(`${c.label} through /api/v3/social/update/info/`, (engine) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, socialFor(c, standIn));
    });
    afterAll(async () => {
      await server?.close();
    });

    /** Signs in to the stand-in as `account` and redeems the code: a verified connection. */
    async function connect(token: string, account: StandInAccount): Promise<NetworkConnection> {
      standIn.setAccount(account);
      const state = newState();
      const authorize = await server.request<SocialAuthorizeAnswer>(
        'GET',
        `${ApiPath.socialAuthorize(c.network)}?state=${state}`,
        { token },
      );
      expect(authorize.status, JSON.stringify(authorize.body)).toBe(200);
      const back = await followSignInWindow(authorize.body.response.url, REDIRECT);
      const redeemed = await server.request<AddNetworkAnswer>(
        'POST',
        ApiPath.socialRedeemCode(c.network),
        { token, body: { code: back.get('code') } },
      );
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
      return redeemed.body.response.user_network;
    }

    it('answers the new followers and figures, read now from the network', async () => {
      const { token } = await registerWithRole(server);
      const account = { ...freshAccount(1000), videos: FIRST_VIDEOS };
      const connection = await connect(token, account);
      const shownAtSignIn = c.reportsFollowers ? 1000 : 0;
      expect(connection.metrics).toMatchObject({
        source: c.network,
        values: expectedValues(c, shownAtSignIn, 'first'),
      });

      standIn.setFollowers(account.id, 1250);
      standIn.setVideos(account.id, LATER_VIDEOS);
      server.clock.advance(5 * SECOND);
      try {
        const refreshed = await updateInfo(server, token, connection.uuid);
        expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
        const followers = c.reportsFollowers ? 1250 : 0;
        expect(refreshed.body.response).toEqual({
          ...connection,
          followers,
          metrics: {
            values: expectedValues(c, followers, 'later'),
            read_at: expect.any(String),
            source: c.network,
          },
          trend: trendAfterRefresh(connection, followers, c.network),
        });
        const readAt = Date.parse(refreshed.body.response.metrics?.read_at ?? '');
        expect(readAt).toBeGreaterThan(Date.parse(connection.metrics?.read_at ?? ''));
        expect(await listed(server, token, connection.uuid)).toEqual(refreshed.body.response);
        // The read needed no refresh: the token from the sign-in still works.
        expect(standIn.lastBearer()).toBe(
          (await credentialOf(server, connection.uuid)).access_token,
        );
      } finally {
        server.clock.reset();
      }
    });

    if (!c.reportsFollowers) {
      it('makes a verified connection a typed one when its count is typed (issue 13)', async () => {
        const { token } = await registerWithRole(server);
        const account = freshAccount(0);
        const connection = await connect(token, account);
        const typed = await server.request<NetworkConnection>(
          'POST',
          ApiPath.updateNetwork(connection.uuid),
          {
            token,
            body: {
              network: c.network,
              username: connection.username,
              name: connection.name,
              url: `https://www.linkedin.com/in/${account.username}`,
              followers: 800,
            },
          },
        );
        expect(typed.status, JSON.stringify(typed.body)).toBe(200);
        // Never both verified and typed: the badge and the grant go with a typed count.
        expect(typed.body.response).toMatchObject({ connected: false, followers: 800 });
        expect(typed.body.response.metrics).toMatchObject({
          values: { followers_count: 800 },
          source: 'manual',
        });

        const refreshed = await updateInfo(server, token, connection.uuid);
        expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(409);
        expect(refreshed.body.code).toBe('metrics_manual');
      });
    }

    it('refreshes an access token the network refuses and uses the new one from then on', async () => {
      const { token } = await registerWithRole(server);
      const account = { ...freshAccount(300), videos: FIRST_VIDEOS };
      const connection = await connect(token, account);
      const before = await credentialOf(server, connection.uuid);
      const refreshesBefore = standIn.refreshes();

      standIn.expireTokens();
      standIn.setFollowers(account.id, 1000);
      const refreshed = await updateInfo(server, token, connection.uuid);
      expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
      expect(refreshed.body.response.followers).toBe(c.reportsFollowers ? 1000 : 0);
      expect(standIn.refreshes()).toBe(refreshesBefore + 1);

      const after = await credentialOf(server, connection.uuid);
      expect(after.access_token).not.toBe(before.access_token);
      expect(standIn.lastBearer()).toBe(after.access_token);
      if (c.rotation === 'rotate') expect(after.refresh_token).not.toBe(before.refresh_token);
      // The same one answered again, or none answered and the stored one kept.
      else expect(after.refresh_token).toBe(before.refresh_token);
      expect(after.refresh_token).toBeTruthy();
      expect(after.expires_at?.getTime()).toBeGreaterThanOrEqual(
        before.expires_at?.getTime() ?? Number.POSITIVE_INFINITY,
      );
      expect(JSON.stringify(refreshed.body)).not.toContain(after.access_token);

      // The stored token is the new one: the next read needs no refresh.
      standIn.setFollowers(account.id, 1100);
      const again = await updateInfo(server, token, connection.uuid);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.response.followers).toBe(c.reportsFollowers ? 1100 : 0);
      expect(standIn.refreshes()).toBe(refreshesBefore + 1);
      expect(standIn.lastBearer()).toBe(after.access_token);
    });

    it('refreshes before reading once the stored expiry has passed', async () => {
      const { token } = await registerWithRole(server);
      const account = freshAccount(10);
      const connection = await connect(token, account);
      const before = await credentialOf(server, connection.uuid);
      const refreshesBefore = standIn.refreshes();

      // The stand-in would still take the old token: only the server's clock says it expired.
      server.clock.advance((c.lifetime + 60) * SECOND);
      try {
        const refreshed = await updateInfo(server, token, connection.uuid);
        expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
        expect(standIn.refreshes()).toBe(refreshesBefore + 1);
        const after = await credentialOf(server, connection.uuid);
        expect(after.access_token).not.toBe(before.access_token);
        expect(standIn.lastBearer()).toBe(after.access_token);
        // The new lifetime counts from the server's (advanced) clock.
        expect(after.expires_at?.getTime()).toBeGreaterThan(server.clock.now().getTime());
      } finally {
        server.clock.reset();
      }
    });

    it('answers 409 network_reconnect_required for a revoked grant and changes nothing', async () => {
      const { token } = await registerWithRole(server);
      const account = { ...freshAccount(700), videos: FIRST_VIDEOS };
      const connection = await connect(token, account);
      const before = await credentialOf(server, connection.uuid);
      const refreshesBefore = standIn.refreshes();

      standIn.revokeTokens();
      standIn.setFollowers(account.id, 9999);
      const answer = await updateInfo(server, token, connection.uuid);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        code: 'network_reconnect_required',
        message: `${c.label} ya no acepta la autorización guardada. Vuelve a conectar tu cuenta para actualizar sus cifras.`,
      });
      expect(standIn.refreshes()).toBe(refreshesBefore);
      expect(await listed(server, token, connection.uuid)).toEqual({
        ...connection,
        access: revokedAccess(c.label),
      });
      expect(await credentialOf(server, connection.uuid)).toEqual({
        ...before,
        revoked_at: expect.any(Date),
        revoked_reason: revokedAccess(c.label).reason,
      });
    });

    it('answers 404 for someone else’s connection and leaves it alone', async () => {
      const owner = await registerWithRole(server);
      const account = freshAccount(50);
      const connection = await connect(owner.token, account);
      standIn.setFollowers(account.id, 60);

      const other = await registerWithRole(server);
      const answer = await updateInfo(server, other.token, connection.uuid);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('not_found');
      expect(await listed(server, owner.token, connection.uuid)).toEqual(connection);
    });
  });
});

describe('X (twitter) figures refresh', () => {
  let twitter: TwitterStandIn;
  beforeAll(async () => {
    twitter = await startTwitter({ callback: REDIRECT });
  });
  afterAll(async () => {
    await twitter?.close();
  });

  describeEngines('X through /api/v3/social/update/info/', (engine) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, {
        social: {
          redirectUri: REDIRECT,
          twitter: {
            consumerKey: twitter.consumerKey,
            consumerSecret: twitter.consumerSecret,
            apiUrl: twitter.url,
          },
        },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    /** login, the window (X sends it straight back), then redeem with token, verifier, secret. */
    async function connect(token: string, followers: number): Promise<NetworkConnection> {
      const suffix = randomUUID().slice(0, 8);
      twitter.setUser({
        id_str: String(Number.parseInt(suffix, 16)),
        screen_name: `x_${suffix}`,
        name: `X ${suffix}`,
      });
      twitter.setFollowers(followers);
      const login = await server.request<TwitterLoginAnswer>('GET', ApiPath.twitterLogin, {
        token,
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const window = await fetch(login.body.response.url, { redirect: 'manual' });
      const back = new URL(window.headers.get('location') ?? '');
      const redeemed = await server.request<AddNetworkAnswer>(
        'GET',
        ApiPath.twitterRedeem(
          back.searchParams.get('oauth_token') ?? '',
          back.searchParams.get('oauth_verifier') ?? '',
          login.body.response.temp_secret,
        ),
        { token },
      );
      expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
      return redeemed.body.response.user_network;
    }

    it('reads followers and the recent posts’ figures from API v2, signed with the stored secret', async () => {
      const { token } = await registerWithRole(server);
      twitter.setPosts([]);
      const connection = await connect(token, 1500);
      expect(connection.metrics?.values).toEqual({ followers_count: 1500 });
      const refused = twitter.badSignatures();

      twitter.setFollowers(2000);
      // (60 + 35 + 10) / 3 = 35 per post over 2000 followers: er 1.75; replies 15 / 3.
      twitter.setPosts([
        { likes: 50, replies: 10, impressions: 3000 },
        { likes: 30, replies: 5, impressions: 1000 },
        { likes: 10, replies: 0, impressions: 500 },
      ]);
      server.clock.advance(5 * SECOND);
      try {
        const refreshed = await updateInfo(server, token, connection.uuid);
        expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
        expect(refreshed.body.response).toEqual({
          ...connection,
          followers: 2000,
          metrics: {
            values: { followers_count: 2000, er: 1.75, reply_avg: 5, views_avg: 1500 },
            read_at: expect.any(String),
            source: 'twitter',
          },
          trend: trendAfterRefresh(connection, 2000, 'twitter'),
        });
        expect(Date.parse(refreshed.body.response.metrics?.read_at ?? '')).toBeGreaterThan(
          Date.parse(connection.metrics?.read_at ?? ''),
        );
        expect(twitter.badSignatures()).toBe(refused);
      } finally {
        server.clock.reset();
      }

      // Without posts there is nothing to average: the follower count alone.
      twitter.setPosts([]);
      twitter.setFollowers(2100);
      const bare = await updateInfo(server, token, connection.uuid);
      expect(bare.status, JSON.stringify(bare.body)).toBe(200);
      expect(bare.body.response.metrics?.values).toEqual({ followers_count: 2100 });
    });

    it('answers 409 network_reconnect_required once X revoked the token, and changes nothing', async () => {
      const { token } = await registerWithRole(server);
      const connection = await connect(token, 300);
      const before = await credentialOf(server, connection.uuid);

      twitter.revokeTokens();
      twitter.setFollowers(9999);
      const answer = await updateInfo(server, token, connection.uuid);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        code: 'network_reconnect_required',
        message:
          'X ya no acepta la autorización guardada. Vuelve a conectar tu cuenta para actualizar sus cifras.',
      });
      expect(await listed(server, token, connection.uuid)).toEqual({
        ...connection,
        access: revokedAccess('X'),
      });
      expect(await credentialOf(server, connection.uuid)).toEqual({
        ...before,
        revoked_at: expect.any(Date),
        revoked_reason: revokedAccess('X').reason,
      });
    });

    it('answers 404 for someone else’s X connection', async () => {
      const owner = await registerWithRole(server);
      const connection = await connect(owner.token, 40);
      const other = await registerWithRole(server);
      const answer = await updateInfo(server, other.token, connection.uuid);
      expect(answer.status).toBe(404);
      expect(await listed(server, owner.token, connection.uuid)).toEqual(connection);
    });
  });
});
