import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { BridgeApi } from '../../src-shared/bridge/api';
import { parseIcs } from '../../src-main/exports/calendar-test-support';
import { startFacebookGraph, type FacebookGraphStandIn } from '../fixtures/facebook-graph';
import { AppHarness } from './harness/app-harness';
import {
  connectInstagramThroughFacebook,
  openFromNav,
  skipWithoutSystemParts,
  signUpCreator,
  switchTo,
  uniqueEmail,
} from './harness/flows';
import { readPdf } from './harness/pdf-text';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 31 end to end, two accounts on one desktop: a brand's proposal accepted by a creator
 * becomes a collaboration on both sides; the creator hands in a draft, the brand asks for
 * changes (the one round the terms include), a second draft is reviewed beside the first with
 * "Pedir cambios" disabled and why, approved; the post URL is refused for the wrong network and
 * then taken; its figures are read from the Graph stand-in; the brand exports the campaign report
 * (its PDF read back) and the calendar's `.ics` (parsed back).
 */

const COMPANY = 'Cafetería Aurora';
const BRAND = 'Aurora Cold Brew';
const HANDLE = 'lucia.cocina.mx';
const SHORTCODE = 'C9aurora01';
const PASSWORD = 'contraseña-segura';

async function imageFile(dir: string, name: string, color: string): Promise<string> {
  const path = join(dir, name);
  const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: color } })
    .png()
    .toBuffer();
  await writeFile(path, png);
  return path;
}

/**
 * The brand, signed up through the page's own bridge (the calls its screens make): company, a
 * brand and a proposal of two Instagram reels with one round of changes to the creator.
 */
async function seedBrandProposal(page: Page, creatorId: string, brandEmail: string) {
  const failure = await page.evaluate(
    async ({ creatorId, brandEmail, password, company, brandName }) => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      const must = async <T>(
        label: string,
        call: Promise<{ ok: true; value: T } | { ok: false; error: { code: string } }>,
      ): Promise<T> => {
        const outcome = await call;
        if (!outcome.ok) throw new Error(`${label}: ${outcome.error.code}`);
        return outcome.value;
      };
      try {
        await must('brand sign-up', bridge.signUp({ email: brandEmail, password }));
        await must('brand role', bridge.defineRole({ role: 'brand' }));
        await must(
          'company',
          bridge.saveCompany({
            name: company,
            country: 'MX',
            industry: 'beverages',
            size: '11-50',
          }),
        );
        const brand = await must(
          'brand',
          bridge.saveBrand({ brand: { name: brandName, industry: 'beverages' } }),
        );
        await must(
          'proposal',
          bridge.sendProposal({
            brand_id: brand.id,
            creator_id: creatorId,
            deliverables: [{ network: 'instagram', content_type: 'reel', quantity: 2 }],
            price: 1500,
            start_date: '2027-01-10',
            end_date: '2027-01-31',
            message: 'Dos reels del lanzamiento.',
            revision_rounds: 1,
          }),
        );
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    { creatorId, brandEmail, password: PASSWORD, company: COMPANY, brandName: BRAND },
  );
  expect(failure).toBeNull();
}

/**
 * Issue 32: the brand pays the deal (the embedded test mode completes it at once), so the creator
 * is asked to start; then back to the creator.
 */
async function brandPays(page: Page, creator: string): Promise<void> {
  await switchTo(page, COMPANY);
  const failure = await page.evaluate(async () => {
    const { bridge } = globalThis as unknown as { bridge: BridgeApi };
    const list = await bridge.listCollaborations({});
    if (!list.ok) return `list: ${list.error.code}`;
    const collaborationId = list.value.results[0]!.id;
    const money = await bridge.getDealMoney({ collaborationId });
    if (!money.ok) return `money: ${money.error.code}`;
    const paid = await bridge.fundDeal({
      collaborationId,
      releaseMode: 'all',
      totalCents: money.value.total_cents,
    });
    return paid.ok ? null : `fund: ${paid.error.code}`;
  });
  expect(failure).toBeNull();
  await switchTo(page, creator);
}

async function openCollaboration(page: Page, counterpart: string): Promise<void> {
  await openFromNav(page, 'Colaboraciones');
  await page
    .getByRole('list', { name: 'Colaboraciones' })
    .getByRole('link', { name: counterpart })
    .click();
  await expect(page).toHaveURL(/#\/collaborations\/[0-9a-f-]{36}/);
}

const item = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Piezas de la colaboración' }).getByRole('button', {
    name: new RegExp(`^${name}`),
  });

