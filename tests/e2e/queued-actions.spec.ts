import { expect, test, type Page } from '@playwright/test';
import type { BridgeApi } from '../../src-shared/bridge/api';
import { ApiPath } from '../../src-shared/api/paths';
import { AppHarness } from './harness/app-harness';
import { openFromNav, skipWithoutSystemParts, switchTo } from './harness/flows';
import { SEEDED_CREATOR, SEEDED_TERMS, seedCreatorAndProposal } from './harness/seed-proposal';
import { checkScreen, unreachableDialogButtons } from './harness/screen-check';

/**
 * Issue 17, queued actions: a creator and a brand on one desktop against a team server that stops
 * for real. Offline, a counter-offer and a wizard step wait in the queue ("Pendiente de enviar")
 * and go when the server answers again; a counter whose proposal moved on meanwhile is not sent
 * blindly: the creator sees both versions and decides.
 */

const PASSWORD = 'contraseña-segura';
const COMPANY = 'Cafés del Bajío';
const CREATOR = SEEDED_CREATOR;
const BRAND_MESSAGE = 'Dos reels para el lanzamiento del café frío.';
const COUNTER_MESSAGE = 'Mi tarifa por dos reels con historias.';
const TERMS = SEEDED_TERMS;

const rounds = (page: Page) => page.getByRole('list', { name: 'Rondas de la negociación' });
const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'El servidor no responde' });
const pendingNote = (page: Page) => page.locator('.pending-action');
/** The banner's count of queued actions. */
const summary = (page: Page) => page.locator('.queued-summary__text');

/** The creator and the brand with its proposal; the brand ends active. */
const seed = (page: Page) =>
  seedCreatorAndProposal(page, {
    handlePrefix: 'ana.cola',
    password: PASSWORD,
    company: COMPANY,
    brandName: 'Café Boreal',
    message: BRAND_MESSAGE,
  });

