import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AppHarness } from './harness/app-harness';
import { openFromNav, signUpCreator, skipWithoutSystemParts, uniqueEmail } from './harness/flows';

/**
 * Issue 6 end to end: a creator fills the briefcase with an image and a video, sets two prices,
 * buys credits in test mode (confetti), applies for the trial twice, filters transactions, saves
 * a payout e-mail, changes the password and signs in with it, then deletes the account.
 */

/** A small real PNG, and the start of an MP4 (its `ftyp` box is what the checks read). */
async function samples(): Promise<{ png: Buffer; mp4: Buffer }> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(2048, 7),
  ]);
  return { png, mp4 };
}

async function addPiece(page: Page, name: string, mimeType: string, buffer: Buffer, title: string) {
  await page.getByRole('button', { name: 'Agregar pieza' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Agregar pieza' });
  await dialog.getByLabel('Elegir archivo').setInputFiles({ name, mimeType, buffer });
  await dialog.getByLabel('Título (opcional)').fill(title);
  await dialog.getByRole('button', { name: 'Subir pieza' }).click();
  await expect(page.getByText('Agregamos la pieza a tu portafolio.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function addPrice(page: Page, network: string, contentType: string, price: string) {
  await page.getByRole('button', { name: 'Agregar precio' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Agregar precio' });
  await dialog.getByLabel('Red social').selectOption({ label: network });
  await dialog.getByLabel('Tipo de contenido').selectOption({ label: contentType });
  await dialog.getByLabel('Precio (USD)').fill(price);
  await dialog.getByRole('button', { name: 'Guardar precio' }).click();
  await expect(dialog).toBeHidden();
}

test.describe("a creator's business", () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(120_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  test('briefcase, prices, credits, trial, transactions, payouts, password and deletion', async ({
    page,
  }) => {
    app = await AppHarness.start();
    await app.open(page);
    const email = uniqueEmail('negocio');
    await signUpCreator(page, email);
    const { png, mp4 } = await samples();

    await openFromNav(page, 'Portafolio');
    await addPiece(page, 'portada.png', 'image/png', png, 'Campaña de verano');
    await addPiece(page, 'clip.mp4', 'video/mp4', mp4, 'Detrás de cámaras');
    const pieces = page.getByRole('list', { name: 'Tus piezas' });
    await expect(pieces.getByRole('listitem')).toHaveCount(2);
    await expect(pieces.getByRole('button', { name: /^Ver video:/ })).toBeVisible();

    await openFromNav(page, 'Precios');
    await addPrice(page, 'Instagram', 'Reel', '1,500');
    await addPrice(page, 'TikTok', 'Video', '900.50');
    const rates = page.getByRole('region', { name: 'Tarifa' });
    await expect(rates).toContainText('USD 1,500.00');
    await expect(rates).toContainText('USD 900.50');

    await openFromNav(page, 'Créditos y plan');
    await page
      .getByRole('article')
      .filter({ hasText: '10 créditos' })
      .getByRole('button', { name: 'Comprar' })
      .click();
    await expect(page.getByText('Compra completada')).toBeVisible();
    await expect(page.getByText('Modo de prueba').first()).toBeVisible();
    await expect(page.getByTestId('confetti')).toBeAttached();
    await expect(page.getByText('Saldo: 10 créditos')).toBeVisible();

    await page.getByRole('button', { name: 'Probar 14 días gratis' }).click();
    await expect(page.getByText(/prueba premium/i).first()).toBeVisible();
    // Once started, the trial cannot be applied for again: its button is gone, one end date shows.
    await expect(page.getByRole('button', { name: 'Probar 14 días gratis' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Tu plan' }).getByText(/^Vence el .+ · quedan 14 días$/),
    ).toBeVisible();

    await page.getByLabel('Correo de PayPal').fill('ana.pagos@gmail.com');
    await page.getByRole('button', { name: 'Guardar correo' }).click();
    await expect(page.getByText(/Pagos a an\*+@gm\*+\.com/)).toBeVisible();

    await openFromNav(page, 'Movimientos');
    const table = page.getByRole('table', { name: 'Movimientos de tu cuenta' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByLabel('Tipo').selectOption({ label: 'Compra de créditos' });
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Compra de créditos');
    await expect(table).not.toContainText('Prueba premium');

    await openFromNav(page, 'Seguridad');
    await page.getByLabel('Contraseña actual').fill('contraseña-segura');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-segura');
    await page.getByLabel('Confirma la nueva contraseña').fill('otra-clave-segura');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Cambiamos tu contraseña')).toBeVisible();

    await page.getByRole('button', { name: /^Cuenta/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/#\/sign-in/);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('otra-clave-segura');
    await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/#\/home_search/);

    await openFromNav(page, 'Seguridad');
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await confirm.getByLabel('Contraseña').fill('otra-clave-segura');
    await confirm.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
    await confirm.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(page).toHaveURL(/#\/sign-in/);

    // The old password no longer opens anything.
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('otra-clave-segura');
    await page.locator('form').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El correo o la contraseña no son correctos.')).toBeVisible();
  });
});
