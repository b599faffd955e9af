import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MEDIA_KIT_CODE_PATTERN, type KitVerifyAnswer } from '../../src-shared/domain/media-kit';
import { AppHarness } from './harness/app-harness';
import { type Creator, setUpCreator } from './harness/creator-setup';
import {
  openAccountMenu,
  openFromNav,
  signUpCreator,
  skipWithoutSystemParts,
  uniqueEmail,
} from './harness/flows';
import { readPdf } from './harness/pdf-text';
import { SCREEN_SIZES, checkScreen } from './harness/screen-check';

/**
 * Issue 15 end to end: the agency's details typed once in Configuración are printed on the kit a
 * creator exports, with a code the core API verifies; a batch of five cancelled after the
 * second kit stops there and says so, row by row and in its summary.
 */

/** A 1×1 PNG: the smallest logo the agency form accepts. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const addAccount = async (page: Page) => {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Agregar otra cuenta' }).click();
};

test.describe('media kits an agency sends', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(180_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  test('the agency details from Configuración are printed on a kit anyone can verify', async ({
    page,
  }) => {
    app = await AppHarness.start();
    const carla: Creator = {
      email: uniqueEmail('carla'),
      firstName: 'Carla',
      lastName: 'Méndez',
      handle: 'carlacocina',
      followers: '48,200',
    };
    await app.open(page);
    await setUpCreator(page, app.url, carla);

    // Configuración → Datos de la agencia, once for this desktop.
    await openFromNav(page, 'Configuración');
    const agency = page.getByRole('region', { name: 'Datos de la agencia' });
    await agency.getByLabel('Nombre de la agencia').fill('Agencia Norte');
    await agency.getByLabel('Persona de contacto').fill('Lucía Garza');
    await agency.getByLabel('Correo de contacto').fill('lucia@agencianorte');
    await agency.getByRole('button', { name: 'Guardar datos de la agencia' }).click();
    await expect(agency.getByText(/^Escribe un correo electrónico válido/)).toBeVisible();
    await agency.getByLabel('Correo de contacto').fill('lucia@agencianorte.mx');
    await agency.getByLabel('Teléfono de contacto').fill('+52 55 1234 5678');
    await agency.getByLabel('Logo de la agencia').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: LOGO_PNG,
    });
    await agency.getByRole('button', { name: 'Guardar datos de la agencia' }).click();
    await expect(page.getByText('Datos de la agencia guardados')).toBeVisible();
    await checkScreen(page, 'settings-agency');

    // The kit page shows them in its preview; the kit goes out on Letter paper.
    await openFromNav(page, 'Kit de medios');
    const preview = page.frameLocator('iframe[title^="Vista previa del kit de medios"]');
    await expect(preview.getByText('Agencia Norte', { exact: true })).toBeVisible();
    await expect(preview.getByText('Lucía Garza')).toBeVisible();
    await page.getByRole('radio', { name: 'Carta' }).check();
    await checkScreen(page, 'media-kit-options');
    // Issue 34: the whole width of the page shows at both sizes, scaled down where the window is
    // narrower than the paper, never cut off behind a sideways scroll.
    const previewBox = page.getByRole('region', { name: /^Vista previa del kit de medios/ });
    const previewFrame = page.locator('iframe[title^="Vista previa del kit de medios"]');
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await expect
        .poll(async () => {
          const [box, frame] = [await previewBox.boundingBox(), await previewFrame.boundingBox()];
          return box && frame ? Math.round(frame.x + frame.width - (box.x + box.width)) : 1;
        })
        .toBeLessThanOrEqual(0);
    }

    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const fileName = `kit-de-medios-${carla.handle}.pdf`;
    await expect(page.getByText(`Guardado: ${fileName}`)).toBeVisible({ timeout: 30_000 });

    const pdf = await readPdf(join(app.exportsDir, fileName));
    for (const text of ['Agencia Norte', 'Lucía Garza', 'lucia@agencianorte.mx', 'Carla Méndez']) {
      expect(pdf.text).toContain(text);
    }
    expect(pdf.pages[0]).toEqual({ width: 612, height: 792 });
    // One network, no portfolio, prices or deals: the cover, the network, the agency and the
    // verification box fill one Letter page.
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toContain('Alcance total 48,200 seguidores en 1 red social');
    const code = /\b([0-9A-HJKMNP-TV-Z]{10})\b/.exec(pdf.text)?.[1];
    expect(code).toMatch(MEDIA_KIT_CODE_PATTERN);
    // The kit prints the short address a person can type; it leads to the verification.
    const shortAddress = `${await app.apiUrl}/v/${code}`;
    expect(pdf.text).toContain(`Verifica este kit en ${shortAddress}`);
    const typed = await fetch(shortAddress, { headers: { accept: 'application/json' } });
    expect(typed.status).toBe(200);

    // The code on the kit is registered with the core API, which vouches for its figures.
    const answer = await fetch(`${await app.apiUrl}/api/v3/media-kit/verify/${code}`);
    expect(answer.status).toBe(200);
    const { response: body } = (await answer.json()) as { response: KitVerifyAnswer };
    expect(body.creator.handle).toBe(carla.handle);
    expect(body.matches).toBe(true);
  });

  test('a batch of five cancelled while the second kit prints: the kits started are saved, 2 cancelled', async ({
    page,
  }) => {
    app = await AppHarness.start();
    await app.open(page);
    for (let index = 0; index < 5; index += 1) {
      if (index > 0) await addAccount(page);
      await signUpCreator(page, uniqueEmail(`lote${index + 1}`));
    }

    await openFromNav(page, 'Kit de medios');
    await page.getByRole('button', { name: 'Exportar varios kits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar varios kits' });
    await expect(
      dialog.getByRole('group', { name: 'Cuentas de creador' }).getByRole('checkbox'),
    ).toHaveCount(5);

    // Two kits print at once. The second waits at the printer, and so does the third, started as
    // the first is saved, while the person presses Cancel: both are finished and saved, and the
    // two not started are cancelled.
    const hold = app.kitRenderer.holdPrint(2);
    await dialog.getByRole('button', { name: 'Exportar', exact: true }).click();
    await hold.reached;
    const rows = dialog.getByRole('list', { name: 'Resultado por cuenta' }).getByRole('listitem');
    await expect(rows.filter({ hasText: 'Guardado:' })).toHaveCount(1);
    const box = await dialog.boundingBox();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog.getByRole('button', { name: 'Cancelando…' })).toBeVisible();
    await expect.poll(() => app!.handledCalls.includes('cancelExport')).toBe(true);
    hold.release();

    await expect(dialog.getByText('3 de 5 guardados, 2 cancelados')).toBeVisible({
      timeout: 30_000,
    });
    await expect(rows.filter({ hasText: 'Guardado:' })).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Cancelado' })).toHaveCount(2);
    // The dialog kept its place and size while its rows changed.
    expect(await dialog.boundingBox()).toEqual(box);
    await checkScreen(page, 'media-kit-batch-cancelled');
  });
});
