import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { unsubscribeSignature } from '../../src-server/mail/unsubscribe-link';
import { plainTextOf, startSmtpServer, type LocalSmtpServer } from '../fixtures/smtp-server';
import { registerAccount, uniqueEmail } from './harness/accounts';
import { describeEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

const CONFIRMATION = 'Listo: ya no te enviaremos correos informativos a esta dirección.';
/** What Chromium sends when a person follows a link. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const FORGED =
  'Este enlace para darte de baja no es válido: ábrelo tal como llegó en el correo, sin cambiarlo.';
const UNSUBSCRIBE_LINE =
  'Si ya no quieres recibir correos informativos de Marca Creadores, date de baja aquí:';

/** A GET as a browser makes it; the page is HTML, so it is read as text. */
async function openInBrowser(url: string) {
  const response = await fetch(url, { headers: { accept: BROWSER_ACCEPT } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The secret these servers sign unsubscribe links with. */
const SECRET = 'prueba-de-firma-de-bajas-0123456789abcdef';

/** The query of the link mailed to `email` (as typed: the signature is of the normalised address). */
const signedQuery = (email: string) =>
  `?to_email=${encodeURIComponent(email)}&signature=${unsubscribeSignature(SECRET, email)}`;

/** The message's header block with folded lines joined back. */
const headersOf = (raw: string) => (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');

describeEngines('Unsubscribe (GET /api/v1/accounts/unsubscribe/?to_email=)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { unsubscribeSecret: SECRET });
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
    const query = signedQuery(`  ${email.toUpperCase()}`);
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
    const answer = await unsubscribe(`${signedQuery(email)}&utm_source=correo`);
    expect(answer.status).toBe(200);
    expect(answer.body.response.message).toBe(CONFIRMATION);
    expect(await recorded(email)).toHaveLength(1);
    // Without the trailing slash too.
    const bare = await server.request(
      'GET',
      `${ApiPath.unsubscribe.replace(/\/$/, '')}${signedQuery(email)}`,
    );
    expect(bare.status).toBe(200);
  });

  it('refuses a missing or malformed address with a 400', async () => {
    const bad = await unsubscribe('?to_email=no-es-correo');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_error',
      fields: {
        to_email: ['Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.'],
      },
    });
    const empty = await unsubscribe('?to_email=');
    expect(empty.body.fields).toEqual({ to_email: ['Escribe tu correo electrónico.'] });
    const missing = await unsubscribe('');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('to_email');
  });

  it('refuses a link without its address’s signature (typed, altered, another’s): 400, nothing recorded', async () => {
    const email = uniqueEmail('victima');
    await registerAccount(server, email);
    const signature = unsubscribeSignature(SECRET, email);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const query of [
      `?to_email=${encodeURIComponent(email)}`,
      `?to_email=${encodeURIComponent(email)}&signature=`,
      `?to_email=${encodeURIComponent(email)}&signature=${flipped}`,
      `?to_email=${encodeURIComponent(email)}&signature=${signature.slice(0, 20)}`,
      `?to_email=${encodeURIComponent(email)}&signature=${unsubscribeSignature(SECRET, 'otra@example.com')}`,
      `?to_email=${encodeURIComponent(email)}&signature=${unsubscribeSignature('otro-secreto-0123456789abcdef0123', email)}`,
    ]) {
      const answer = await unsubscribe(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual({
        code: 'validation_error',
        message: FORGED,
        fields: { signature: [FORGED] },
      });
    }
    expect(await recorded(email)).toEqual([]);
  });
});

describeEngines('Unsubscribe page for browsers', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine, { unsubscribeSecret: SECRET });
  });
  afterAll(async () => {
    await server?.close();
  });

  const pageFor = (query: string) => openInBrowser(`${server.url}${ApiPath.unsubscribe}${query}`);
  const recorded = async (email: string) =>
    server.server.db
      .selectFrom('email_unsubscribes')
      .select('email')
      .where('email', '=', email)
      .execute();

  it('answers a browser a self-contained Spanish page, under a strict CSP', async () => {
    const email = uniqueEmail('navegador');
    const page = await pageFor(signedQuery(email.toUpperCase()));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.html).toMatch(/^<!doctype html>/);
    expect(page.html).toContain('<html lang="es-MX">');
    expect(page.html).toContain('<h1>Listo: te diste de baja</h1>');
    expect(page.html).toContain(email);
    // Nothing is loaded from anywhere: no scripts, stylesheets, images or links.
    expect(page.html).not.toMatch(/<(?:script|link|img|iframe)\b|\b(?:src|href)=/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('vary')).toMatch(/accept/i);
    expect(await recorded(email)).toEqual([{ email }]);
  });

  it('records nothing for a HEAD, as link checkers send', async () => {
    const email = uniqueEmail('sonda');
    const url = `${server.url}${ApiPath.unsubscribe}${signedQuery(email)}`;
    const probe = await fetch(url, { method: 'HEAD', headers: { accept: BROWSER_ACCEPT } });
    expect(probe.status).toBe(200);
    expect(probe.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    expect(await recorded(email)).toEqual([]);
  });

  it('keeps JSON for API callers, whatever they accept besides', async () => {
    const email = uniqueEmail('api');
    for (const accept of ['application/json', 'application/json, text/plain, */*', '*/*']) {
      const answer = await server.request<{ unsubscribed: true; email: string }>(
        'GET',
        `${ApiPath.unsubscribe}${signedQuery(email)}`,
        { headers: { accept } },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body.response).toMatchObject({ unsubscribed: true, email });
      expect(answer.headers.get('vary')).toMatch(/accept/i);
    }
  });

  it('says what is wrong with a bad, missing or unsigned address, escaped, and records nothing', async () => {
    const bad = await pageFor(`?to_email=${encodeURIComponent('<b>hola</b>@')}`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(bad.headers.get('content-security-policy')).toMatch(/^default-src 'none';/);
    expect(bad.html).toContain('<h1>No pudimos darte de baja</h1>');
    expect(bad.html).toContain('&#60;b&#62;hola&#60;/b&#62;@');
    expect(bad.html).toContain('no es una dirección de correo válida');
    expect(bad.html).not.toContain('<b>');
    expect(await recorded('<b>hola</b>@')).toEqual([]);

    for (const query of ['', '?to_email=', '?to_email=%20%20']) {
      const missing = await pageFor(query);
      expect(missing.status).toBe(400);
      expect(missing.html).toContain('Al enlace le falta la dirección de correo.');
    }

    const email = uniqueEmail('escrita');
    const typed = await pageFor(`?to_email=${encodeURIComponent(email)}`);
    expect(typed.status).toBe(400);
    expect(typed.html).toContain('<h1>No pudimos darte de baja</h1>');
    expect(typed.html).toContain('le falta una parte o fue modificado');
    expect(await recorded(email)).toEqual([]);
  });
});

