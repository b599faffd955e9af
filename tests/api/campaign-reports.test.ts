import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type {
  ReportExportRecordInput,
  ReportExportRecorded,
  ReportFigures,
  ReportVerifyAnswer,
} from '../../src-shared/domain/campaign-report';
import type { Collaboration } from '../../src-shared/domain/collaboration';
import type { Proposal } from '../../src-shared/domain/proposal';
import {
  canonicalReportFigures,
  reportFiguresDigest,
  reportFiguresOf,
} from '../../src-shared/campaign-report/report-figures';
import type { AuthAnswer } from '../../src-shared/domain/user';
import { ISO_DATE_TIME } from './harness/answer-patterns';
import { describeEngines } from './harness/engines';
import {
  registerBrand,
  registerCreator,
  sendProposal,
  type BrandAccount,
} from './harness/marketplace';
import { startTestServer, type TestServer } from './harness/test-server';

/** What Chromium sends when a phone's browser opens the QR code's link. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SHA256_HEX = /^[0-9a-f]{64}$/;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A fresh verification code as the desktop makes one. */
function newCode(): string {
  return Array.from({ length: 10 }, () => CROCKFORD[randomInt(CROCKFORD.length)]).join('');
}

describeEngines('Campaign reports (exports/ and verify/{code})', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const record = (token: string | undefined, body: unknown) =>
    server.request<ReportExportRecorded>('POST', ApiPath.campaignReportExports, { token, body });
  const verify = (code: string) =>
    server.request<ReportVerifyAnswer>('GET', ApiPath.campaignReportVerify(code));
  async function verifyPage(code: string) {
    const response = await fetch(`${server.url}${ApiPath.campaignReportVerify(code)}`, {
      headers: { accept: BROWSER_ACCEPT },
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }
  const storedRows = (code: string) =>
    server.server.db
      .selectFrom('campaign_report_exports')
      .select(['user_id', 'collaboration_id', 'digest'])
      .where('code', '=', code)
      .execute();

  interface Deal {
    brand: BrandAccount;
    creator: AuthAnswer;
    handle: string;
    collaborationId: string;
  }

  /**
   * A brand and a creator with an accepted proposal (two Instagram reels and a TikTok video):
   * the first reel published with its publication and 24 h readings, the TikTok video cancelled,
   * the second reel still pending.
   */
  async function aDeal(): Promise<Deal> {
    const brand = await registerBrand(server, `Sol ${randomUUID().slice(0, 6)}`);
    const creator = await registerCreator(server);
    const handle = `rep.${randomUUID().slice(0, 8)}`;
    await server.server.db
      .updateTable('users')
      .set({ vanity_name: handle, first_name: 'Ana', last_name: 'Reporte' })
      .where('id', '=', creator.user.id)
      .execute();
    const proposal = await sendProposal(server, brand, creator.user.id);
    const accepted = await server.request<Proposal>(
      'POST',
      ApiPath.proposalAction(proposal.id, 'accept'),
      { token: creator.token },
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const collaboration = await server.server.db
      .selectFrom('collaborations')
      .select('id')
      .where('proposal_id', '=', proposal.id)
      .executeTakeFirstOrThrow();
    const items = await server.server.db
      .selectFrom('collaboration_items')
      .select(['id', 'network', 'number'])
      .where('collaboration_id', '=', collaboration.id)
      .orderBy('seq')
      .execute();
    const [reel1, , video] = items;
    const publishedAt = new Date(server.clock.now().getTime() - 30 * HOUR);
    await server.server.db
      .updateTable('collaboration_items')
      .set({
        status: 'published',
        post_url: `https://www.instagram.com/reel/${randomUUID().slice(0, 10)}/`,
        published_at: publishedAt,
      })
      .where('id', '=', reel1!.id)
      .execute();
    await server.server.db
      .updateTable('collaboration_items')
      .set({ status: 'cancelled' })
      .where('id', '=', video!.id)
      .execute();
    await addReading(reel1!.id, 'publication', publishedAt, { views: 1_000, likes: 80 });
    await addReading(reel1!.id, 'day', new Date(publishedAt.getTime() + 24 * HOUR), {
      views: 12_000,
      likes: 900,
      comments: 45,
      shares: 30,
      reach: 9_500,
    });
    return { brand, creator, handle, collaborationId: collaboration.id };
  }

  async function addReading(
    itemId: string,
    checkpoint: 'publication' | 'day' | 'week' | 'manual',
    readAt: Date,
    values: Partial<Record<'views' | 'likes' | 'comments' | 'shares' | 'reach', number>>,
  ) {
    await server.server.db
      .insertInto('collaboration_figures')
      .values({
        id: randomUUID(),
        item_id: itemId,
        checkpoint,
        source: checkpoint === 'manual' ? 'manual' : 'instagram',
        views: values.views ?? null,
        likes: values.likes ?? null,
        comments: values.comments ?? null,
        shares: values.shares ?? null,
        reach: values.reach ?? null,
        read_at: readAt,
      })
      .execute();
  }

  /** The figures the brand's report prints now, read the way main reads them for the report. */
  async function printedFigures(deal: Deal): Promise<ReportFigures> {
    const answer = await server.request<Collaboration>(
      'GET',
      ApiPath.collaboration(deal.collaborationId),
      { token: deal.brand.token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return reportFiguresOf(answer.body.response);
  }

  async function anExport(deal: Deal) {
    const body: ReportExportRecordInput = {
      code: newCode(),
      collaboration_id: deal.collaborationId,
      exported_at: new Date(server.clock.now().getTime() - 3 * MINUTE).toISOString(),
      figures: await printedFigures(deal),
    };
    const answer = await record(deal.brand.token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { body, recorded: answer.body.response };
  }

  describe('a genuine report', () => {
    it('is recorded by the brand with its digest and verifies as matching, without a token', async () => {
      const deal = await aDeal();
      const { body, recorded } = await anExport(deal);
      expect(recorded).toEqual({
        code: body.code,
        collaboration_id: deal.collaborationId,
        exported_at: body.exported_at,
        registered_at: expect.stringMatching(ISO_DATE_TIME),
        digest: await reportFiguresDigest(body.figures),
      });
      expect(recorded.digest).toMatch(SHA256_HEX);

      const answer = await verify(body.code);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body.response).toEqual({
        code: body.code,
        brand: { name: deal.brand.brand.name },
        creator: { handle: deal.handle, name: 'Ana Reporte' },
        exported_at: body.exported_at,
        registered_at: recorded.registered_at,
        matches: true,
        printed: canonicalReportFigures(body.figures),
        live: canonicalReportFigures(body.figures),
      });
      const { live } = answer.body.response;
      expect(live.price).toBe(1200.5);
      expect(live.totals).toEqual({
        views: 12_000,
        interactions: 975,
        cost_per_view: 0.100042,
        cost_per_interaction: 1.231282,
        items_planned: 2,
        items_measured: 1,
        items_with_views: 1,
        items_with_interactions: 1,
      });
      const published = live.items.find((item) => item.status === 'published');
      expect(published?.readings.map((reading) => reading.checkpoint)).toEqual([
        'publication',
        'day',
      ]);
      expect(live.items.map((item) => item.status).sort()).toEqual([
        'cancelled',
        'pending',
        'published',
      ]);
    });

    it('registers a retried export once and answers the same record', async () => {
      const deal = await aDeal();
      const { body, recorded } = await anExport(deal);
      server.clock.advance(10 * MINUTE);
      try {
        const again = await record(deal.brand.token, body);
        expect(again.status).toBe(200);
        expect(again.body.response).toEqual(recorded);
      } finally {
        server.clock.reset();
      }
      expect(await storedRows(body.code)).toEqual([
        {
          user_id: deal.brand.user.id,
          collaboration_id: deal.collaborationId,
          digest: recorded.digest,
        },
      ]);
    });

    it('never answers an e-mail, a telephone or an account’s id', async () => {
      const deal = await aDeal();
      const { body } = await anExport(deal);
      const answer = await verify(body.code);
      const page = await verifyPage(body.code);
      const json = JSON.stringify(answer.body);
      const privateValues = [
        deal.brand.user.email,
        deal.creator.user.email,
        deal.brand.user.id,
        deal.creator.user.id,
        deal.brand.brand.id,
        deal.collaborationId,
      ];
      for (const text of [json, page.html]) {
        for (const value of privateValues) expect(text).not.toContain(value);
      }
      const keys = new Set<string>();
      JSON.parse(json, (key: string, value: unknown) => {
        keys.add(key);
        return value;
      });
      for (const key of ['email', 'telephone', 'phone', 'id', 'user_id', 'collaboration_id']) {
        expect(keys.has(key), key).toBe(false);
      }
    });
  });

  describe('who may register', () => {
    it('answers 404 to another brand, to the creator and for a collaboration that does not exist', async () => {
      const deal = await aDeal();
      const other = await registerBrand(server, 'Otra Marca');
      const body: ReportExportRecordInput = {
        code: newCode(),
        collaboration_id: deal.collaborationId,
        exported_at: server.clock.now().toISOString(),
        figures: await printedFigures(deal),
      };
      for (const [token, sent] of [
        [other.token, body],
        [deal.creator.token, body],
        [deal.brand.token, { ...body, collaboration_id: randomUUID() }],
      ] as const) {
        const answer = await record(token, sent);
        expect(answer.status, JSON.stringify(answer.body)).toBe(404);
        expect(answer.body).toEqual({
          code: 'not_found',
          message: 'No encontramos esa colaboración.',
        });
      }
      expect(await storedRows(body.code)).toEqual([]);
      expect((await record(undefined, body)).status).toBe(401);
    });

    it('refuses a code another export holds, or the same code with other figures (409)', async () => {
      const deal = await aDeal();
      const otherDeal = await aDeal();
      const { body, recorded } = await anExport(deal);
      const theirs = await record(otherDeal.brand.token, {
        ...body,
        collaboration_id: otherDeal.collaborationId,
        figures: await printedFigures(otherDeal),
      });
      const changed = await record(deal.brand.token, {
        ...body,
        figures: { ...body.figures, price: 99 },
      });
      for (const answer of [theirs, changed]) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          code: 'idempotency_conflict',
          message:
            'Ese código de verificación ya se usó para otro reporte de campaña. Genera un código nuevo.',
        });
      }
      expect(await storedRows(body.code)).toEqual([
        {
          user_id: deal.brand.user.id,
          collaboration_id: deal.collaborationId,
          digest: recorded.digest,
        },
      ]);
    });
  });

  describe('figures that changed since the export', () => {
    it('no longer match; the answer and the page show the figures the collaboration holds now', async () => {
      const deal = await aDeal();
      const { body } = await anExport(deal);
      const reel = await server.server.db
        .selectFrom('collaboration_items')
        .select('id')
        .where('collaboration_id', '=', deal.collaborationId)
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow();
      await addReading(reel.id, 'week', new Date(server.clock.now().getTime() - HOUR), {
        views: 30_000,
        likes: 2_000,
        comments: 100,
        shares: 50,
        reach: 21_000,
      });

      const answer = await verify(body.code);
      expect(answer.status).toBe(200);
      expect(answer.body.response.matches).toBe(false);
      expect(answer.body.response.printed).toEqual(canonicalReportFigures(body.figures));
      expect(answer.body.response.live).toEqual(await printedFigures(deal));
      expect(answer.body.response.live.totals.views).toBe(30_000);

      const page = await verifyPage(body.code);
      expect(page.status).toBe(200);
      expect(page.html).toContain('Las cifras cambiaron desde que se exportó el reporte.');
      expect(page.html).toContain('<td>12,000</td><td>30,000 (cambió)</td>');

      // A report exported after the change is genuine again.
      const fresh = await anExport(deal);
      expect((await verify(fresh.body.code)).body.response.matches).toBe(true);
    });
  });

  describe('the page a phone gets', () => {
    it('says in Spanish whose report it is, when it was exported and that its figures match', async () => {
      const deal = await aDeal();
      const { body } = await anExport(deal);
      const page = await verifyPage(body.code);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.html).toContain('<html lang="es-MX">');
      expect(page.html).toContain('<h1>Verificación del reporte de campaña</h1>');
      expect(page.html).toContain(body.code);
      expect(page.html).toContain(`<strong>${deal.brand.brand.name}</strong>`);
      expect(page.html).toContain(`<strong>Ana Reporte (@${deal.handle})</strong>`);
      expect(page.html).toContain(`<time datetime="${body.exported_at}">`);
      expect(page.html).toContain('Las cifras coinciden con las que tiene la colaboración ahora.');
      expect(page.html).toContain('Reel 1 de Instagram');
      expect(page.html).toContain('Cancelada');
      expect(page.html).toMatch(/<td>USD\s1,200\.50<\/td>/);
      expect(page.html).not.toMatch(/<(?:script|link|img|iframe|form)\b/);
    });

    it('answers 404 for unknown codes, as JSON and as a page', async () => {
      for (const code of [newCode(), 'NO-ES-UN-CODIGO', 'UUUUUUUUUU']) {
        const answer = await verify(code);
        expect(answer.status, code).toBe(404);
        expect(answer.body).toEqual({
          code: 'not_found',
          message: 'No encontramos ese código de verificación.',
        });
        const page = await verifyPage(code);
        expect(page.status).toBe(404);
        expect(page.html).toContain('No encontramos ese código de verificación');
      }
    });
  });

  describe('bad bodies', () => {
    it('are refused with a 400 in Spanish and store nothing', async () => {
      const deal = await aDeal();
      const figures = await printedFigures(deal);
      const valid: ReportExportRecordInput = {
        code: newCode(),
        collaboration_id: deal.collaborationId,
        exported_at: server.clock.now().toISOString(),
        figures,
      };
      const published = figures.items.findIndex((item) => item.readings.length > 0);
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [
          { ...valid, code: 'abcdefghij' },
          {
            code: [
              'El código de verificación debe tener 10 caracteres: números y letras mayúsculas, sin I, L, O ni U.',
            ],
          },
        ],
        [
          { ...valid, collaboration_id: 'no-es-un-id' },
          { collaboration_id: ['El identificador no es válido.'] },
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
            figures: {
              ...figures,
              items: figures.items.map((item, index) =>
                index === published
                  ? { ...item, readings: [{ ...item.readings[0], views: -1 }] }
                  : item,
              ),
            },
          },
          {
            [`figures.items.${published}.readings.0.views`]: [
              'Escribe un número entero de 0 o más.',
            ],
          },
        ],
        [
          {
            ...valid,
            figures: { ...figures, items: [{ ...figures.items[0], status: 'terminado' }] },
          },
          { 'figures.items.0.status': ['Elige un estado de la lista.'] },
        ],
        [
          {
            ...valid,
            figures: { ...figures, items: [{ ...figures.items[0], network: 'myspace' }] },
          },
          { 'figures.items.0.network': ['Elige una red social de la lista.'] },
        ],
      ];
      for (const [body, fields] of cases) {
        const answer = await record(deal.brand.token, body);
        expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(400);
        expect(answer.body.code).toBe('validation_error');
        expect(answer.body.fields, JSON.stringify(answer.body)).toEqual(fields);
      }
      const notObject = await record(deal.brand.token, [valid]);
      expect(notObject.status).toBe(400);
      expect(await storedRows(valid.code)).toEqual([]);
    });
  });
});