/** The creator opens the proposal received once, online, so its copy holds it; returns its URL. */
async function creatorOpensProposal(page: Page): Promise<string> {
  await switchTo(page, CREATOR);
  await openFromNav(page, 'Propuestas');
  await page.getByRole('list', { name: 'Propuestas' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/#\/view_proposal\//);
  await expect(rounds(page).getByText(BRAND_MESSAGE)).toBeVisible();
  return page.url();
}

/** The team server stops; the screen shows the proposal from the copy, under the one banner. */
async function goOffline(app: AppHarness, page: Page): Promise<void> {
  await app.stopApi();
  await page.reload();
  await expect(banner(page)).toBeVisible({ timeout: 30_000 });
}

/** The team server answers again and the banner's "Reintentar" finds it at once. */
async function reconnect(app: AppHarness, page: Page): Promise<void> {
  await app.resumeApi();
  // Main's own probe may find it first and take the banner away before the click lands.
  await banner(page)
    .getByRole('button', { name: 'Reintentar' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(banner(page)).toBeHidden({ timeout: 45_000 });
}

/** The creator counters offline from the proposal on screen: queued, shown pending. */
async function counterOffline(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Contraofertar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tu contraoferta' });
  await dialog.getByLabel('Precio (USD)').fill('1,500');
  await dialog.getByLabel('Mensaje').fill(message);
  await dialog.getByRole('button', { name: 'Enviar al reconectar' }).click();
  await expect(dialog).toBeHidden();
  await expect(pendingNote(page)).toContainText('Pendiente de enviar');
  await expect(pendingNote(page)).toContainText('Contraoferta por USD');
}

/** Signs in over HTTP at `url` and answers the token. */
async function tokenAt(url: string, email: string): Promise<string> {
  const answer = await fetch(new URL(ApiPath.login, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { response: { token: string } }).response.token;
}

/** A counter-offer over HTTP at `url` with `token`, as another desktop would send it. */
async function counterAt(url: string, token: string, id: string, price: number, message: string) {
  const answer = await fetch(new URL(ApiPath.proposalAction(id, 'counter'), url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...TERMS, price, message }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

test.describe('actions queued while the team server is gone', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(240_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  test('a counter-offer queued offline is sent on reconnect and the brand sees the round', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    await app.open(page);
    await seed(page);
    await page.reload();
    const proposalUrl = await creatorOpensProposal(page);

    await goOffline(app, page);
    await expect(rounds(page).getByText(BRAND_MESSAGE)).toBeVisible();
    await counterOffline(page, COUNTER_MESSAGE);
    await expect(banner(page)).toContainText('1 acción pendiente de enviar');
    await checkScreen(page, 'counter-queued-offline');

    // The list of pending actions, from the banner.
    await banner(page).getByRole('button', { name: 'Ver pendientes' }).click();
    const list = page.getByRole('dialog', { name: 'Acciones pendientes de enviar' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Pendiente de enviar');
    await checkScreen(page, 'queued-actions-list');
    await list.getByRole('button', { name: 'Cerrar' }).click();
    await expect(list).toBeHidden();

    await reconnect(app, page);
    // Sent: the note goes and the proposal shows the creator's round.
    await expect(pendingNote(page)).toHaveCount(0, { timeout: 30_000 });
    await expect(rounds(page).getByText(COUNTER_MESSAGE)).toBeVisible({ timeout: 30_000 });

    await switchTo(page, COMPANY);
    await page.goto(proposalUrl);
    await expect(rounds(page).getByText(COUNTER_MESSAGE)).toBeVisible();
    await expect(rounds(page).getByText(BRAND_MESSAGE)).toBeVisible();
  });

  test('a counter whose proposal moved on meanwhile shows the conflict with both versions', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    await app.open(page);
    const { creatorEmail, brandEmail } = await seed(page);
    await page.reload();
    const proposalUrl = await creatorOpensProposal(page);
    const proposalId = proposalUrl.split('/view_proposal/')[1]?.split(/[?#]/)[0] ?? '';

    await goOffline(app, page);
    await counterOffline(page, COUNTER_MESSAGE);

    // Meanwhile, out of this desktop's reach: the creator countered from another desktop and
    // the brand answered with a counter of its own. The proposal on the server moved on.
    const brandCounter = 'Subimos a USD 1,350 si incluyes una historia.';
    await app.apiAside(async (url) => {
      await counterAt(url, await tokenAt(url, creatorEmail), proposalId, 1400, 'Desde la oficina.');
      await counterAt(url, await tokenAt(url, brandEmail), proposalId, 1350, brandCounter);
    });

    await reconnect(app, page);
    // Never applied blindly: the note says why, and the choice is the creator's.
    const note = pendingNote(page);
    await expect(note).toContainText('No se envió', { timeout: 30_000 });
    await note.getByRole('button', { name: 'Ver conflicto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conflicto al enviar' });
    const mine = dialog.getByRole('region', { name: 'Lo que enviaste' });
    const theirs = dialog.getByRole('region', { name: 'Lo que hay ahora' });
    await expect(mine).toContainText('USD 1,500.00');
    await expect(mine).toContainText(COUNTER_MESSAGE);
    await expect(theirs).toContainText('USD 1,350.00');
    await expect(theirs).toContainText(brandCounter);
    await expect(mine).toContainText('Del 10 de enero de 2027 al 31 de enero de 2027');
    await checkScreen(page, 'queued-conflict');

    await dialog.getByRole('button', { name: 'Descartar mi cambio' }).click();
    await expect(dialog).toBeHidden();
    await expect(pendingNote(page)).toHaveCount(0);
    await page.reload();
    await expect(rounds(page).getByText(brandCounter)).toBeVisible();
    await expect(rounds(page).getByText(COUNTER_MESSAGE)).toHaveCount(0);
  });

  test('one queued counter at a time; on a proposal accepted meanwhile only discarding is offered', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    await app.open(page);
    const { creatorEmail } = await seed(page);
    await page.reload();
    const proposalUrl = await creatorOpensProposal(page);
    const proposalId = proposalUrl.split('/view_proposal/')[1]?.split(/[?#]/)[0] ?? '';

    await goOffline(app, page);
    await counterOffline(page, COUNTER_MESSAGE);
    await expect(summary(page)).toHaveText('1 acción pendiente de enviar');

    // A second counter on top of the first: the form says so, main refuses it, the first stays
    // and what was typed stays in the open form. At 1024×640 the tall form's buttons are in
    // view and the toast does not cover them (checkScreen looks at both).
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.getByRole('button', { name: 'Contraofertar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tu contraoferta' });
    await expect(dialog.getByRole('alert')).toContainText(
      'Ya tienes una contraoferta pendiente de enviar',
    );
    await dialog.getByLabel('Mensaje').fill('Otra idea: tres reels.');
    await dialog.getByRole('button', { name: 'Enviar al reconectar' }).click();
    await expect(
      page.getByText('Ya tienes una contraoferta pendiente de enviar para esta propuesta.'),
    ).toBeVisible();
    // While the toast is up, the dialog's buttons are in view and not under it.
    expect(await unreachableDialogButtons(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/counter-second-toast-1024x640.png`,
      });
    }
    await expect(dialog.getByLabel('Mensaje')).toHaveValue('Otra idea: tres reels.');
    await checkScreen(page, 'counter-second-refused');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(pendingNote(page)).toHaveCount(1);
    await expect(pendingNote(page)).toContainText('Contraoferta por USD 1,500.00');

    // Meanwhile the creator accepted the brand's terms from another desktop: it is closed.
    await app.apiAside(async (url) => {
      const answer = await fetch(new URL(ApiPath.proposalAction(proposalId, 'accept'), url), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${await tokenAt(url, creatorEmail)}`,
        },
        body: '{}',
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
    });

    await reconnect(app, page);
    const note = pendingNote(page);
    await expect(note).toContainText('No se envió', { timeout: 30_000 });
    // Nothing left to send, one conflict waiting for the creator: counted as such.
    await expect(summary(page)).toHaveText('1 acción en conflicto');
    await note.getByRole('button', { name: 'Ver conflicto' }).click();
    const conflict = page.getByRole('dialog', { name: 'Conflicto al enviar' });
    await expect(conflict).toContainText('La propuesta ya se cerró en el servidor');
    await expect(conflict.getByRole('button', { name: 'Enviar de todos modos' })).toHaveCount(0);
    // Only what differs is marked: the price and the message, not the same dates and content.
    for (const name of ['Lo que enviaste', 'Lo que hay ahora']) {
      await expect(
        conflict.getByRole('region', { name }).getByRole('term').filter({ hasText: 'Distinto' }),
      ).toHaveText(['Precio Distinto', 'Mensaje Distinto']);
    }
    await checkScreen(page, 'queued-conflict-closed');

    await conflict.getByRole('button', { name: 'Descartar mi cambio' }).click();
    await expect(conflict).toBeHidden();
    await expect(pendingNote(page)).toHaveCount(0);
    await expect(summary(page)).toHaveCount(0);
  });

  test('a wizard step typed offline survives a switch and a restart, and is sent on reconnect', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    await app.open(page);
    await seed(page);
    await page.reload();
    await switchTo(page, CREATOR);
    const stepUrl = `${app.url}#/setting-public-profile/profile`;
    await page.goto(stepUrl);
    await expect(page.getByLabel('Biografía')).toHaveValue('Creo contenido de café y viajes.');

    await goOffline(app, page);
    const bio = 'Reseño cafeterías de especialidad en Guadalajara y Querétaro.';
    await page.getByLabel('Biografía').fill(bio);
    await page.getByRole('button', { name: 'Guardar sin conexión' }).click();
    await expect(page).toHaveURL(/#\/setting-public-profile\/basic_info/);

    // Another account, then back; then the app restarts, the server still gone.
    await switchTo(page, COMPANY);
    await switchTo(page, CREATOR);
    await app.restart();
    await page.goto(stepUrl);
    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Biografía')).toHaveValue(bio);
    await expect(pendingNote(page)).toContainText('Pendiente de enviar');
    await checkScreen(page, 'wizard-step-queued');

    await reconnect(app, page);
    await expect(pendingNote(page)).toHaveCount(0, { timeout: 30_000 });
    const saved = await page.evaluate(async () => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      const outcome = await bridge.getProfile();
      return outcome.ok ? outcome.value.question_text : null;
    });
    expect(saved).toBe(bio);
  });
});
