import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startFacebookGraph, type FacebookGraphStandIn } from '../fixtures/facebook-graph';
import { startImagine, type ImagineStandIn } from '../fixtures/imagine';
import { storyJpeg } from '../fixtures/story-files';
import { AppHarness } from './harness/app-harness';
import { addInstagram } from './harness/creator-setup';
import {
  connectInstagramThroughFacebook,
  openAccountMenu,
  openFromNav,
  signUpBrand,
  signUpCreator,
  skipWithoutSystemParts,
  switchTo,
  uniqueEmail,
} from './harness/flows';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 18: every dialog of the app opened the way a person opens it (its button, by the name it
 * shows), checked with axe at both window sizes, then closed with Escape, after which focus is
 * back on the button that opened it, where a keyboard user left off.
 */

/**
 * Checks the open dialog: axe and screenshots at both sizes (`checkScreen`), and in the smallest
 * window its close button inside it (a long title must not push it out); with `fits`, all of it
 * shown without scrolling (a viewer's picture and its nav bar together).
 */
async function checkOpenDialog(
  page: Page,
  dialog: Locator,
  shot: string,
  { fits = false }: { fits?: boolean } = {},
): Promise<void> {
  await checkScreen(page, `dialog-${shot}`);
  const original = page.viewportSize();
  await page.setViewportSize({ width: 1024, height: 640 });
  const box = await dialog.boundingBox();
  const close = await dialog.getByRole('button', { name: 'Cerrar', exact: true }).boundingBox();
  expect(box && close, `"${shot}" and its close button are on screen`).toBeTruthy();
  if (box && close) {
    expect(close.x + close.width, `the close button of "${shot}" inside it`).toBeLessThanOrEqual(
      box.x + box.width,
    );
  }
  if (fits) {
    const hidden = await dialog.evaluate((element) => element.scrollHeight - element.clientHeight);
    expect(hidden, `"${shot}" scrolls at 1024×640`).toBeLessThanOrEqual(0);
  }
  if (original) await page.setViewportSize(original);
}

/** Opens a dialog from `opener`, lets `fill` put it in the state worth checking, checks, closes. */
async function checkDialog(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  shot: string,
  fill?: (dialog: Locator) => Promise<void>,
  options?: { fits?: boolean },
): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await checkOpenDialog(page, dialog, shot, options);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener, `focus back on the opener of "${shot}"`).toBeFocused();
}

async function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

const HOUR = 3_600_000;

