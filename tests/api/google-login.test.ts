import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { AuthAnswer, User } from '../../src-shared/domain/user';
import { startGoogleIssuer, type GoogleIssuerStandIn } from '../fixtures/google-issuer';
import { describeEngines } from './harness/engines';
import { PASSWORD, registerAccount, uniqueEmail } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';

let issuer: GoogleIssuerStandIn;

beforeAll(async () => {
  issuer = await startGoogleIssuer();
});
afterAll(async () => {
  await issuer?.close();
});

let subjectCounter = 0;
function newSubject(): string {
  subjectCounter += 1;
  return `1087${Date.now()}${subjectCounter}`;
}

describeEngines('Google sign-in', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      google: {
        issuer: issuer.issuer,
        clientId: issuer.clientId,
        clientSecret: issuer.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const googleLogin = (idToken: string) =>
    server.request<AuthAnswer>('POST', ApiPath.googleLogin, { body: { id_token: idToken } });

  it('creates the account from a verified id_token, then signs the same account in', async () => {
    const email = uniqueEmail('google');
    const sub = newSubject();
    const idToken = await issuer.signIdToken({
      sub,
      email: email.toUpperCase(),
      given_name: 'Ana',
      family_name: 'López',
      picture: 'https://images.example.com/ana.png',
    });
    const first = await googleLogin(idToken);
    expect(first.status).toBe(200);
    expect(first.body.response.user).toMatchObject({
      email,
      first_name: 'Ana',
      last_name: 'López',
      profile_image: 'https://images.example.com/ana.png',
      role: null,
      permissions: ['account.define_role'],
    });

    const second = await googleLogin(await issuer.signIdToken({ sub, email }));
    expect(second.status).toBe(200);
    expect(second.body.response.user.id).toBe(first.body.response.user.id);
    expect(second.body.response.token).not.toBe(first.body.response.token);

    const profile = await server.request<User>('GET', ApiPath.profile, {
      token: second.body.response.token,
    });
    expect(profile.body.response.id).toBe(first.body.response.user.id);
  });

  it('links to an existing e-mail account; an unproven password and its sessions stop working', async () => {
    const email = uniqueEmail('enlace');
    const registered = await registerAccount(server, email);
    const answer = await googleLogin(await issuer.signIdToken({ sub: newSubject(), email }));
    expect(answer.status).toBe(200);
    expect(answer.body.response.user.id).toBe(registered.user.id);
    // Whoever registered the address first never proved it: their password and token end here.
    const login = await server.request('POST', ApiPath.login, {
      body: { email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    const old = await server.request('GET', ApiPath.profile, { token: registered.token });
    expect(old.status).toBe(401);
    const fresh = await server.request('GET', ApiPath.profile, {
      token: answer.body.response.token,
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses to link an e-mail already linked to another Google account', async () => {
    const email = uniqueEmail('ocupado');
    expect((await googleLogin(await issuer.signIdToken({ sub: newSubject(), email }))).status).toBe(
      200,
    );
    const other = await googleLogin(await issuer.signIdToken({ sub: newSubject(), email }));
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('email_in_use');
  });

  it('accepts a token obtained through the PKCE code flow of the stand-in issuer', async () => {
    const email = uniqueEmail('pkce');
    issuer.setNextIdentity({ sub: newSubject(), email });
    const verifier = 'v'.repeat(64);
    const { createHash } = await import('node:crypto');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = new URL(`${issuer.url}/authorize`);
    const redirectUri = 'http://127.0.0.1:53682/callback';
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: issuer.clientId,
      redirect_uri: redirectUri,
      state: 'estado-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    }).toString();
    const redirect = await fetch(authorize, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location') ?? '');
    expect(location.searchParams.get('state')).toBe('estado-1');

    const exchange = (codeVerifier: string) =>
      fetch(`${issuer.url}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: location.searchParams.get('code') ?? '',
          code_verifier: codeVerifier,
          redirect_uri: redirectUri,
          client_id: issuer.clientId,
        }),
      });
    const tokens = (await (await exchange(verifier)).json()) as {
      id_token: string;
      token_type: string;
    };
    expect(tokens.token_type).toBe('Bearer');
    // Codes are single use.
    expect((await exchange(verifier)).status).toBe(400);

    const answer = await googleLogin(tokens.id_token);
    expect(answer.status).toBe(200);
    expect(answer.body.response.user.email).toBe(email);
  });

  it('answers 401 google_token_invalid for a wrong audience, a foreign key, an expired token, another issuer, an unverified e-mail and garbage', async () => {
    const email = uniqueEmail('malo');
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      await issuer.signIdToken({ sub: newSubject(), email, aud: 'otra-app.apps.example.test' }),
      await issuer.signIdToken({ sub: newSubject(), email }, { foreignKey: true }),
      await issuer.signIdToken({ sub: newSubject(), email, iat: now - 7200, exp: now - 3600 }),
      await issuer.signIdToken({ sub: newSubject(), email, iss: 'https://issuer.example.org' }),
      await issuer.signIdToken({ sub: newSubject(), email, email_verified: false }),
      'no.es-un.jwt',
    ];
    for (const idToken of tokens) {
      const answer = await googleLogin(idToken);
      expect(answer.status, idToken).toBe(401);
      expect(answer.body.code).toBe('google_token_invalid');
      expect(answer.body.message).toMatch(/Google/);
    }
    // None of them created an account.
    const register = await server.request('POST', ApiPath.register, {
      body: { email, password: PASSWORD },
    });
    expect(register.status).toBe(201);
  });

  it('validates the body', async () => {
    const answer = await server.request('POST', ApiPath.googleLogin, { body: { token: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      id_token: ['Este campo es obligatorio.'],
      token: ['Este campo no está permitido.'],
    });
  });

  it('publishes the issuer endpoints without the secret', async () => {
    const answer = await server.request('GET', ApiPath.authProviders);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      response: {
        google: {
          client_id: issuer.clientId,
          issuer: issuer.issuer,
          authorization_endpoint: `${issuer.url}/authorize`,
          token_endpoint: `${issuer.url}/token`,
        },
        facebook: null,
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain(issuer.clientSecret);
  });
});
