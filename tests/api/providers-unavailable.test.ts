import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { startFacebookGraph, type FacebookGraphStandIn } from '../fixtures/facebook-graph';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

/** A local port with nothing listening on it: connections are refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

let graph: FacebookGraphStandIn;
let deadIssuer: string;

beforeAll(async () => {
  graph = await startFacebookGraph();
  deadIssuer = `http://127.0.0.1:${await closedPort()}`;
});
afterAll(async () => {
  await graph?.close();
});

describeEngines('Sign-in providers out of reach', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      google: { issuer: deadIssuer, clientId: 'cliente' },
      // Graph answers, but refuses our app credentials: a deployment problem, not the user's.
      facebook: { appId: graph.appId, appSecret: 'secreto-equivocado', graphUrl: graph.graphUrl },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 502 provider_unavailable when the Google issuer cannot be reached', async () => {
    const answer = await server.request('POST', ApiPath.googleLogin, {
      body: { id_token: 'a.b.c' },
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      code: 'provider_unavailable',
      message: 'No pudimos comunicarnos con Google. Inténtalo más tarde.',
    });
  });

  it('answers 502 provider_unavailable when Graph rejects the app credentials', async () => {
    graph.addToken('EAAB-valido', { id: '42', name: 'Ana', email: 'ana@example.com' });
    const answer = await server.request('POST', ApiPath.facebookLogin, {
      body: { access_token: 'EAAB-valido' },
    });
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe('provider_unavailable');
  });

  it('leaves Google out of auth-providers while its issuer is unreachable', async () => {
    const answer = await server.request('GET', ApiPath.authProviders);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response: { google: null, facebook: { app_id: graph.appId, graph_url: graph.graphUrl } },
    });
  });
});