test.describe('every dialog passes axe and gives focus back', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(180_000);

  let app: AppHarness | undefined;
  let graph: FacebookGraphStandIn | undefined;
  let imagine: ImagineStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await graph?.close();
    await imagine?.close();
    app = graph = imagine = undefined;
  });

  test('signed out, then a creator: password, avatar, networks, stories, portfolio, prices, image studio, sessions, deletion', async ({
    page,
  }) => {
    graph = await startFacebookGraph();
    graph.setDialogUser({ id: '7070', name: 'Ana Crea' });
    graph.setPages('7070', [
      {
        id: 'page-7070',
        name: 'Ana Crea',
        followers_count: 900,
        instagram: {
          id: '178417070',
          username: 'anacrea.dialogos',
          followers_count: 12_500,
          stories: [
            {
              id: '18000000000000001',
              media_type: 'IMAGE',
              media: await storyJpeg('#c0392b'),
              permalink: 'https://www.instagram.com/stories/anacrea.dialogos/18000000000000001/',
              timestamp: new Date(Date.now() - 3 * HOUR).toISOString(),
            },
          ],
        },
      },
    ]);
    imagine = await startImagine();
    app = await AppHarness.start({
      env: {
        IMAGE_API_URL: imagine.url,
        IMAGE_API_KEY: imagine.apiKey,
        FACEBOOK_APP_ID: graph.appId,
        FACEBOOK_APP_SECRET: graph.appSecret,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
        FACEBOOK_DIALOG_URL: graph.dialogUrl,
      },
    });
    await app.open(page);

    await checkDialog(
      page,
      page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }),
      'Recupera tu contraseña',
      'forgot-password',
    );

    await signUpCreator(page);

    // The avatar editor, with a picture chosen: the crop area and its preview.
    await page.goto(`${app.url}#/setting-public-profile/profile`);
    const picture = await png(300, 200, '#7c3aed');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Cambiar foto' }),
      'Cambiar foto de perfil',
      'avatar',
      async (dialog) => {
        await dialog
          .getByLabel('Elegir imagen')
          .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: picture });
        await expect(dialog.getByRole('button', { name: 'Subir' })).toBeEnabled();
      },
    );

    // The networks side panel with a connection, and its removal confirmation.
    await connectInstagramThroughFacebook(page, app.url, 'anacrea.dialogos');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Agregar conexión' }),
      'Redes sociales',
      'networks-panel',
    );
    await page.getByRole('button', { name: 'Agregar conexión' }).click();
    const panel = page.getByRole('dialog', { name: 'Redes sociales' });
    const removeInPanel = panel.getByRole('button', { name: 'Eliminar Instagram' });
    await removeInPanel.click();
    const confirmRemoval = page.getByRole('dialog', { name: '¿Eliminar esta conexión?' });
    await expect(confirmRemoval).toBeVisible();
    await checkOpenDialog(page, confirmRemoval, 'remove-connection-panel');
    await page.keyboard.press('Escape');
    await expect(confirmRemoval).toBeHidden();
    await expect(removeInPanel).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The same confirmation from the networks dashboard.
    await page.goto(`${app.url}#/my_work/networks`);
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Eliminar Instagram' }),
      '¿Eliminar esta conexión?',
      'remove-connection-dashboard',
    );

    // A story, opened large.
    await page.goto(`${app.url}#/stories`);
    await page.getByRole('button', { name: 'Descargar mis historias' }).click();
    const stories = page.getByRole('list', { name: 'Tus historias' });
    await checkDialog(
      page,
      stories.getByRole('button', { name: /^Ver historia del / }),
      /^Historia del /,
      'story-viewer',
      async (dialog) => {
        await expect(dialog.getByRole('img')).toBeVisible();
      },
      { fits: true },
    );

    // The portfolio: adding a piece (with a file chosen), viewing it, removing it.
    await openFromNav(page, 'Portafolio');
    const piece = await png(64, 48, '#c85028');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Agregar pieza' }).first(),
      'Agregar pieza',
      'briefcase-upload',
      async (dialog) => {
        await dialog
          .getByLabel('Elegir archivo')
          .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: piece });
        await dialog.getByLabel('Título (opcional)').fill('Campaña de verano');
      },
    );
    await page.getByRole('button', { name: 'Agregar pieza' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Agregar pieza' });
    await upload
      .getByLabel('Elegir archivo')
      .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: piece });
    await upload.getByLabel('Título (opcional)').fill('Campaña de verano');
    await upload.getByRole('button', { name: 'Subir pieza' }).click();
    await expect(upload).toBeHidden();
    const pieces = page.getByRole('list', { name: 'Tus piezas' });
    await checkDialog(
      page,
      pieces.getByRole('button', { name: 'Ver imagen: Campaña de verano' }),
      'Campaña de verano',
      'briefcase-viewer',
      async (dialog) => {
        await expect(dialog.getByRole('img', { name: 'Campaña de verano' })).toBeVisible();
      },
      { fits: true },
    );
    await checkDialog(
      page,
      pieces.getByRole('button', { name: 'Quitar Campaña de verano' }),
      '¿Quitar esta pieza?',
      'briefcase-remove',
    );

    // Prices: the form (adding, then editing) and the removal confirmation.
    await openFromNav(page, 'Precios');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Agregar precio' }).first(),
      'Agregar precio',
      'price-add',
    );
    await page.getByRole('button', { name: 'Agregar precio' }).first().click();
    const priceForm = page.getByRole('dialog', { name: 'Agregar precio' });
    await priceForm.getByLabel('Red social').selectOption({ label: 'Instagram' });
    await priceForm.getByLabel('Tipo de contenido').selectOption({ label: 'Reel' });
    await priceForm.getByLabel('Precio (USD)').fill('1,500');
    await priceForm.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(priceForm).toBeHidden();
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Editar el precio de Reel en Instagram' }),
      'Precio de Reel en Instagram',
      'price-edit',
    );
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Quitar el precio de Reel en Instagram' }),
      '¿Quitar este precio?',
      'price-remove',
    );

    // A generated image, and the confirmation before deleting it.
    await openFromNav(page, 'Estudio de imágenes');
    const prompt = 'Un gato astronauta tomando café en Oaxaca';
    await page.getByLabel('Descripción').fill(prompt);
    await page.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(page.getByRole('img', { name: prompt })).toBeVisible({ timeout: 20_000 });
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Eliminar', exact: true }),
      '¿Eliminar esta imagen?',
      'image-studio-remove',
    );

    // Signing out everywhere, and deleting the account: both ask first.
    await page.goto(`${app.url}#/settings`);
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Cerrar sesión en todas partes' }),
      '¿Cerrar sesión en todas partes?',
      'sign-out-everywhere',
    );
    await openFromNav(page, 'Seguridad');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Eliminar cuenta' }),
      '¿Eliminar tu cuenta?',
      'delete-account',
    );
  });

  test('a brand, with a creator on the same desktop: brands, casting, invitation, proposal answers, signing another account out', async ({
    page,
  }) => {
    app = await AppHarness.start();
    await app.open(page);
    const brandEmail = uniqueEmail('marca');
    const creatorEmail = uniqueEmail('creadora');
    const handle = `ana.dialogos.${Date.now() % 100000}`;
    const company = 'Bebidas del Norte';

    await signUpBrand(page, brandEmail);
    await openFromNav(page, 'Empresa');
    await page.getByLabel('Nombre comercial').fill(company);
    await page.getByLabel('País').selectOption('MX');
    await page.getByLabel('Industria').selectOption({ label: 'Bebidas' });
    await page.getByLabel('Tamaño').selectOption('11-50');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Guardamos los datos de tu empresa.')).toBeVisible();

    // Brands: the form, then two brands, the logo dialog with a picture chosen, the edit form.
    await openFromNav(page, 'Marcas');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Nueva marca' }).first(),
      'Nueva marca',
      'brand-new',
    );
    for (const name of ['Té Boreal', 'Agua Clara']) {
      await page.getByRole('button', { name: 'Nueva marca' }).first().click();
      const form = page.getByRole('dialog', { name: 'Nueva marca' });
      await form.getByLabel('Nombre de la marca').fill(name);
      await form.getByLabel('Industria').selectOption({ label: 'Bebidas' });
      await form.getByRole('button', { name: 'Crear marca' }).click();
      await expect(form).toBeHidden();
    }
    const logo = await png(240, 240, '#0f766e');
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Cambiar el logo de Té Boreal' }),
      'Logo de Té Boreal',
      'brand-logo',
      async (dialog) => {
        await dialog
          .getByLabel('Elegir imagen')
          .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
        await expect(dialog.getByRole('button', { name: 'Subir logo' })).toBeEnabled();
      },
    );
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Editar Té Boreal' }),
      'Editar Té Boreal',
      'brand-edit',
    );

    // A published casting call: changing its brand, closing it.
    await openFromNav(page, 'Castings');
    await page.getByRole('link', { name: 'Nuevo casting' }).first().click();
    await page.getByLabel('Marca').selectOption({ label: 'Té Boreal' });
    await page.getByLabel('Título').fill('Té helado de verano');
    await page.getByLabel('Brief').fill('Buscamos creadores que preparen bebidas frías en casa.');
    await page
      .getByRole('group', { name: 'Redes sociales' })
      .getByRole('button', { name: 'Instagram', exact: true })
      .click();
    await page
      .getByRole('group', { name: 'Tipos de contenido' })
      .getByRole('button', { name: 'Reel', exact: true })
      .click();
    await page.getByLabel('Presupuesto mínimo (USD)').fill('500');
    await page.getByLabel('Presupuesto máximo (USD)').fill('1,500');
    await page.getByLabel('Fecha límite para postularse').fill('2030-12-31');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page).toHaveURL(/#\/view_casting_call\//);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Casting publicado')).toBeVisible();
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Cambiar marca' }),
      'Cambiar la marca del casting',
      'casting-change-brand',
    );
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Cerrar casting' }),
      '¿Cerrar este casting?',
      'casting-close',
    );

    // A creator on the same desktop, with a network so the brand can find them.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Agregar otra cuenta' }).click();
    await signUpCreator(page, creatorEmail);
    await addInstagram(page, app.url, {
      email: creatorEmail,
      firstName: 'Ana',
      lastName: 'López',
      handle,
      followers: '25,400',
    });

    // The brand: the finder's filters, the creator's page, the invitation, a proposal.
    await switchTo(page, company);
    await openFromNav(page, 'Buscar creadores');
    await page.getByRole('searchbox', { name: 'Buscar por usuario' }).fill(handle);
    await checkDialog(
      page,
      page.getByRole('button', { name: /^Filtros/ }),
      'Filtros',
      'finder-filters',
    );
    await page
      .getByRole('list', { name: 'Creadores encontrados' })
      .getByRole('link', { name: `@${handle}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `@${handle}` })).toBeVisible();
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Invitar a un casting' }),
      /^Invitar a .+ a un casting$/,
      'invite-to-casting',
      async (dialog) => {
        await expect(
          dialog.getByRole('button', { name: 'Invitar a «Té helado de verano»' }),
        ).toBeVisible();
      },
    );
    await page.getByRole('button', { name: 'Enviar propuesta' }).click();
    const send = page.getByRole('dialog', { name: `Enviar propuesta a @${handle}` });
    await send.getByLabel('Marca').selectOption({ label: 'Té Boreal' });
    const firstRow = send.getByRole('group', { name: 'Entregable 1' });
    await firstRow.getByLabel('Red social').selectOption({ label: 'Instagram' });
    await firstRow.getByLabel('Tipo de contenido').selectOption({ label: 'Reel' });
    await firstRow.getByLabel('Cantidad').fill('2');
    await send.getByLabel('Precio (USD)').fill('1,200');
    await send.getByLabel('Fecha de inicio').fill('2027-01-10');
    await send.getByLabel('Fecha de fin').fill('2027-01-31');
    await send.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expect(page).toHaveURL(/#\/view_proposal\//);

    // The creator: the counter-offer form, looked at, then sent.
    await switchTo(page, creatorEmail);
    await openFromNav(page, 'Propuestas');
    await page.getByRole('list', { name: 'Propuestas' }).getByRole('link').first().click();
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Contraofertar' }),
      'Tu contraoferta',
      'counter-offer',
    );
    await page.getByRole('button', { name: 'Contraofertar' }).click();
    await page.getByLabel('Precio (USD)').fill('1,500');
    await page.getByRole('button', { name: 'Enviar contraoferta' }).click();
    await expect(page.getByText('Enviaste tu contraoferta')).toBeVisible();

    // The brand's turn: declining asks first.
    await switchTo(page, company);
    await openFromNav(page, 'Propuestas');
    await page.getByRole('list', { name: 'Propuestas' }).getByRole('link').first().click();
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Rechazar' }),
      '¿Rechazar esta propuesta?',
      'proposal-decline',
    );

    // Signing the other account out of this desktop asks first; focus comes back to the menu.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Salir de otra cuenta' }).click();
    await page.getByRole('option', { name: creatorEmail }).click();
    const leave = page.getByRole('dialog', {
      name: new RegExp(creatorEmail.replace(/\./g, '\\.')),
    });
    await expect(leave).toBeVisible();
    await checkOpenDialog(page, leave, 'sign-out-other-account');
    await page.keyboard.press('Escape');
    await expect(leave).toBeHidden();
    await expect(page.getByRole('button', { name: /^Cuenta/ })).toBeFocused();
  });
});
