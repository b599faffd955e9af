import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { Company, CompanyInput } from '../../src-shared/domain/brand';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/test-server';
import { ISO_DATE_TIME } from './harness/answer-patterns';

const ACME: CompanyInput = {
  name: 'Acme Bebidas',
  legal_name: 'Acme Bebidas S.A. de C.V.',
  tax_id: 'ABE010101AB1',
  country: 'MX',
  website: 'https://acme.example.mx',
  industry: 'beverages',
  size: '51-200',
};

describeEngines('Company (GET, POST /api/v1/accounts/account-company/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function read(token?: string) {
    return server.request<Company | null>('GET', ApiPath.accountCompany, { token });
  }
  function save(token: string | undefined, body: unknown) {
    return server.request<Company>('POST', ApiPath.accountCompany, { token, body });
  }

  it('answers null until the brand account saves its company, then the company', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const before = await read(token);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ response: null });

    const saved = await save(token, ACME);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toEqual({
      ...ACME,
      updated_at: expect.stringMatching(ISO_DATE_TIME),
    });
    expect((await read(token)).body.response).toEqual(saved.body.response);
  });

  it('replaces the company on a second save (one per account) and fills optional fields', async () => {
    const { token, user } = await registerWithRole(server, 'brand');
    await save(token, ACME);
    server.clock.advance(60_000);
    const second = await save(token, {
      name: '  Acme Global  ',
      country: 'co',
      industry: 'food',
      size: '1000+',
      tax_id: 'abe010101ab1',
    });
    expect(second.status).toBe(200);
    expect(second.body.response).toMatchObject({
      name: 'Acme Global',
      legal_name: '',
      tax_id: 'ABE010101AB1',
      country: 'CO',
      website: '',
      industry: 'food',
      size: '1000+',
    });
    // The test clock moved a minute ahead: updated_at is the time of this save.
    expect(Date.parse(second.body.response.updated_at)).toBeGreaterThan(Date.now());
    const rows = await server.server.db
      .selectFrom('companies')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 400 naming each bad field', async () => {
    const { token } = await registerWithRole(server, 'brand');
    const answer = await save(token, {
      ...ACME,
      name: '   ',
      website: 'acme.mx',
      industry: 'mining',
      size: 'huge',
      country: 'XX',
      tax_id: 'ABC 123',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'validation_error',
      message: 'Revisa los datos marcados.',
      fields: {
        name: ['Escribe el nombre de la empresa.'],
        website: ['Escribe una dirección web válida que empiece con http:// o https://.'],
        industry: ['Elige una industria de la lista.'],
        size: ['Elige el tamaño de la empresa de la lista.'],
        country: ['Elige un país de la lista.'],
        tax_id: [
          'El RFC o identificador fiscal solo puede tener letras, números y guiones (hasta 20).',
        ],
      },
    });

    const unknownField = await save(token, { ...ACME, owner_id: 'otro' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.fields).toEqual({ owner_id: ['Este campo no está permitido.'] });
    expect((await read(token)).body.response).toBeNull();
  });

  it('keeps each account to its own company', async () => {
    const ana = await registerWithRole(server, 'brand');
    const beto = await registerWithRole(server, 'brand');
    await save(ana.token, ACME);
    await save(beto.token, { ...ACME, name: 'Beto Tech', industry: 'technology' });
    expect((await read(ana.token)).body.response?.name).toBe('Acme Bebidas');
    expect((await read(beto.token)).body.response?.name).toBe('Beto Tech');
  });

  it('is for brand accounts: 403 for a creator or an account without role, 401 anonymous', async () => {
    const creator = await registerWithRole(server, 'influencer');
    for (const answer of [await read(creator.token), await save(creator.token, ACME)]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        code: 'forbidden',
        message: 'Solo las cuentas de marca pueden administrar empresas y marcas.',
      });
    }
    const noRole = await registerAccount(server);
    expect((await read(noRole.token)).status).toBe(403);
    expect((await save(noRole.token, ACME)).status).toBe(403);

    // Anonymous calls get 401 whatever they send, before the body is looked at.
    expect((await read()).status).toBe(401);
    const anonymous = await save(undefined, { name: '' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('not_authenticated');
    const rows = await server.server.db
      .selectFrom('companies')
      .select('user_id')
      .where('user_id', 'in', [creator.user.id, noRole.user.id])
      .execute();
    expect(rows).toEqual([]);
  });
});
