import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src-shared/api/envelope';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  KitExportRecordInput,
  KitFigures,
  KitVerifyAnswer,
} from '../../src-shared/domain/media-kit';
import type { NetworkConnection } from '../../src-shared/domain/network';
import type { User } from '../../src-shared/domain/user';
import { canonicalKitFigures } from '../../src-shared/media-kit/kit-figures';
import { PASSWORD, registerWithRole } from './harness/accounts';
import { ISO_DATE_TIME } from './harness/answer-patterns';
import { describeEngines } from './harness/engines';
import { createCreator, searchTag, type TestCreator } from './harness/finder-creators';
import { startTestServer, type TestServer } from './harness/test-server';

/** What the server answers for a recorded export. */
interface KitExportRecorded {
  code: string;
  exported_at: string;
  registered_at: string;
  digest: string;
}

/** What Chromium sends when a phone's browser opens the QR code's link. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SHA256_HEX = /^[0-9a-f]{64}$/;
const MINUTE = 60_000;

/** A fresh verification code as the desktop makes one. */
function newCode(): string {
  return Array.from({ length: 10 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');
}

describeEngines('Media kit verification (exports/ and verify/{code})', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const record = (token: string | undefined, body: unknown) =>
    server.request<KitExportRecorded>('POST', ApiPath.mediaKitExports, { token, body });
  const verify = (code: string, headers: Record<string, string> = {}) =>
    server.request<KitVerifyAnswer>('GET', ApiPath.mediaKitVerify(code), { headers });
  async function verifyPage(code: string) {
    const response = await fetch(`${server.url}${ApiPath.mediaKitVerify(code)}`, {
      headers: { accept: BROWSER_ACCEPT },
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }
  const storedRows = (code: string) =>
    server.server.db
      .selectFrom('media_kit_exports')
      .select(['user_id', 'digest'])
      .where('code', '=', code)
      .execute();

  /** A creator with a handle and two connections, one with er and aqs a network reported. */
  async function aCreator(): Promise<TestCreator & { handle: string }> {
    const handle = `kit.${searchTag()}`;
    const creator = await createCreator(server, {
      first_name: 'Ana',
      last_name: 'Kit',
      vanity_name: handle,
      networks: [
        { network: 'instagram', followers: 48_200, er: 3.25, aqs: 71 },
        { network: 'youtube', followers: 12_000 },
      ],
    });
    return { ...creator, handle };
  }

  /** The figures the creator's kit prints now, read the way main reads them for the kit. */
  async function printedFigures(creator: { token: string; handle: string }): Promise<KitFigures> {
    const list = await server.request<ListPage<NetworkConnection>>('GET', ApiPath.networks, {
      token: creator.token,
    });
    expect(list.status).toBe(200);
    return {
      handle: creator.handle,
      // The kit's order (most followers first): the digest must not depend on it.
      networks: [...list.body.response.results]
        .sort((a, b) => b.followers - a.followers)
        .map((connection) => ({
          network: connection.network,
          username: connection.username,
          followers: connection.followers,
          er: connection.metrics?.values.er ?? null,
          aqs: connection.metrics?.values.aqs ?? null,
          views_avg: connection.metrics?.values.views_avg ?? null,
        })),
    };
  }

  async function anExport(creator: { token: string; handle: string }) {
    const body: KitExportRecordInput = {
      code: newCode(),
      exported_at: new Date(server.clock.now().getTime() - 3 * MINUTE).toISOString(),
      figures: await printedFigures(creator),
    };
    const answer = await record(creator.token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { body, recorded: answer.body.response };
  }

  const canonical = (figures: KitFigures) => JSON.parse(canonicalKitFigures(figures)) as KitFigures;

  describe('a genuine kit', () => {
    it('is recorded with its digest and verifies as matching, without a token', async () => {
      const creator = await aCreator();
      const { body, recorded } = await anExport(creator);
      expect(recorded).toEqual({
        code: body.code,
        exported_at: body.exported_at,
        registered_at: expect.stringMatching(ISO_DATE_TIME),
        digest: expect.stringMatching(SHA256_HEX),
      });
      expect(Date.parse(recorded.registered_at)).toBeGreaterThan(Date.parse(body.exported_at));

      const answer = await verify(body.code);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body.response).toEqual({
        code: body.code,
        creator: { handle: creator.handle, name: 'Ana Kit' },
        exported_at: body.exported_at,
        registered_at: recorded.registered_at,
        matches: true,
        printed: canonical(body.figures),
        live: canonical(body.figures),
      });
      const instagram = answer.body.response.live.networks.find((n) => n.network === 'instagram');
      expect(instagram).toMatchObject({ followers: 48_200, er: 3.25, aqs: 71 });
    });

    it('answers with or without the trailing slash, and a code typed in lowercase with a hyphen', async () => {
      const creator = await aCreator();
      const { body } = await anExport(creator);
      const typed = `${body.code.slice(0, 5)}-${body.code.slice(5)}`.toLowerCase();
      for (const path of [`${ApiPath.mediaKitVerify(body.code)}/`, ApiPath.mediaKitVerify(typed)]) {
        const answer = await server.request<KitVerifyAnswer>('GET', path);
        expect(answer.status, path).toBe(200);
        expect(answer.body.response.code).toBe(body.code);
      }
    });

    it('answers at the short address the kit prints, /v/{code}: the page for a browser, JSON for a program', async () => {
      const creator = await aCreator();
      const { body } = await anExport(creator);
      const short = `${server.url}${ApiPath.mediaKitShortVerify(body.code)}`;

      const redirect = await fetch(short, { redirect: 'manual' });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe(ApiPath.mediaKitVerify(body.code));

      const page = await fetch(short, { headers: { accept: BROWSER_ACCEPT } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain(`@${creator.handle}`);

      // A code typed from paper, lowercase with a hyphen, reaches the same kit.
      const typed = `${body.code.slice(0, 5)}-${body.code.slice(5)}`.toLowerCase();
      const json = await fetch(`${server.url}${ApiPath.mediaKitShortVerify(typed)}`, {
        headers: { accept: 'application/json' },
      });
      expect(json.status).toBe(200);
      const answer = (await json.json()) as { response: KitVerifyAnswer };
      expect(answer.response).toMatchObject({ code: body.code, matches: true });

      const unknown = await fetch(`${server.url}${ApiPath.mediaKitShortVerify(newCode())}`, {
        headers: { accept: BROWSER_ACCEPT },
      });
      expect(unknown.status).toBe(404);
    });

    it('never answers the creator’s e-mail, telephone or birthday', async () => {
      const creator = await aCreator();
      const profile = await server.request<User>('GET', ApiPath.profile, { token: creator.token });
      const { email, telephone, meta_info } = profile.body.response;
      expect(telephone).not.toBe('');
      expect(meta_info.birthday).not.toBeNull();
      const { body } = await anExport(creator);

      const answer = await verify(body.code);
      const page = await verifyPage(body.code);
      const json = JSON.stringify(answer.body);
      const privateValues = [
        email,
        telephone,
        telephone.replace(/\D/g, ''),
        String(meta_info.birthday),
        creator.id,
      ];
      for (const text of [json, page.html]) {
        for (const value of privateValues) expect(text).not.toContain(value);
      }
      const keys = new Set<string>();
      JSON.parse(json, (key: string, value: unknown) => {
        keys.add(key);
        return value;
      });
      for (const key of ['email', 'telephone', 'phone', 'birthday', 'meta_info', 'id', 'user_id']) {
        expect(keys.has(key), key).toBe(false);
      }
    });
  });

  describe('a kit whose figures changed since it was exported', () => {
    it('no longer matches and answers the live figures beside the printed ones', async () => {
      const creator = await aCreator();
      const { body } = await anExport(creator);
      const uuid = creator.uuids.youtube ?? '';
      const youtube = body.figures.networks.find((n) => n.network === 'youtube');
      const edited = await server.request('POST', ApiPath.updateNetwork(uuid), {
        token: creator.token,
        body: { network: 'youtube', username: youtube?.username, followers: 95_000 },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);

      const answer = await verify(body.code);
      expect(answer.status).toBe(200);
      expect(answer.body.response.matches).toBe(false);
      expect(answer.body.response.printed).toEqual(canonical(body.figures));
      const live = answer.body.response.live.networks.find((n) => n.network === 'youtube');
      expect(live).toMatchObject({ username: youtube?.username, followers: 95_000 });
      expect(answer.body.response.live).toEqual(canonical(await printedFigures(creator)));

      // A kit exported after the change is genuine again.
      const fresh = await anExport(creator);
      expect((await verify(fresh.body.code)).body.response.matches).toBe(true);
    });

    it('no longer matches when a network was removed', async () => {
      const creator = await aCreator();
      const { body } = await anExport(creator);
      const removed = await server.request(
        'POST',
        ApiPath.removeNetwork(creator.uuids.youtube ?? ''),
        {
          token: creator.token,
        },
      );
      expect(removed.status).toBe(200);
      const answer = await verify(body.code);
      expect(answer.body.response.matches).toBe(false);
      expect(answer.body.response.live.networks.map((n) => n.network)).toEqual(['instagram']);
    });
  });

  describe('unknown codes', () => {
    it('answers 404 for a code never recorded and for one that cannot be a code', async () => {
      for (const code of [newCode(), 'NO-ES-UN-CODIGO-VALIDO', 'UUUUUUUUUU', '%3Cscript%3E']) {
        const answer = await server.request('GET', `/api/v3/media-kit/verify/${code}`);
        expect(answer.status, code).toBe(404);
        expect(answer.body).toEqual({
          code: 'not_found',
          message: 'No encontramos ese código de verificación.',
        });
      }
    });

    it('answers 404 once the creator deleted the account', async () => {
      const creator = await aCreator();
      const { body } = await anExport(creator);
      const deleted = await server.request('POST', ApiPath.deleteAccount, {
        token: creator.token,
        body: { password: PASSWORD, confirmation: 'ELIMINAR' },
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect((await verify(body.code)).status).toBe(404);
    });
  });

  describe('recording exports', () => {
    it('registers a retried export once and answers the same record', async () => {
      const creator = await aCreator();
      const { body, recorded } = await anExport(creator);
      server.clock.advance(10 * MINUTE);
      try {
        const again = await record(creator.token, body);
        expect(again.status).toBe(200);
        expect(again.body.response).toEqual(recorded);
      } finally {
        server.clock.reset();
      }
      expect(await storedRows(body.code)).toEqual([
        { user_id: creator.id, digest: recorded.digest },
      ]);
    });

    it('refuses a code another creator holds, or the same code with other figures (409)', async () => {
      const first = await aCreator();
      const other = await aCreator();
      const { body, recorded } = await anExport(first);
      const theirs = await record(other.token, {
        ...body,
        figures: await printedFigures(other),
      });
      const sameBody = await record(other.token, body);
      const changed = await record(first.token, {
        ...body,
        figures: { ...body.figures, handle: 'otra.cosa' },
      });
      for (const answer of [theirs, sameBody, changed]) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          code: 'idempotency_conflict',
          message:
            'Ese código de verificación ya se usó para otro media kit. Genera un código nuevo.',
        });
      }
      expect(await storedRows(body.code)).toEqual([{ user_id: first.id, digest: recorded.digest }]);
      expect((await verify(body.code)).body.response.creator.handle).toBe(first.handle);
    });

    it('refuses an invalid body with a 400 and stores nothing', async () => {
      const creator = await aCreator();
      const figures = await printedFigures(creator);
      const valid = { code: newCode(), exported_at: server.clock.now().toISOString(), figures };
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [
          { ...valid, code: 'abcdefghij' },
          {
            code: [
              'El código de verificación debe tener 10 caracteres: números y letras mayúsculas, sin I, L, O ni U.',
            ],
          },
        ],
        [{ ...valid, exported_at: 'ayer' }, { exported_at: ['Escribe una fecha válida.'] }],
        [
          { ...valid, exported_at: '2026-02-31T10:00:00.000Z' },
          { exported_at: ['Escribe una fecha válida.'] },
        ],
        [
          {
            ...valid,
            exported_at: new Date(server.clock.now().getTime() + 10 * MINUTE).toISOString(),
          },
          {
            exported_at: [
              'La fecha de exportación no puede ser posterior a la hora actual del servidor.',
            ],
          },
        ],
        [{ ...valid, digest: 'f'.repeat(64) }, { digest: ['Este campo no está permitido.'] }],
        [
          {
            ...valid,
            figures: { ...figures, networks: [{ ...figures.networks[0], followers: -1 }] },
          },
          { 'figures.networks.0.followers': ['El valor no es válido.'] },
        ],
        [
          { code: valid.code, exported_at: valid.exported_at },
          { figures: ['Este campo es obligatorio.'] },
        ],
      ];
      for (const [body, fields] of cases) {
        const answer = await record(creator.token, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toEqual({
          code: 'validation_error',
          message: 'Revisa los datos marcados.',
          fields,
        });
      }
      expect(await storedRows(valid.code)).toEqual([]);
      expect((await verify(valid.code)).status).toBe(404);
    });

    it('accepts an export stamped slightly ahead of the server’s clock', async () => {
      const creator = await aCreator();
      const ahead = {
        code: newCode(),
        exported_at: new Date(server.clock.now().getTime() + 2 * MINUTE).toISOString(),
        figures: await printedFigures(creator),
      };
      expect((await record(creator.token, ahead)).status).toBe(201);
    });

    it('is for signed-in creators only', async () => {
      const creator = await aCreator();
      const body = {
        code: newCode(),
        exported_at: server.clock.now().toISOString(),
        figures: await printedFigures(creator),
      };
      const anonymous = await record(undefined, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('not_authenticated');
      const brand = await registerWithRole(server, 'brand');
      const refused = await record(brand.token, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 'forbidden',
        message: 'Los media kits son para cuentas de creador.',
      });
      expect(await storedRows(body.code)).toEqual([]);
    });
  });

  describe('the page a phone gets from the QR code', () => {
    it('is a small Spanish page with the same facts, under a strict CSP', async () => {
      const creator = await aCreator();
      const { body } = await anExport(creator);
      const page = await verifyPage(body.code);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toMatch(
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
      );
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('vary')).toMatch(/accept/i);
      expect(page.html).toContain('<html lang="es-MX">');
      expect(page.html).toContain('Verificación del media kit');
      expect(page.html).toContain(body.code);
      expect(page.html).toContain(`Ana Kit (@${creator.handle})`);
      expect(page.html).toContain('Las cifras coinciden con las actuales.');
      expect(page.html).toContain('48,200');
      expect(page.html).not.toMatch(/<script|<img|<link/i);

      await server.request('POST', ApiPath.updateNetwork(creator.uuids.instagram ?? ''), {
        token: creator.token,
        body: {
          network: 'instagram',
          username: body.figures.networks.find((n) => n.network === 'instagram')?.username,
          followers: 50_000,
        },
      });
      const changed = await verifyPage(body.code);
      expect(changed.html).toContain('Las cifras cambiaron desde que se exportó.');
      expect(changed.html).toContain('50,000 (cambió)');
    });

    it('says so on a page for an unknown code', async () => {
      const page = await verifyPage(newCode());
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      expect(page.html).toContain('No encontramos ese código de verificación');
    });

    it('keeps JSON for API callers that accept anything', async () => {
      const creator = await aCreator();
      const { body } = await anExport(creator);
      for (const accept of ['*/*', 'application/json', 'application/json, text/html;q=0.5']) {
        const answer = await verify(body.code, { accept });
        expect(answer.headers.get('content-type'), accept).toMatch(/^application\/json/);
        expect(answer.body.response.matches).toBe(true);
      }
    });
  });
});

describeEngines('Media kit verification rate limit', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    // Sign-in limit 1 a minute: verifications get six times that.
    server = await startTestServer(engine, { rateLimit: { max: 1, timeWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('limits verifications per IP and says when to come back', async () => {
    const code = newCode();
    for (let call = 0; call < 6; call += 1) {
      expect((await server.request('GET', ApiPath.mediaKitVerify(code))).status).toBe(404);
    }
    const limited = await server.request('GET', ApiPath.mediaKitVerify(code));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Issue 35: a phone's browser that scanned the QR code gets a page saying so, not JSON.
    const page = await fetch(`${server.url}${ApiPath.mediaKitVerify(code)}`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await page.text();
    expect(html).toContain('Demasiadas verificaciones seguidas');
    expect(html).toMatch(/Inténtalo de nuevo en \d+ segundos/);
  });
});
