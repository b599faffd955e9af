import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { AuthAnswer } from '../../src-shared/domain/user';
import {
  plainTextOf,
  resetTokenOf,
  startSmtpServer,
  SMTP_USER,
  type LocalSmtpServer,
} from '../fixtures/smtp-server';
import { PASSWORD, registerAccount, registerWithRole, uniqueEmail } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

const NEW_PASSWORD = 'nueva-clave-456';
const FROM = 'Marca Creadores <no-reply@marca.test>';

describeEngines('Password change and reset mail', (engine) => {
  let server: TestServer;
  let smtp: LocalSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(engine, { mail: { smtpUrl: smtp.url, from: FROM } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const login = (email: string, password: string) =>
    server.request<AuthAnswer>('POST', ApiPath.login, { body: { email, password } });
  const profileStatus = async (token: string) =>
    (await server.request('GET', ApiPath.profile, { token })).status;
  const changePassword = (token: string | undefined, body: unknown) =>
    server.request<{ changed: true }>('PUT', ApiPath.password, { token, body });
  const sendPassword = (body: unknown) =>
    server.request<{ sent: true } | { changed: true }>('POST', ApiPath.sendPassword, { body });

  describe('PUT /api/v1/accounts/password/', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const email = uniqueEmail();
      const { token } = await registerAccount(server, email);
      const other = (await login(email, PASSWORD)).body.response.token;

      const changed = await changePassword(token, {
        current_password: PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body).toEqual({ response: { changed: true } });
      expect(await profileStatus(token)).toBe(200);
      expect(await profileStatus(other)).toBe(401);
      expect((await login(email, PASSWORD)).status).toBe(401);
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong current password with 400 password_incorrect, changing nothing', async () => {
      const email = uniqueEmail();
      const { token } = await registerAccount(server, email);
      const other = (await login(email, PASSWORD)).body.response.token;
      const wrong = await changePassword(token, {
        current_password: 'no-es-esta',
        new_password: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        code: 'password_incorrect',
        message: 'La contraseña actual no es correcta.',
      });
      expect(await profileStatus(other)).toBe(200);
      expect((await login(email, PASSWORD)).status).toBe(200);
    });

    it('refuses a new password equal to the current one with 400 and the field, changing nothing', async () => {
      const email = uniqueEmail();
      const { token } = await registerAccount(server, email);
      const other = (await login(email, PASSWORD)).body.response.token;
      const same = await changePassword(token, {
        current_password: PASSWORD,
        new_password: PASSWORD,
      });
      expect(same.status).toBe(400);
      expect(same.body).toEqual({
        code: 'validation_error',
        message: 'Revisa los datos marcados.',
        fields: { new_password: ['La nueva contraseña debe ser distinta de la actual.'] },
      });
      // Nothing happened: the other session lives on and the password is the same.
      expect(await profileStatus(other)).toBe(200);
      expect((await login(email, PASSWORD)).status).toBe(200);
    });

    it('checks the body, and needs a session', async () => {
      const { token } = await registerAccount(server);
      const short = await changePassword(token, { current_password: PASSWORD, new_password: 'x' });
      expect(short.status).toBe(400);
      expect(short.body.fields).toEqual({
        new_password: ['La contraseña debe tener al menos 8 caracteres.'],
      });
      const missing = await changePassword(token, { new_password: NEW_PASSWORD });
      expect(missing.body.fields).toEqual({ current_password: ['Este campo es obligatorio.'] });
      expect((await changePassword(undefined, {})).status).toBe(401);
    });

    it('tells an account without a password (Google, Facebook) to use the reset mail', async () => {
      const { token, user } = await registerWithRole(server);
      await server.server.db
        .updateTable('users')
        .set({ password_hash: null, google_sub: `google-${user.id}` })
        .where('id', '=', user.id)
        .execute();
      const answer = await changePassword(token, {
        current_password: 'cualquiera',
        new_password: NEW_PASSWORD,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('password_incorrect');
      expect(answer.body.message).toMatch(/no tiene contraseña.*Olvidé mi contraseña/);
    });
  });

  describe('POST /api/v1/accounts/send-password/ through SMTP', () => {
    it('mails a single-use link and code that set the password and end every session', async () => {
      const email = uniqueEmail('olvido');
      const { token } = await registerAccount(server, email);
      const asked = await sendPassword({ email: `  ${email.toUpperCase()} ` });
      expect(asked.status).toBe(200);
      expect(asked.body).toEqual({ response: { sent: true } });

      const mail = await smtp.next();
      expect(mail.user).toBe(SMTP_USER);
      expect(mail.to).toEqual([email]);
      expect(mail.from).toBe('no-reply@marca.test');
      // RFC 2047: “Cambia tu contraseña…” as UTF-8 quoted-printable words.
      expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Cambia_tu_contrase=C3=B1a_/m);
      const text = plainTextOf(mail.raw);
      const code = resetTokenOf(mail.raw);
      expect(text).toContain(`marcacreadores://reset-password?token=${code}`);
      // The bare code too, on a line of its own, for pasting into the app.
      expect(text.split(/\r?\n/)).toContain(code);
      expect(text).toContain('60 minutos');
      // Only the hash is stored.
      const rows = await server.server.db
        .selectFrom('password_reset_tokens')
        .select('token_hash')
        .execute();
      expect(rows.some((row) => row.token_hash === code)).toBe(false);

      const reset = await sendPassword({ token: code, new_password: NEW_PASSWORD });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      expect(reset.body).toEqual({ response: { changed: true } });
      expect(await profileStatus(token)).toBe(401);
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);

      const again = await sendPassword({ token: code, new_password: 'otra-clave-789' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        code: 'reset_token_invalid',
        message: 'El enlace para cambiar la contraseña no es válido o ya venció. Pide uno nuevo.',
      });
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const before = smtp.received.length;
      const unknown = await sendPassword({ email: uniqueEmail('nadie') });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual({ response: { sent: true } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.length).toBe(before);
    });

    it('refuses an expired code, an unknown one, and one a later password change spent', async () => {
      const email = uniqueEmail('vence');
      const { token } = await registerAccount(server, email);
      await sendPassword({ email });
      const expired = resetTokenOf((await smtp.next()).raw);
      server.clock.advance(61 * 60 * 1000);
      try {
        const late = await sendPassword({ token: expired, new_password: NEW_PASSWORD });
        expect(late.status).toBe(400);
        expect(late.body.code).toBe('reset_token_invalid');
      } finally {
        server.clock.reset();
      }
      const made = await sendPassword({ token: 'x'.repeat(43), new_password: NEW_PASSWORD });
      expect(made.body.code).toBe('reset_token_invalid');

      await sendPassword({ email });
      const pending = resetTokenOf((await smtp.next()).raw);
      const changed = await changePassword(token, {
        current_password: PASSWORD,
        new_password: NEW_PASSWORD,
      });
      expect(changed.status).toBe(200);
      const spent = await sendPassword({ token: pending, new_password: 'otra-clave-789' });
      expect(spent.body.code).toBe('reset_token_invalid');
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    });

    it('checks either body', async () => {
      const bad = await sendPassword({ email: 'no-es-correo' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        email: ['Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.'],
      });
      expect((await sendPassword({})).body.fields).toEqual({
        email: ['Este campo es obligatorio.'],
      });
      const redeem = await sendPassword({ token: 'corto', new_password: 'x' });
      expect(redeem.status).toBe(400);
      expect(redeem.body.fields).toEqual({
        token: ['El enlace para cambiar la contraseña no es válido.'],
        new_password: ['La contraseña debe tener al menos 8 caracteres.'],
      });
      const both = await sendPassword({ email: 'a@b.co', token: 'x'.repeat(43) });
      expect(both.status).toBe(400);
    });
  });
});

describeEngines('Reset mail in the outbox folder, and its rate limit', (engine) => {
  const LIMIT = 4;
  let server: TestServer;
  let outbox: string;

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'api-test-outbox-'));
    server = await startTestServer(engine, {
      mail: { outboxDir: outbox },
      rateLimit: { max: LIMIT, timeWindowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  async function outboxFiles(expected: number): Promise<string[]> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
      if (files.length >= expected) return files.sort();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no .eml file in the outbox');
  }

  it('writes the mail as an .eml file whose code works', async () => {
    const email = uniqueEmail('outbox');
    await registerAccount(server, email);
    const asked = await server.request('POST', ApiPath.sendPassword, { body: { email } });
    expect(asked.status).toBe(200);
    const [file] = await outboxFiles(1);
    const raw = await readFile(join(outbox, file ?? ''), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm'));
    expect(raw).toMatch(/^From: Marca Creadores <no-reply@marcacreadores\.mx>$/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    const code = resetTokenOf(raw);
    const reset = await server.request('POST', ApiPath.sendPassword, {
      body: { token: code, new_password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const login = await server.request('POST', ApiPath.login, {
      body: { email, password: NEW_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('is limited per IP like sign-in', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const answer = await server.request('POST', ApiPath.sendPassword, {
        body: { email: uniqueEmail('limite') },
      });
      statuses.push(answer.status);
    }
    // The first test used two of the four; the rest succeed, then the limit answers.
    expect(statuses.slice(0, LIMIT - 2)).toEqual([200, 200]);
    expect(statuses.slice(LIMIT - 2)).toEqual([429, 429]);
  });
});
