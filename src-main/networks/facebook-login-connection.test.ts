import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src-server/index';
import {
  facebookSettings,
  startFacebookGraph,
  type FacebookGraphStandIn,
} from '../../tests/fixtures/facebook-graph';
import { catchRedirect } from '../../tests/support/sign-in-window';
import { signedInCreator } from '../../tests/support/signed-in-creator';
import type { OpenAuthWindow } from '../auth/facebook-desktop-sign-in';
import { signedRequestUser } from './facebook-login-connection';
import { NetworkService } from './network-service';
import { OAuthConnection } from './oauth-connection';
import { fromTemplate } from '../../tests/support/test-database';

let graph: FacebookGraphStandIn;
let server: RunningServer;

beforeAll(async () => {
  graph = await startFacebookGraph();
  server = await startServer({
    ...fromTemplate(),
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    facebook: facebookSettings(graph),
  });
});
afterAll(async () => {
  await server.close();
  await graph.close();
});

let counter = 0;
async function creatorWith(openAuthWindow: OpenAuthWindow) {
  const { api, session } = await signedInCreator(server.url);
  return {
    oauth: new OAuthConnection(api, session, openAuthWindow, async () => undefined),
    networks: new NetworkService(api, session),
  };
}

function facebookUser() {
  const id = String(1_000_000 + ++counter);
  graph.setDialogUser({ id, name: 'Creadora' });
  graph.setPages(id, [
    {
      id: `page-${id}`,
      name: 'Cocina fácil',
      username: `cocina.facil.${id}`,
      followers_count: 800,
      instagram: { id: `1784${id}`, username: `cocinafacil_${id}`, followers_count: 3100 },
    },
  ]);
  return id;
}

describe("Facebook's login for facebook and instagram", () => {
  it('connects the Instagram account through the login window, verified', async () => {
    const id = facebookUser();
    const { oauth, networks } = await creatorWith(catchRedirect);
    const answer = await oauth.connect({ network: 'instagram' });
    expect(answer).toMatchObject({
      new: true,
      user_network: {
        network: 'instagram',
        username: `cocinafacil_${id}`,
        followers: 3100,
        connected: true,
      },
    });
    expect((await networks.list()).results).toHaveLength(1);
  });

  it('ends with a clear reason and stores nothing when the creator cancels', async () => {
    facebookUser();
    graph.setDialogDenied(true);
    try {
      const { oauth, networks } = await creatorWith(catchRedirect);
      await expect(oauth.connect({ network: 'facebook' })).rejects.toMatchObject({
        code: 'sign_in_cancelled',
        message: 'No se concedió el acceso a Facebook; no se guardó nada.',
      });
      expect((await networks.list()).results).toEqual([]);
    } finally {
      graph.setDialogDenied(false);
    }
  });

  it('gives the login 3000 ms to load, then fails with login_surface_unavailable', async () => {
    facebookUser();
    graph.setDialogStalled(true);
    try {
      const { oauth, networks } = await creatorWith(catchRedirect);
      const started = Date.now();
      await expect(oauth.connect({ network: 'instagram' })).rejects.toMatchObject({
        code: 'login_surface_unavailable',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
      expect(oauth.pendingNetwork).toBeNull();
      expect((await networks.list()).results).toEqual([]);
    } finally {
      graph.setDialogStalled(false);
    }
  });

  it('refuses a return that does not carry this request state or a signed request', async () => {
    facebookUser();
    const forged: OpenAuthWindow = async (url, redirectUri) => {
      const back = new URL(await catchRedirect(url, redirectUri));
      back.hash = back.hash.replace(/state=[^&]*/, 'state=otro-estado-cualquiera');
      return back.toString();
    };
    const withoutSigned: OpenAuthWindow = async (url, redirectUri) => {
      const back = new URL(await catchRedirect(url, redirectUri));
      back.hash = back.hash.replace(/signed_request=[^&]*&?/, '');
      return back.toString();
    };
    for (const window of [forged, withoutSigned]) {
      const { oauth, networks } = await creatorWith(window);
      await expect(oauth.connect({ network: 'facebook' })).rejects.toMatchObject({
        code: 'sign_in_cancelled',
      });
      expect((await networks.list()).results).toEqual([]);
    }
  });
});

describe('signedRequestUser', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it('reads the numeric user id of the payload, and nothing from anything else', () => {
    expect(signedRequestUser(`sig.${encode({ user_id: '123' })}`)).toBe('123');
    expect(signedRequestUser(`sig.${encode({ user_id: 'abc' })}`)).toBeNull();
    expect(signedRequestUser(`sig.${encode([1])}`)).toBeNull();
    expect(signedRequestUser('sig.%%%')).toBeNull();
    expect(signedRequestUser('nodot')).toBeNull();
  });
});