describeEngines('Every mail carries the unsubscribe link', (engine) => {
  describe('through SMTP, on the configured public URL', () => {
    let server: TestServer;
    let smtp: LocalSmtpServer;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      server = await startTestServer(engine, {
        mail: { smtpUrl: smtp.url },
        publicUrl: 'https://api.example.com/core/',
        unsubscribeSecret: SECRET,
      });
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    it('as List-Unsubscribe and as a line of the body; the link unsubscribes', async () => {
      const email = uniqueEmail('enlace+baja');
      await registerAccount(server, email);
      await server.request('POST', ApiPath.sendPassword, { body: { email } });
      const mail = await smtp.next();
      const link = `https://api.example.com/core${ApiPath.unsubscribe}${signedQuery(email)}`;
      expect(headersOf(mail.raw)).toMatch(
        new RegExp(`^List-Unsubscribe: <${link.replace(/[.?+/]/g, '\\$&')}>$`, 'm'),
      );
      const lines = plainTextOf(mail.raw).split(/\r?\n/);
      expect(lines).toContain(UNSUBSCRIBE_LINE);
      expect(lines[lines.indexOf(UNSUBSCRIBE_LINE) + 1]).toBe(link);

      // The same path on this server: what the public URL's proxy would forward to.
      const page = await openInBrowser(link.replace('https://api.example.com/core', server.url));
      expect(page.status).toBe(200);
      expect(page.html).toContain(email);
      const rows = await server.server.db
        .selectFrom('email_unsubscribes')
        .select('email')
        .where('email', '=', email)
        .execute();
      expect(rows).toEqual([{ email }]);
    });
  });

  describe('in the outbox folder, from a server on loopback with no public URL (the embedded API)', () => {
    let server: TestServer;
    let outbox: string;

    beforeAll(async () => {
      outbox = await mkdtemp(join(tmpdir(), 'api-test-outbox-'));
      server = await startTestServer(engine, { mail: { outboxDir: outbox } });
    });
    afterAll(async () => {
      await server?.close();
      await rm(outbox, { recursive: true, force: true });
    });

    it('carries the app’s own link, which this server answers once the app passes it on', async () => {
      const email = uniqueEmail('bandeja');
      await registerAccount(server, email);
      await server.request('POST', ApiPath.sendPassword, { body: { email } });
      let files: string[] = [];
      for (let attempt = 0; attempt < 100 && files.length === 0; attempt += 1) {
        files = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
        if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const raw = await readFile(join(outbox, files[0] ?? ''), 'utf8');
      // Signed with the secret this server generated and keeps in its data folder. Never the
      // loopback port, which is another one at the app's next start.
      const mailed = /^List-Unsubscribe: <([^>]+)>$/m.exec(headersOf(raw))?.[1] ?? '';
      const query = `?to_email=${encodeURIComponent(email)}`;
      expect(mailed).toMatch(
        new RegExp(
          `^marcacreadores://unsubscribe${query.replace(/[.?+/]/g, '\\$&')}&signature=[\\w-]{43}$`,
        ),
      );
      expect(plainTextOf(raw)).toContain(`${UNSUBSCRIBE_LINE}\n${mailed}`);
      // What the app does with it (src-main/deep-link): the same query to its API.
      const link = mailed.replace(
        'marcacreadores://unsubscribe',
        `${server.url}${ApiPath.unsubscribe}`,
      );
      const typed = `${server.url}${ApiPath.unsubscribe}${query}`;
      // The address typed in, or the link altered: refused, nothing recorded.
      const altered = link.replace(
        /signature=(.)/,
        (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
      );
      for (const forged of [typed, altered]) {
        const refused = await fetch(forged);
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({
          code: 'validation_error',
          fields: { signature: [expect.any(String)] },
        });
      }
      expect(
        await server.server.db
          .selectFrom('email_unsubscribes')
          .select('email')
          .where('email', '=', email)
          .execute(),
      ).toEqual([]);
      const answer = await fetch(link);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ response: { unsubscribed: true, email } });
    });
  });
});
