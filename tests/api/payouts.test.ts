import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { PayoutAccount } from '../../src-shared/domain/billing';
import { registerAccount, registerWithRole } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

describeEngines('Payout address (/api/v3/finance/save/paypal/)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const save = (token: string | undefined, body: unknown) =>
    server.request<PayoutAccount>('POST', ApiPath.savePaypal, { token, body });
  const read = (token: string | undefined) =>
    server.request<PayoutAccount>('GET', ApiPath.savePaypal, { token });

  it('saves the address and shows it masked only, then replaces it', async () => {
    const { token, user } = await registerWithRole(server);
    expect((await read(token)).body.response).toEqual({ email_masked: null, updated_at: null });
    const saved = await save(token, { email: '  Ana.Lopez@Gmail.com ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.response).toEqual({
      email_masked: 'an***@gm***.com',
      updated_at: expect.any(String),
    });
    expect((await read(token)).body.response).toEqual(saved.body.response);
    expect(JSON.stringify((await read(token)).body)).not.toContain('lopez');
    const stored = await server.server.db
      .selectFrom('payout_accounts')
      .select('paypal_email')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.paypal_email).toBe('ana.lopez@gmail.com');

    const changed = await save(token, { email: 'cobros@outlook.com' });
    expect(changed.body.response.email_masked).toBe('co***@ou***.com');
    expect((await read(token)).body.response.email_masked).toBe('co***@ou***.com');
  });

  it('refuses what is not an e-mail, keeping the saved one', async () => {
    const { token } = await registerWithRole(server);
    await save(token, { email: 'ana@gmail.com' });
    const cases: [unknown, string][] = [
      [
        { email: 'ana arroba gmail' },
        'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
      ],
      [{ email: 'ana@' }, 'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.'],
      [{ email: '' }, 'Escribe tu correo electrónico.'],
      [{}, 'Este campo es obligatorio.'],
      [{ email: 42 }, 'Escribe tu correo electrónico.'],
    ];
    for (const [body, message] of cases) {
      const answer = await save(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields).toEqual({ email: [message] });
    }
    const extra = await save(token, { email: 'ana@gmail.com', paypal_id: 'x' });
    expect(Object.keys(extra.body.fields ?? {})).toEqual(['paypal_id']);
    expect((await read(token)).body.response.email_masked).toBe('an***@gm***.com');
  });

  it('is for creators only, each with their own address', async () => {
    const creator = await registerWithRole(server);
    const other = await registerWithRole(server);
    await save(creator.token, { email: 'ana@gmail.com' });
    expect((await read(other.token)).body.response.email_masked).toBeNull();

    const brand = await registerWithRole(server, 'brand');
    const refused = await save(brand.token, { email: 'marca@gmail.com' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Solo las cuentas de creador reciben pagos en PayPal.');
    expect((await read(brand.token)).status).toBe(403);
    const roleless = await registerAccount(server);
    expect((await read(roleless.token)).status).toBe(403);
    expect((await read(undefined)).status).toBe(401);
    expect((await save(undefined, { email: 'x' })).status).toBe(401);
  });
});
