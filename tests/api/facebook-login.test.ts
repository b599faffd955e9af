import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { AuthAnswer } from '../../src-shared/domain/user';
import { startFacebookGraph, type FacebookGraphStandIn } from '../fixtures/facebook-graph';
import { startGoogleIssuer, type GoogleIssuerStandIn } from '../fixtures/google-issuer';
import { describeEngines } from './harness/engines';
import { registerAccount, uniqueEmail } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';

let graph: FacebookGraphStandIn;
let issuer: GoogleIssuerStandIn;

beforeAll(async () => {
  graph = await startFacebookGraph();
  issuer = await startGoogleIssuer();
});
afterAll(async () => {
  await graph?.close();
  await issuer?.close();
});

let counter = 0;
function newFacebookUser(email: string | undefined, name = 'Luis Pérez Gómez') {
  counter += 1;
  const id = `10${Date.now()}${counter}`;
  const token = `EAAB-${id}`;
  graph.addToken(token, { id, name, ...(email ? { email } : {}) });
  return { id, token };
}

describeEngines('Facebook sign-in', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      facebook: { appId: graph.appId, appSecret: graph.appSecret, graphUrl: graph.graphUrl },
      google: { issuer: issuer.issuer, clientId: issuer.clientId },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const facebookLogin = (accessToken: string) =>
    server.request<AuthAnswer>('POST', ApiPath.facebookLogin, {
      body: { access_token: accessToken },
    });

  it('creates the account from a valid access token, then signs the same account in', async () => {
    const email = uniqueEmail('fb');
    const { token } = newFacebookUser(email);
    const first = await facebookLogin(token);
    expect(first.status).toBe(200);
    expect(first.body.response.user).toMatchObject({
      email,
      first_name: 'Luis',
      last_name: 'Pérez Gómez',
      role: null,
    });
    const second = await facebookLogin(token);
    expect(second.status).toBe(200);
    expect(second.body.response.user.id).toBe(first.body.response.user.id);
    expect(second.body.response.token).not.toBe(first.body.response.token);
  });

  it('links to an existing e-mail account', async () => {
    const email = uniqueEmail('fb-enlace');
    const registered = await registerAccount(server, email);
    const answer = await facebookLogin(newFacebookUser(email).token);
    expect(answer.status).toBe(200);
    expect(answer.body.response.user.id).toBe(registered.user.id);
  });

  it('keeps the sessions of an account another provider already proved', async () => {
    const email = uniqueEmail('fb-y-google');
    const viaGoogle = await server.request<AuthAnswer>('POST', ApiPath.googleLogin, {
      body: { id_token: await issuer.signIdToken({ sub: `g-${Date.now()}`, email }) },
    });
    expect(viaGoogle.status).toBe(200);
    const viaFacebook = await facebookLogin(newFacebookUser(email).token);
    expect(viaFacebook.body.response.user.id).toBe(viaGoogle.body.response.user.id);
    const earlier = await server.request('GET', ApiPath.profile, {
      token: viaGoogle.body.response.token,
    });
    expect(earlier.status).toBe(200);
  });

  it('answers 401 facebook_token_invalid for unknown tokens, tokens of another app and revoked tokens', async () => {
    counter += 1;
    const otherAppToken = `EAAB-otra-${counter}`;
    graph.addToken(
      otherAppToken,
      { id: `99${counter}`, name: 'X', email: uniqueEmail() },
      { appId: '555' },
    );
    const revoked = newFacebookUser(uniqueEmail());
    graph.revokeToken(revoked.token);
    for (const token of ['EAAB-desconocido', otherAppToken, revoked.token]) {
      const answer = await facebookLogin(token);
      expect(answer.status, token).toBe(401);
      expect(answer.body.code).toBe('facebook_token_invalid');
    }
  });

  it('refuses an account that does not share its e-mail', async () => {
    const answer = await facebookLogin(newFacebookUser(undefined).token);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('facebook_token_invalid');
    expect(answer.body.message).toMatch(/correo/);
  });

  it('publishes the app id and Graph URL without the secret', async () => {
    const answer = await server.request('GET', ApiPath.authProviders);
    expect(answer.body).toMatchObject({
      response: { facebook: { app_id: graph.appId, graph_url: graph.graphUrl } },
    });
    expect(Object.keys((answer.body as { response: object }).response).sort()).toEqual([
      'facebook',
      'google',
    ]);
    expect(JSON.stringify(answer.body)).not.toContain(graph.appSecret);
  });
});
