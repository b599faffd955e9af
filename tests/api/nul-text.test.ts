import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { VALIDATION_TEXTS } from '../../src-shared/i18n/validation-text';
import { PASSWORD, registerWithRole, uniqueEmail } from './harness/accounts';
import { describeEngines } from './harness/engines';
import {
  callInput,
  openCall,
  proposalInput,
  registerBrand,
  registerCreator,
  sendProposal,
  termsInput,
  type BrandAccount,
} from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';
import type { AuthAnswer } from '../../src-shared/domain/user';

const NUL_TEXT = VALIDATION_TEXTS['validation.textNul'];

/** Every string of `body` (at any depth) with its dot path, the way field errors name them. */
function stringPaths(body: unknown, path: string[] = []): string[][] {
  if (typeof body === 'string') return [path];
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([key, value]) => stringPaths(value, [...path, key]));
}

/** A copy of `body` whose string at `path` has a NUL in it. */
function withNul(body: unknown, path: string[]): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  const key = path.at(-1) ?? '';
  const text = parent[key] as string;
  parent[key] = `${text.slice(0, 1)}\u0000${text.slice(1)}`;
  return copy;
}

describeEngines('U+0000 in any text is a 400 that changes nothing', (engine) => {
  let server: TestServer;
  let creator: AuthAnswer;
  let brand: BrandAccount;

  beforeAll(async () => {
    server = await startTestServer(engine);
    brand = await registerBrand(server);
    creator = await registerCreator(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * One digest of every row the routes below could write (sessions and rate-limit counters
   * aside: using a token or a limited route moves those).
   */
  async function digest(): Promise<string> {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name !~ '(token|session|rate_limit|kysely)'
      order by table_name`.execute(server.server.db);
    const parts = tables.rows.map(
      ({ name }) =>
        sql<{
          rows: string;
        }>`select ${name} || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as rows from ${sql.table(name)} t`,
    );
    const answers = await Promise.all(parts.map((part) => part.execute(server.server.db)));
    return answers.map((answer) => answer.rows[0]?.rows).join('\n');
  }

  async function expectRefused(
    method: string,
    path: string,
    body: unknown,
    token: string | undefined,
  ): Promise<void> {
    const fields = stringPaths(body);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const answer = await server.request(method, path, { token, body: withNul(body, field) });
      const name = field.join('.');
      expect(answer.status, `${path} ${name}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body).toEqual({
        code: 'validation_error',
        message: 'Revisa los datos marcados.',
        fields: { [name]: [NUL_TEXT] },
      });
    }
  }

  it('in sign-up, every profile step, the payout address, a network and a price', async () => {
    const { token } = await registerWithRole(server, 'influencer');
    const before = await digest();
    await expectRefused(
      'POST',
      ApiPath.register,
      { email: uniqueEmail(), password: PASSWORD },
      undefined,
    );
    const steps = [
      {
        first_name: 'Ana',
        last_name: 'López',
        birthday: '1990-05-17',
        question_text: 'Creadora de recetas mexicanas.',
      },
      { country: 'MX', telephone: '+52 55 1234 5678', languages: ['es', 'en'] },
      { gender: 'female', scholarship: 'high_school', ethnicity: ['mestizo'] },
      { relationship: 'single', pets: ['dog'], children: [{ gender: 'girl', age_range: '0-2' }] },
      { vanity_name: 'ana.cocina' },
    ];
    for (const step of steps) await expectRefused('PUT', ApiPath.profile, step, token);
    await expectRefused('POST', ApiPath.savePaypal, { email: 'ana@example.com' }, token);
    await expectRefused(
      'POST',
      ApiPath.addNetwork,
      { network: 'instagram', username: 'ana.cocina', followers: 1200 },
      token,
    );
    await expectRefused(
      'POST',
      ApiPath.pricing,
      { network: 'instagram', content_type: 'reel', price: 300 },
      token,
    );
    expect(await digest()).toBe(before);
  });

  it('in the company, a brand, a casting call, an application, a proposal and its counter, a monitor keyword', async () => {
    const call = await openCall(server, brand);
    const proposal = await sendProposal(server, brand, creator.user.id);
    const before = await digest();
    await expectRefused(
      'POST',
      ApiPath.accountCompany,
      {
        name: 'Acme Bebidas',
        legal_name: 'Acme S.A.',
        tax_id: 'ABE010101AB1',
        country: 'MX',
        website: 'https://acme.example.mx',
        industry: 'beverages',
        size: '51-200',
      },
      brand.token,
    );
    await expectRefused(
      'POST',
      ApiPath.brands,
      { name: 'Sol', industry: 'beverages', description: 'Refrescos de la costa.' },
      brand.token,
    );
    await expectRefused(
      'POST',
      ApiPath.castingCalls,
      callInput(server, brand.brand.id),
      brand.token,
    );
    await expectRefused(
      'POST',
      ApiPath.castingCallApply(call.id),
      { price: 250, message: 'Me encanta la playa.' },
      creator.token,
    );
    await expectRefused(
      'POST',
      ApiPath.proposals,
      proposalInput(brand.brand.id, creator.user.id),
      brand.token,
    );
    await expectRefused(
      'POST',
      ApiPath.proposalAction(proposal.id, 'counter'),
      termsInput(),
      creator.token,
    );
    await expectRefused('POST', ApiPath.monitorKeywords, { keyword: '#playa' }, brand.token);
    expect(await digest()).toBe(before);
  });

  it('in a briefcase piece’s title (multipart), a JSON key, a query string and a path parameter', async () => {
    const before = await digest();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file_for_profile', new Blob([new Uint8Array(png)]), 'pieza.png');
    form.append('title', 'Mi\u0000 receta');
    const piece = await server.request('POST', ApiPath.briefcase, { token: creator.token, form });
    expect(piece.status).toBe(400);
    expect(piece.body.fields).toEqual({ title: [NUL_TEXT] });

    const key = await server.request('POST', ApiPath.brands, {
      token: brand.token,
      body: { name: 'Sol', industry: 'beverages', 'na\u0000me': 'x' },
    });
    expect(key.status).toBe(400);
    expect(key.body.fields).toEqual({ 'na\u0000me': [NUL_TEXT] });

    const query = await server.request('GET', `${ApiPath.unsubscribe}?to_email=ana%00@example.com`);
    expect(query.status).toBe(400);
    expect(query.body.fields).toEqual({ to_email: [NUL_TEXT] });

    for (const path of [
      ApiPath.weaverPricing('instagram', 'ana\u0000'),
      ApiPath.publicProfile('ana\u0000'),
    ]) {
      const param = await server.request('GET', path, { token: brand.token });
      expect(param.status, path).toBe(400);
      expect(param.body.code).toBe('validation_error');
    }
    expect(await digest()).toBe(before);
  });
});