async function handInDraft(page: Page, app: AppHarness, file: string, caption: string) {
  app.dialogs.willPick([file]);
  await page.getByRole('button', { name: /^Entregar (borrador|nueva versión)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Entregar borrador de Reel 1/ });
  await dialog.getByRole('button', { name: 'Elegir archivos' }).click();
  await expect(dialog.getByRole('button', { name: /^Quitar / })).toHaveCount(1);
  await dialog.getByLabel('Texto de la publicación').fill(caption);
  return dialog;
}

test.describe('collaborations, from accepted to measured', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(240_000);

  let app: AppHarness | undefined;
  let graph: FacebookGraphStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await graph?.close();
    app = undefined;
    graph = undefined;
  });

  test('accept → draft → changes → second draft beside the first → approved → post → figures → report and calendar', async ({
    page,
  }) => {
    graph = await startFacebookGraph();
    graph.setDialogUser({ id: '7070', name: 'Lucía Cocina' });
    graph.setPages('7070', [
      {
        id: 'page-7070',
        name: 'Lucía Cocina',
        followers_count: 1_200,
        instagram: {
          id: '178417070',
          username: HANDLE,
          followers_count: 86_400,
          media: [
            {
              id: 'ig-media-1',
              media_type: 'VIDEO',
              permalink: `https://www.instagram.com/reel/${SHORTCODE}/`,
              shortcode: SHORTCODE,
              timestamp: '2027-01-20T18:00:00+0000',
              like_count: 1_240,
              comments_count: 86,
              insights: { views: 18_500, reach: 12_300, shares: 64 },
            },
          ],
        },
      },
    ]);
    app = await AppHarness.start({
      env: {
        FACEBOOK_APP_ID: graph.appId,
        FACEBOOK_APP_SECRET: graph.appSecret,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
        FACEBOOK_DIALOG_URL: graph.dialogUrl,
      },
    });
    await app.open(page);
    const first = await imageFile(app.exportsDir, 'reel-portada-v1.png', '#0f766e');
    const second = await imageFile(app.exportsDir, 'reel-portada-v2.png', '#b45309');

    // The creator, Instagram verified through Facebook; then the brand's proposal to her.
    const creatorEmail = uniqueEmail('creadora');
    await signUpCreator(page, creatorEmail);
    await connectInstagramThroughFacebook(page, app.url, HANDLE);
    const creatorId = await page.evaluate(async () => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      await bridge.saveProfileSection({
        section: 'profile',
        values: {
          first_name: 'Lucía',
          last_name: 'Cocina',
          birthday: '1994-03-08',
          question_text: 'Cocina mexicana de todos los días.',
        },
      });
      const session = await bridge.getSession();
      return session.ok ? (session.value.user?.id ?? '') : '';
    });
    await seedBrandProposal(page, creatorId, uniqueEmail('marca'));
    await page.reload();

    // The creator accepts: the collaboration appears on both sides.
    await switchTo(page, 'Lucía Cocina');
    await openFromNav(page, 'Propuestas');
    await page.getByRole('list', { name: 'Propuestas' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Aceptaste la propuesta')).toBeVisible();
    await brandPays(page, 'Lucía Cocina');
    await openCollaboration(page, BRAND);
    await expect(item(page, 'Reel 1 de Instagram')).toBeVisible();
    await expect(item(page, 'Reel 2 de Instagram')).toBeVisible();
    await expect(page.getByText('Entrega tu borrador.')).toBeVisible();
    await checkScreen(page, 'collaboration-creator-pending');

    // First draft.
    const firstDraft = await handInDraft(page, app, first, 'Mi mañana con Aurora #coldbrew');
    await checkScreen(page, 'collaboration-hand-in');
    await firstDraft.getByRole('button', { name: 'Entregar borrador' }).click();
    await expect(firstDraft).toBeHidden();
    await expect(page.getByText('Esperando la revisión de')).toBeVisible();

    // The brand asks for changes from its review queue.
    await switchTo(page, COMPANY);
    await openFromNav(page, 'Colaboraciones');
    await page.getByRole('link', { name: 'Por revisar' }).click();
    const queue = page.getByRole('list', { name: 'Borradores por revisar' });
    await expect(queue).toContainText('Reel 1 de Instagram');
    await checkScreen(page, 'review-queue');
    await queue.getByRole('link', { name: /^Revisar/ }).click();
    await expect(page.getByText('Queda 1 ronda de cambios incluida.')).toBeVisible();
    await page.getByRole('button', { name: 'Pedir cambios' }).click();
    const changes = page.getByRole('dialog', { name: 'Pedir cambios a la versión 1' });
    await changes.getByRole('button', { name: 'Enviar cambios' }).click();
    await expect(changes.getByText('Escribe una nota que explique qué cambiar.')).toBeVisible();
    await changes
      .getByLabel('Qué debe cambiar')
      .fill('Que el vaso se vea en los primeros segundos.');
    await changes.getByRole('button', { name: 'Enviar cambios' }).click();
    await expect(changes).toBeHidden();
    await expect(page.getByText('Esperando la nueva versión de')).toBeVisible();

    // The creator reads the note and hands in a second version.
    await switchTo(page, 'Lucía Cocina');
    await openCollaboration(page, BRAND);
    await expect(
      page.getByText('Que el vaso se vea en los primeros segundos.').first(),
    ).toBeVisible();
    const secondDraft = await handInDraft(
      page,
      app,
      second,
      'Ahora con el vaso al inicio #coldbrew',
    );
    await secondDraft.getByLabel('Nota para la marca').fill('Listo: el vaso sale en el segundo 1.');
    await secondDraft.getByRole('button', { name: 'Entregar borrador' }).click();
    await expect(secondDraft).toBeHidden();

    // The brand sees version 2 beside version 1; no round of changes is left: approve.
    await switchTo(page, COMPANY);
    await openCollaboration(page, 'Lucía Cocina');
    const compare = page.getByRole('group', { name: 'Comparación de versiones' }).first();
    await expect(compare).toContainText('Versión 2 (la más reciente)');
    await expect(compare).toContainText('Versión 1 (anterior)');
    await expect(compare).toContainText('Ahora con el vaso al inicio');
    await expect(compare).toContainText('Mi mañana con Aurora');
    const askChanges = page.getByRole('button', { name: 'Pedir cambios' });
    await expect(askChanges).toBeDisabled();
    await expect(askChanges).toHaveAccessibleDescription(
      'Ya se usó la ronda de cambios incluida en el acuerdo: puedes aprobar o rechazar.',
    );
    await checkScreen(page, 'review-compare-no-rounds');
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText('Esperando que Lucía Cocina publique.')).toBeVisible();

    // The creator hands in the post: another network's link is refused, then hers is taken.
    await switchTo(page, 'Lucía Cocina');
    await openCollaboration(page, BRAND);
    await page.getByRole('button', { name: 'Entregar enlace' }).click();
    const publish = page.getByRole('dialog', { name: 'Enlace de Reel 1 de Instagram' });
    await publish
      .getByLabel('Enlace de la publicación')
      .fill('https://www.tiktok.com/@lucia.cocina.mx/video/7312345678901234567');
    await publish.getByRole('button', { name: 'Entregar enlace' }).click();
    await expect(publish.getByText(/no es de Instagram/)).toBeVisible();
    await publish
      .getByLabel('Enlace de la publicación')
      .fill(`https://www.instagram.com/reel/${SHORTCODE}/?igsh=MWQ1ZGUxMzBkMA==`);
    await publish.getByRole('button', { name: 'Entregar enlace' }).click();
    await expect(publish).toBeHidden();

    // The core API reads the figures from Instagram at publication: the item is measured.
    await expect(async () => {
      await page.reload();
      await expect(item(page, 'Reel 1 de Instagram')).toContainText('Medida', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const figures = page.getByRole('table', { name: 'Cifras de la publicación' });
    await expect(figures).toContainText('18,500');
    await expect(figures).toContainText('1,240');
    await expect(figures).toContainText('Instagram');
    await checkScreen(page, 'collaboration-measured');

    // The brand exports the campaign report: its PDF says what happened.
    await switchTo(page, COMPANY);
    await openCollaboration(page, 'Lucía Cocina');
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    await expect(page.getByText(/^Reporte guardado: /)).toBeVisible({ timeout: 30_000 });
    const pdfName = (await readdir(app.exportsDir)).find((name) => name.endsWith('.pdf'));
    expect(pdfName).toBeDefined();
    const pdf = await readPdf(join(app.exportsDir, pdfName!));
    expect(pdf.text).toContain('Lucía Cocina');
    expect(pdf.text).toContain('Reel 1');
    expect(pdf.text).toContain('18,500');
    expect(pdf.text).toMatch(/USD\s*1,500/);
    expect(pdf.text).toMatch(/[A-Z0-9]{4}-?[A-Z0-9]{4}/);

    // The brand's inbox has the creator's moves.
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const inbox = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(inbox).toContainText('Lucía Cocina');
    await checkScreen(page, 'inbox-panel');
    await page.keyboard.press('Escape');
    await expect(inbox).toBeHidden();

    // And the calendar's `.ics`: the same dates, one stable UID each.
    await openFromNav(page, 'Calendario');
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await expect(page.getByText('Reel 2 de Instagram').first()).toBeVisible();
    await checkScreen(page, 'calendar-month');
    await page.getByRole('button', { name: 'Agregar al calendario' }).click();
    await expect(page.getByText(/^Guardado: .*\.ics/)).toBeVisible({ timeout: 30_000 });
    const icsName = (await readdir(app.exportsDir)).find((name) => name.endsWith('.ics'));
    expect(icsName).toBeDefined();
    const { events } = parseIcs(await readFile(join(app.exportsDir, icsName!), 'utf8'));
    const entries = await page.evaluate(async () => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      const answer = await bridge.getCollaborationCalendar({
        from: '2027-01-01',
        to: '2027-02-28',
      });
      return answer.ok ? answer.value.results : [];
    });
    expect(entries.length).toBeGreaterThan(0);
    expect(events.map((event) => event.uid).sort()).toEqual(
      expect.arrayContaining(entries.map((entry) => entry.uid).sort()),
    );
  });

  test('a draft handed in while the team server is gone waits on disk and is sent on reconnect', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    await app.open(page);
    const draft = await imageFile(app.exportsDir, 'borrador-sin-conexion.png', '#7c3aed');

    // The creator (Instagram typed by hand) and the brand's proposal, accepted.
    const creatorId = await page.evaluate(async (password) => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      const email = `creadora.${Date.now()}@ejemplo.mx`;
      await bridge.signUp({ email, password });
      await bridge.defineRole({ role: 'influencer' });
      await bridge.saveProfileSection({
        section: 'profile',
        values: {
          first_name: 'Lucía',
          last_name: 'Cocina',
          birthday: '1994-03-08',
          question_text: 'Cocina mexicana de todos los días.',
        },
      });
      await bridge.addNetwork({ network: 'instagram', username: 'lucia.offline', followers: 9100 });
      const session = await bridge.getSession();
      return session.ok ? (session.value.user?.id ?? '') : '';
    }, PASSWORD);
    await seedBrandProposal(page, creatorId, uniqueEmail('marca'));
    await page.reload();
    await switchTo(page, 'Lucía Cocina');
    await openFromNav(page, 'Propuestas');
    await page.getByRole('list', { name: 'Propuestas' }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Aceptaste la propuesta')).toBeVisible();
    await brandPays(page, 'Lucía Cocina');
    await openCollaboration(page, BRAND);
    await expect(page.getByText('Entrega tu borrador.')).toBeVisible();

    // The server goes; the collaboration still opens from the copy, and the draft is queued.
    await app.stopApi();
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'El servidor no responde' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(item(page, 'Reel 1 de Instagram')).toBeVisible();
    const dialog = await handInDraft(page, app, draft, 'Hecho sin conexión #coldbrew');
    await dialog.getByRole('button', { name: 'Enviar al reconectar' }).click();
    await expect(dialog).toBeHidden();
    const pending = page.locator('.pending-action');
    await expect(pending).toContainText('Pendiente de enviar');
    await expect(pending).toContainText('Borrador con 1 archivo');
    // Not offered twice: the waiting one can be cancelled from its note.
    await expect(page.getByRole('button', { name: 'Entregar borrador' })).toHaveCount(0);
    await checkScreen(page, 'collaboration-draft-queued-offline');

    // Back: sent in order with its file; the brand has it to review.
    await app.resumeApi();
    await banner
      .getByRole('button', { name: 'Reintentar' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(banner).toBeHidden({ timeout: 45_000 });
    await expect(pending).toHaveCount(0, { timeout: 30_000 });
    await expect(item(page, 'Reel 1 de Instagram')).toContainText('Borrador entregado', {
      timeout: 30_000,
    });
    await switchTo(page, COMPANY);
    await openFromNav(page, 'Colaboraciones');
    await page.getByRole('link', { name: 'Por revisar' }).click();
    await expect(page.getByRole('list', { name: 'Borradores por revisar' })).toContainText(
      'Reel 1 de Instagram',
    );
  });
});
