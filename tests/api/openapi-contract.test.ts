import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { openApiPath } from '../../src-server/http/openapi/build-document';
import { registeredRoutes } from '../../src-server/http/openapi/route-collector';
import { OPENAPI_PATH } from '../../src-server/routes/openapi';
import { coreApiDocument } from '../../src-server/routes/openapi-document';
import { PUBLIC_PROFILE_ROUTE } from '../../src-server/routes/profile/public-profile';
import { registerAccount, registerWithRole, uniqueEmail } from './harness/accounts';
import { answerContract, checkAnswerAgainstContract } from './harness/answer-contract';
import { describeEngines } from './harness/engines';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
type Operation = {
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Checks an answer against the schemas the document gives for its method, path and status. */
function checkAnswer(method: string, path: string, answer: Answer): void {
  checkAnswerAgainstContract(method, path, answer.status, answer.body);
}

/** An answer to dress up as a wrong one. */
const registeredAnswer = (): Answer => ({
  status: 201,
  headers: new Headers(),
  body: { response: {} },
});

describeEngines('OpenAPI contract', (engine) => {
  let server: TestServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const answer = await fetch(`${server.url}${OPENAPI_PATH}`);
    expect(answer.status).toBe(200);
    document = (await answer.json()) as OpenApiDocument;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves a valid OpenAPI 3.1 document to anyone, cacheable', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    expect(document.components.schemas).toHaveProperty('ApiError');

    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The harness checks every suite's answers against the document built in process: the same one.
    expect(document).toEqual(JSON.parse(JSON.stringify(coreApiDocument())));

    const first = await fetch(`${server.url}${OPENAPI_PATH}`);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}${OPENAPI_PATH}`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('documents every route Fastify registered, with its method, and no other', () => {
    const registered = registeredRoutes(server.server.app);
    const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.path));
    const expected = registered
      // Fastify answers HEAD for every GET route by itself; the GET documents both.
      .filter((route) => !(route.method === 'HEAD' && gets.has(route.path)))
      .map((route) => `${route.method} ${openApiPath(route.path)}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((m) => `${m.toUpperCase()} ${path}`),
      )
      .sort();
    expect(expected.length).toBeGreaterThan(90);
    expect(documented).toEqual(expected);
  });

  it('every route documented as needing a token answers the documented 401 without one', async () => {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation || (operation.security ?? []).length === 0) continue;
        const concrete = path.replace(/\{[^}]+\}/g, 'x');
        const answer = await server.request(method.toUpperCase(), concrete);
        expect(answer.status, `${method} ${path}`).toBe(401);
        checkAnswer(method, path, answer);
      }
    }
  });

  it('real answers match the documented schemas', async () => {
    const health = await server.request('GET', ApiPath.health);
    checkAnswer('GET', ApiPath.health, health);

    const email = uniqueEmail('contrato');
    const registered = await server.request('POST', ApiPath.register, {
      body: { email, password: 'correcta-123' },
    });
    expect(registered.status).toBe(201);
    checkAnswer('POST', ApiPath.register, registered);

    const taken = await server.request('POST', ApiPath.register, {
      body: { email, password: 'correcta-123' },
    });
    expect(taken.status).toBe(409);
    checkAnswer('POST', ApiPath.register, taken);

    const invalid = await server.request('POST', ApiPath.register, {
      body: { email: 'no-es-correo', password: '1' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toBeDefined();
    checkAnswer('POST', ApiPath.register, invalid);

    const { token } = await registerAccount(server);
    const profile = await server.request('GET', ApiPath.profile, { token });
    expect(profile.status).toBe(200);
    checkAnswer('GET', ApiPath.profile, profile);

    const creator = await registerWithRole(server, 'influencer');
    const stepError = await server.request('PUT', ApiPath.profile, {
      token: creator.token,
      body: { first_name: '' },
    });
    expect(stepError.status).toBe(400);
    checkAnswer('PUT', ApiPath.profile, stepError);

    const missing = await server.request('GET', ApiPath.publicProfile('nadie-aqui'));
    expect(missing.status).toBe(404);
    checkAnswer('GET', PUBLIC_PROFILE_ROUTE, missing);
  });

  it('the harness finds the documented template of a concrete path', () => {
    const contract = answerContract();
    // A literal segment wins over a parameter in the same place.
    expect(contract.template('GET', ApiPath.networksExpiring)).toBe(ApiPath.networksExpiring);
    expect(contract.template('GET', ApiPath.networkHistory('abc'))).toBe(
      openApiPath(ApiPath.networkHistory(':uuid')),
    );
    expect(contract.template('GET', `${ApiPath.unsubscribe}?to_email=a%40b.mx`)).toBe(
      ApiPath.unsubscribe,
    );
    expect(contract.template('GET', '/media/a/b.png')).toBe('/media/{path}');
    expect(contract.template('GET', '/api/v3/nada/')).toBeUndefined();
  });

  it('the documented schemas refuse answers of another shape', () => {
    const wrongUser = { ...registeredAnswer(), body: { response: { token: 'x', user: {} } } };
    expect(() => checkAnswer('POST', ApiPath.register, wrongUser)).toThrow();
    const undocumentedCode = {
      ...registeredAnswer(),
      status: 400,
      body: { response: undefined, code: 'email_in_use', message: 'Ya existe.' },
    };
    expect(() => checkAnswer('POST', ApiPath.register, undocumentedCode)).toThrow();
    const undocumentedStatus = { ...registeredAnswer(), status: 418, body: undocumentedCode.body };
    expect(() => checkAnswer('POST', ApiPath.register, undocumentedStatus)).toThrow(
      /not a documented JSON answer/,
    );
    expect(() => checkAnswer('GET', '/api/v3/nada/', registeredAnswer())).toThrow(
      /not in the OpenAPI document/,
    );
    const extraField = {
      ...registeredAnswer(),
      status: 200,
      body: { response: { ok: true, extra: 1 } },
    };
    expect(() => checkAnswer('GET', ApiPath.health, extraField)).toThrow(/additional/);
  });
});
