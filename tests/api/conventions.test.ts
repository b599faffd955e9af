import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { describeEngines } from './harness/engines';
import { PASSWORD, registerAccount, uniqueEmail } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';

// Above the few register calls other tests here make (each sign-in route counts on its own).
const LIMIT = 5;

describeEngines('HTTP conventions', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    // No sign-in providers, and a small limit so the rate-limit test is quick.
    server = await startTestServer(engine, { rateLimit: { max: LIMIT, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers health inside the envelope', async () => {
    const answer = await server.request('GET', ApiPath.health);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ response: { ok: true } });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 404 not_found for unknown routes, and 405 with Allow for a known one', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/no-existe/'],
      ['GET', '/'],
    ] as const) {
      const answer = await server.request(method, path, {
        // Deliberately where no route is: the document has nothing to check this 404 against.
        uncheckedBecause: 'unknown route',
      });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not_found', message: 'No encontramos lo que buscas.' });
    }
    // Issue 35: the profile is read and changed, never deleted through this path.
    const wrongMethod = await server.request('DELETE', ApiPath.profile, {
      uncheckedBecause: 'no operation has this method',
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')?.split(', ')).toContain('GET');
    expect(wrongMethod.body).toEqual({
      code: 'method_not_allowed',
      message: 'Esta dirección no acepta ese método.',
    });
  });

  it('accepts the spec paths with and without the trailing slash', async () => {
    expect((await server.request('GET', ApiPath.authProviders)).status).toBe(200);
    expect((await server.request('GET', ApiPath.authProviders.replace(/\/$/, ''))).status).toBe(
      200,
    );
  });

  it('answers 400 validation_error for malformed JSON, before anything else', async () => {
    const answer = await server.request('POST', ApiPath.register, {
      rawBody: '{"email": "a@b.co",',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'validation_error',
      message: 'El cuerpo de la solicitud no es JSON válido.',
    });
  });

  it('answers 415 for bodies that are not JSON and 413 for oversized ones', async () => {
    const text = await server.request('POST', ApiPath.register, {
      rawBody: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('unsupported_media_type');

    const { token } = await registerAccount(server);
    const huge = await server.request('POST', ApiPath.defineRole, {
      token,
      body: { role: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('payload_too_large');
  });

  it('answers 503 provider_not_configured for sign-in providers this server lacks', async () => {
    const google = await server.request('POST', ApiPath.googleLogin, { body: { id_token: 'x' } });
    expect(google.status).toBe(503);
    expect(google.body).toEqual({
      code: 'provider_not_configured',
      message: 'El inicio de sesión con Google no está configurado en este servidor.',
    });
    const facebook = await server.request('POST', ApiPath.facebookLogin, {
      body: { access_token: 'x' },
    });
    expect(facebook.status).toBe(503);
    expect(facebook.body.code).toBe('provider_not_configured');
    expect(facebook.body.message).toMatch(/Facebook/);

    const providers = await server.request('GET', ApiPath.authProviders);
    expect(providers.body).toEqual({ response: { google: null, facebook: null } });
  });

  it('limits sign-in attempts per IP with 429 rate_limited and Retry-After', async () => {
    const email = uniqueEmail();
    // The login route has its own counter, untouched by the other tests.
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const answer = await server.request('POST', ApiPath.login, {
        body: { email, password: PASSWORD },
      });
      expect(answer.status).toBe(401);
    }
    const limited = await server.request('POST', ApiPath.login, {
      body: { email, password: PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(limited.body.message).toMatch(/^Demasiados intentos/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Routes that are not sign-ins are not limited.
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      expect((await server.request('GET', ApiPath.authProviders)).status).toBe(200);
    }
  });

  it('never leaks internals in error bodies', async () => {
    const answer = await server.request('GET', ApiPath.profile, { token: 'x'.repeat(43) });
    expect(answer.status).toBe(401);
    expect(Object.keys(answer.body).sort()).toEqual(['code', 'message']);
  });

  describe('restart', () => {
    it('keeps accounts and sessions across a restart on the same database', async () => {
      const database = await engine.freshDatabase({ persistent: true });
      const email = uniqueEmail();
      try {
        const first = await startTestServerOn(database.options);
        const { token } = await registerAccount(first, email);
        await first.close();

        const second = await startTestServerOn(database.options);
        try {
          expect((await second.request('GET', ApiPath.profile, { token })).status).toBe(200);
          const login = await second.request('POST', ApiPath.login, {
            body: { email, password: PASSWORD },
          });
          expect(login.status).toBe(200);
        } finally {
          await second.close();
        }
      } finally {
        await database.dispose();
      }
    });

    /** A server on a given database that leaves the database in place when it closes. */
    function startTestServerOn(options: object): Promise<TestServer> {
      return startTestServer(
        {
          name: engine.name,
          migratedDatabase: async () => ({ options, dispose: async () => undefined }),
        },
        {},
      );
    }
  });
});
