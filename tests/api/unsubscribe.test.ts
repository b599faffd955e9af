import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { registerAccount, uniqueEmail } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

const CONFIRMATION = 'Listo: ya no te enviaremos correos informativos a esta dirección.';

describeEngines('Unsubscribe (GET /api/v1/accounts/unsubscribe/?to_email=)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const unsubscribe = (query: string) =>
    server.request<{ unsubscribed: true; email: string; message: string }>(
      'GET',
      `${ApiPath.unsubscribe}${query}`,
    );
  const recorded = async (email: string) =>
    server.server.db
      .selectFrom('email_unsubscribes')
      .select('email')
      .where('email', '=', email)
      .execute();

  it('records an account’s address without a token, once however often it is called', async () => {
    const email = uniqueEmail('baja');
    await registerAccount(server, email);
    const query = `?to_email=${encodeURIComponent(`  ${email.toUpperCase()}`)}`;
    for (let call = 0; call < 2; call += 1) {
      const answer = await unsubscribe(query);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        response: { unsubscribed: true, email, message: CONFIRMATION },
      });
    }
    expect(await recorded(email)).toEqual([{ email }]);
  });

  it('answers the same for an address without an account', async () => {
    const email = uniqueEmail('ajeno');
    const answer = await unsubscribe(`?to_email=${encodeURIComponent(email)}&utm_source=correo`);
    expect(answer.status).toBe(200);
    expect(answer.body.response.message).toBe(CONFIRMATION);
    expect(await recorded(email)).toHaveLength(1);
    // Without the trailing slash too.
    const bare = await server.request(
      'GET',
      `${ApiPath.unsubscribe.replace(/\/$/, '')}?to_email=${encodeURIComponent(email)}`,
    );
    expect(bare.status).toBe(200);
  });

  it('refuses a missing or malformed address with a 400', async () => {
    const bad = await unsubscribe('?to_email=no-es-correo');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_error',
      fields: { to_email: ['Escribe un correo electrónico válido.'] },
    });
    const empty = await unsubscribe('?to_email=');
    expect(empty.body.fields).toEqual({ to_email: ['Escribe tu correo electrónico.'] });
    const missing = await unsubscribe('');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('to_email');
  });
});
