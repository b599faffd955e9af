import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { AppHarness } from './harness/app-harness';
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
import { startFacebookGraph, type FacebookGraphStandIn } from '../fixtures/facebook-graph';

/**
 * Issue 14: what a brand decides on. The finder's compact list (at least ten creators on a
 * 1280×800 window), a shortlist kept by the core API, and the creator page with a verified
 * network, its audience and the creator's portfolio.
 */
test.describe('a brand decides on creators', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(120_000);

  let app: AppHarness | undefined;
  let graph: FacebookGraphStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await graph?.close();
  });

  test('compact finder, a shortlist of two, and a creator page with portfolio, audience and a verified network', async ({
    page,
  }) => {
    graph = await startFacebookGraph();
    graph.setDialogUser({ id: '7070', name: 'Lucía Cocina' });
    graph.setPages('7070', [
      {
        id: 'page-7070',
        name: 'Lucía Cocina',
        username: 'luciacocina',
        followers_count: 1_200,
        instagram: {
          id: '178417070',
          username: 'lucia.cocina.mx',
          followers_count: 86_400,
          audience: { 'F.18-24': 3_100, 'F.25-34': 2_400, 'M.25-34': 1_500, 'U.35-44': 300 },
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
    const brandEmail = uniqueEmail('marca');
    await signUpBrand(page, brandEmail);

    // The finder as a dense list: ten creators or more on one screen.
    await openFromNav(page, 'Buscar creadores');
    await page.getByRole('button', { name: 'Cargar creadores de ejemplo' }).click();
    await expect(page.getByRole('list', { name: 'Creadores encontrados' })).toBeVisible();
    await page.getByRole('button', { name: 'Lista', exact: true }).click();
    const table = page.getByRole('table', { name: 'Creadores encontrados' });
    await expect(table).toBeVisible();
    const fullyVisibleRows = await table.locator('tbody tr').evaluateAll(
      (rows) =>
        rows.filter((row) => {
          const box = row.getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    expect(fullyVisibleRows).toBeGreaterThanOrEqual(10);

    // Sorted by followers, largest first, from the column header.
    await table.getByRole('button', { name: /Seguidores/ }).click();
    await expect(table.getByRole('columnheader', { name: /Seguidores/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // Two creators saved to the shortlist, from their rows.
    const save = table.getByRole('button', { name: /^Guardar a / });
    await save.first().click();
    await expect(page.getByRole('link', { name: 'Mi lista (1)' })).toBeVisible();
    await save.first().click();
    await expect(page.getByRole('link', { name: 'Mi lista (2)' })).toBeVisible();
    await checkScreen(page, 'finder-compact');

    await openFromNav(page, 'Mi lista');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi lista' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Quitar a / })).toHaveCount(2);
    await checkScreen(page, 'shortlist');

    // The plan page: the month's views and the credits that open more creators.
    await openFromNav(page, 'Plan');
    await expect(page.getByRole('button', { name: /Comprar/ }).first()).toBeVisible();
    await checkScreen(page, 'brand-plan-credits');

    // A creator on the same desktop: Instagram through Facebook (verified, with its audience)
    // and a piece in the portfolio.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Agregar otra cuenta' }).click();
    await signUpCreator(page);
    await connectInstagramThroughFacebook(page, app.url, 'lucia.cocina.mx');
    await openFromNav(page, 'Portafolio');
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    await page.getByRole('button', { name: 'Agregar pieza' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Agregar pieza' });
    await upload
      .getByLabel('Elegir archivo')
      .setInputFiles({ name: 'mole.png', mimeType: 'image/png', buffer: png });
    await upload.getByLabel('Título (opcional)').fill('Mole de olla');
    await upload.getByRole('button', { name: 'Subir pieza' }).click();
    await expect(upload).toBeHidden();

    // The brand opens the creator and sees all three.
    await switchTo(page, brandEmail);
    await openFromNav(page, 'Buscar creadores');
    await page.getByRole('searchbox', { name: 'Buscar por usuario' }).fill('lucia.cocina.mx');
    await page
      .getByRole('link', { name: /lucia\.cocina\.mx/ })
      .first()
      .click();
    await expect(page).toHaveURL(/#\/creators\//);
    await expect(page.getByText('Verificada').first()).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Edad de la audiencia en Instagram' }),
    ).toBeVisible();
    await expect(page.getByText('Mole de olla')).toBeVisible();
    await checkScreen(page, 'creator-page');
  });
});
