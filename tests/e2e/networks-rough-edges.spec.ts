import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { openFromNav, signUpCreator, skipWithoutSystemParts } from './harness/flows';
import { checkScreen, SCREEN_SIZES } from './harness/screen-check';

/**
 * Issue 34, creator side, on the real renderer, main and core API: a LinkedIn link pasted into
 * the connection form fills it as the hint says, the panel's badges never break over two lines,
 * a card with readings never says "Sin historial aún", a long handle wraps in "No encontramos ese
 * perfil"; and against a team server that stops for real, the outage shows while the creator
 * types and the save that finds it gone waits in the queue.
 */

const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'El servidor no responde' });

/** Pastes `text` into the focused field as a person would (a paste event with clipboard data). */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Every badge in the panel is one line high at both window sizes. */
async function expectBadgesOnOneLine(page: Page, panel: Locator): Promise<void> {
  const original = page.viewportSize();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    const badges = panel.locator('.network-item__badge');
    await expect(badges.first()).toBeVisible();
    const lines = await badges.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        const box = element.getBoundingClientRect();
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + 2;
        return Math.round((box.height - padding) / lineHeight);
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines, `badge lines at ${size.width}×${size.height}`).toEqual(lines.map(() => 1));
  }
  if (original) await page.setViewportSize(original);
}

test.describe('networks: the rough edges of issue 34', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(180_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  test('a pasted LinkedIn link fills the form; badges stay whole; history words; long handles wrap', async ({
    page,
  }) => {
    app = await AppHarness.start();
    await app.open(page);
    await signUpCreator(page);
    await page.goto(`${app.url}#/setting-public-profile/connections`);
    await page.getByRole('button', { name: 'Agregar conexión' }).click();
    const panel = page.getByRole('dialog', { name: 'Redes sociales' });

    // Instagram by hand: a "Sin verificar" badge beside its name.
    await panel.getByRole('button', { name: 'Agregar red' }).click();
    await panel.getByRole('button', { name: 'Instagram', exact: true }).click();
    await panel.getByLabel('Usuario').fill('ana.crea');
    await panel.getByLabel('Seguidores').fill('12345');
    await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(panel.getByText('@ana.crea')).toBeVisible();

    // LinkedIn from its profile link: the username and the URL fill themselves.
    await panel.getByRole('button', { name: 'Agregar red' }).click();
    await panel.getByRole('button', { name: 'LinkedIn', exact: true }).click();
    await paste(
      page,
      panel.getByLabel('Usuario'),
      'https://www.linkedin.com/in/ana-lopez-garcia/?originalSubdomain=mx',
    );
    await expect(panel.getByLabel('Usuario')).toHaveValue('ana-lopez-garcia');
    await expect(panel.getByLabel('URL')).toHaveValue(
      'https://www.linkedin.com/in/ana-lopez-garcia',
    );
    await panel.getByLabel('Nombre').fill('Ana López García');
    await panel.getByLabel('Seguidores').fill('480');
    await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(panel.getByText('@ana-lopez-garcia')).toBeVisible();

    await expectBadgesOnOneLine(page, panel);
    await checkScreen(page, 'issue34-networks-panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The dashboard: each card has one reading, so no change yet, and never "Sin historial aún".
    await page.goto(`${app.url}#/my_work/networks`);
    const list = page.getByRole('list', { name: 'Tus redes conectadas' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Aún no hay cambio que medir')).toHaveCount(2);
    await expect(list.getByText('Sin historial aún')).toHaveCount(0);
    await checkScreen(page, 'issue34-networks-dashboard');

    // A long handle that cannot be one wraps in the "not found" message.
    const handle = 'ana.lopez.garcia.de.la.fuente.contenidos.gastronomicos.mx';
    await page.goto(`${app.url}#/profile/${handle}`);
    await expect(page.getByRole('heading', { name: 'No encontramos ese perfil' })).toBeVisible();
    await expect(page.getByText(handle, { exact: false })).toBeVisible();
    await checkScreen(page, 'issue34-profile-not-found-long-handle');
  });

  test('the outage shows while the creator types, and the save that finds it gone is queued', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    await app.open(page);
    await signUpCreator(page);
    await openFromNav(page, 'Precios');
    const rates = page.getByRole('region', { name: 'Tarifa' });
    await page.getByRole('button', { name: 'Agregar precio' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Agregar precio' });
    await dialog.getByLabel('Red social').selectOption({ label: 'Instagram' });
    await dialog.getByLabel('Tipo de contenido').selectOption({ label: 'Reel' });
    const price = dialog.getByLabel('Precio (USD)');
    await price.click();
    await price.pressSequentially('1,5');

    // The server stops while the creator is in the field: the banner within 5 s, no save needed.
    await app.stopApi();
    await price.pressSequentially('00');
    // Within 5 s the form knows (its save turns into "Guardar sin conexión" with the reason) and
    // so does the banner, which the open dialog hides from the accessibility tree meanwhile.
    await expect(dialog.getByRole('button', { name: 'Guardar sin conexión' })).toBeVisible({
      timeout: 5_000,
    });
    await expect(
      page.locator('[role="status"]').filter({ hasText: 'El servidor no responde' }).first(),
    ).toBeVisible({ timeout: 1_000 });
    await expect(price).toBeFocused();
    await checkScreen(page, 'issue34-outage-while-typing');
    await dialog.getByRole('button', { name: 'Guardar sin conexión' }).click();
    await expect(dialog).toBeHidden();
    await expect(rates.getByText('Pendiente de enviar').first()).toBeVisible();

    // Back online; then the server goes again, and the save comes before anything noticed.
    await app.resumeApi();
    await banner(page)
      .getByRole('button', { name: 'Reintentar' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect(banner(page)).toBeHidden({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Agregar precio' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Agregar precio' });
    await dialog.getByLabel('Red social').selectOption({ label: 'TikTok' });
    await dialog.getByLabel('Tipo de contenido').selectOption({ label: 'Video' });
    await dialog.getByLabel('Precio (USD)').fill('900');
    await app.stopApi();
    await dialog.getByRole('button', { name: /^Guardar (precio|sin conexión)$/ }).click();
    // Queued, not failed: the dialog closes, no error, and the card lists it as waiting.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No se pudo conectar con el servidor')).toHaveCount(0);
    await expect(rates.getByText(/TikTok/).first()).toBeVisible();
    await expect(banner(page)).toBeVisible({ timeout: 5_000 });
    await checkScreen(page, 'issue34-first-save-queued');
  });
});
