import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import {
  openAccountMenu,
  openFromNav,
  skipWithoutSystemParts,
  switchTo,
  uniqueEmail,
} from './harness/flows';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 5 end to end: a brand and a creator signed in on the same desktop. The brand sets its
 * company and a brand, searches the finder, opens a creator and sends a proposal; the creator
 * counters; the brand accepts. Then a casting call: published, applied to, shortlisted, accepted.
 */

const PASSWORD = 'contraseña-segura';

async function signUp(page: Page, role: 'brand' | 'creator', email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByRole('button', { name: role === 'brand' ? /Soy marca/ : /Soy creador/ }).click();
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/#\/home_search/);
}

const BRAND_COMPANY = 'Bebidas del Norte';

const chip = (scope: Page | Locator, group: string, name: string) =>
  scope.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test.describe('brands and creators make a deal', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(120_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  test('finder to accepted proposal, and a casting call from publish to accepted applicant', async ({
    page,
  }) => {
    app = await AppHarness.start();
    await app.open(page);
    const brandEmail = uniqueEmail('marca');
    const creatorEmail = uniqueEmail('creadora');
    const handle = `ana.e2e.${Date.now() % 100000}`;

    // The brand: company, a brand, demo creators.
    await signUp(page, 'brand', brandEmail);
    await openFromNav(page, 'Empresa');
    await page.getByLabel('Nombre comercial').fill(BRAND_COMPANY);
    await page.getByLabel('País').selectOption('MX');
    await page.getByLabel('Industria').selectOption({ label: 'Bebidas' });
    await page.getByLabel('Tamaño').selectOption('11-50');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Guardamos los datos de tu empresa.')).toBeVisible();
    // From now on the account goes by its company, not its e-mail.
    await expect(page.getByRole('button', { name: /^Cuenta/ })).toContainText(BRAND_COMPANY);

    await openFromNav(page, 'Marcas');
    await page.getByRole('button', { name: 'Nueva marca' }).first().click();
    const brandDialog = page.getByRole('dialog');
    await brandDialog.getByLabel('Nombre de la marca').fill('Té Boreal');
    await brandDialog.getByLabel('Industria').selectOption({ label: 'Bebidas' });
    await brandDialog.getByRole('button', { name: 'Crear marca' }).click();
    await expect(page.getByRole('list', { name: 'Tus marcas' })).toContainText('Té Boreal');

    await openFromNav(page, 'Buscar creadores');
    await page.getByRole('button', { name: 'Cargar creadores de ejemplo' }).click();
    await expect(page.getByRole('list', { name: 'Creadores encontrados' })).toBeVisible();

    // Two filters are named; a third becomes +1.
    await page.getByRole('combobox', { name: 'Red social' }).selectOption({ label: 'Instagram' });
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filtros' });
    await filters.getByLabel('País').selectOption('MX');
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    const summary = page.getByRole('list', { name: 'Filtros aplicados' });
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(summary).not.toContainText('+');
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await filters.getByLabel('Tasa de interacción mínima (%)').fill('1');
    await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(summary.getByRole('button', { name: /filtro más/ })).toHaveText('+1');

    // The creator, on the same desktop: a network so brands can find them.
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Agregar otra cuenta' }).click();
    await signUp(page, 'creator', creatorEmail);
    await page.goto(`${app.url}#/setting-public-profile/connections`);
    await page.getByRole('button', { name: 'Agregar conexión' }).click();
    const panel = page.getByRole('dialog', { name: 'Redes sociales' });
    await panel.getByRole('button', { name: 'Agregar red' }).click();
    await panel.getByRole('button', { name: 'Instagram', exact: true }).click();
    await panel.getByLabel('Usuario').fill(handle);
    await panel.getByLabel('Seguidores').fill('25,400');
    await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(panel.getByText(`@${handle}`)).toBeVisible();
    await panel
      .getByRole('button', { name: /Cerrar/ })
      .first()
      .click();

    // Back to the brand: find the creator and send a proposal.
    await switchTo(page, BRAND_COMPANY);
    await openFromNav(page, 'Buscar creadores');
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await filters.getByRole('button', { name: 'Limpiar filtros' }).click();
    await page
      .getByRole('combobox', { name: 'Red social' })
      .selectOption({ label: 'Todas las redes' });
    await page.getByRole('searchbox', { name: 'Buscar por usuario' }).fill(handle);
    const results = page.getByRole('list', { name: 'Creadores encontrados' });
    await results.getByRole('link', { name: `@${handle}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `@${handle}` })).toBeVisible();

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
    // The dates as the brand reads them: dd/mm/aaaa, whatever the engine's own locale.
    await expect(send.getByLabel('Fecha de inicio')).toHaveValue('10/01/2027');
    await checkScreen(page, 'send-proposal-dates');
    await send.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expect(page).toHaveURL(/#\/view_proposal\//);
    await expect(page.getByText('Esperando la respuesta de')).toBeVisible();

    // The creator counters.
    await switchTo(page, creatorEmail);
    await openFromNav(page, 'Propuestas');
    await page.getByRole('list', { name: 'Propuestas' }).getByRole('link').first().click();
    await expect(page.getByText('Te toca responder.')).toBeVisible();
    await page.getByRole('button', { name: 'Contraofertar' }).click();
    await page.getByLabel('Precio (USD)').fill('1,500');
    await page.getByRole('button', { name: 'Enviar contraoferta' }).click();
    await expect(page.getByText('Enviaste tu contraoferta')).toBeVisible();

    // The brand accepts.
    await switchTo(page, BRAND_COMPANY);
    await openFromNav(page, 'Propuestas');
    await page.getByRole('list', { name: 'Propuestas' }).getByRole('link').first().click();
    await expect(page.getByText('USD 1,500.00').first()).toBeVisible();
    await page.getByRole('button', { name: 'Aceptar propuesta' }).click();
    await expect(page.getByText('Propuesta aceptada', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Rondas de la negociación' }).locator(':scope > li'),
    ).toHaveCount(3);

    // A casting call: published by the brand …
    await openFromNav(page, 'Castings');
    await page.getByRole('link', { name: 'Nuevo casting' }).first().click();
    await page.getByLabel('Marca').selectOption({ label: 'Té Boreal' });
    await page.getByLabel('Título').fill('Té helado de verano');
    await page.getByLabel('Brief').fill('Buscamos creadores que preparen bebidas frías en casa.');
    await chip(page, 'Redes sociales', 'Instagram').click();
    await chip(page, 'Tipos de contenido', 'Reel').click();
    await page.getByLabel('Presupuesto mínimo (USD)').fill('500');
    await page.getByLabel('Presupuesto máximo (USD)').fill('1,500');
    // A deadline in the past is refused on its field, and nothing is saved.
    await page.getByLabel('Fecha límite para postularse').fill('2020-01-31');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(
      page.getByText('La fecha límite ya pasó: elige hoy o una fecha posterior.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/#\/casting-calls\/new/);
    await checkScreen(page, 'casting-form-past-deadline');
    await page.getByLabel('Fecha límite para postularse').fill('2030-12-31');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page).toHaveURL(/#\/view_casting_call\//);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Casting publicado')).toBeVisible();

    // … applied to by the creator …
    await switchTo(page, creatorEmail);
    await openFromNav(page, 'Castings');
    await page
      .getByRole('link', { name: /Té helado de verano/ })
      .first()
      .click();
    await page.getByLabel('Tu precio (USD)').fill('900');
    // Contact details in the message are refused, as in a bio.
    await page.getByLabel('Mensaje para la marca').fill('Escríbeme a ana@correo.mx y lo vemos.');
    await page.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(
      page.getByText('No incluyas datos de contacto: ni correos, ni teléfonos, ni sitios web.'),
    ).toBeVisible();
    await page.getByLabel('Mensaje para la marca').fill('Preparo bebidas frías cada semana.');
    await page.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page.getByText('Te postulaste a «Té helado de verano»')).toBeVisible();

    // … shortlisted and accepted by the brand.
    await switchTo(page, BRAND_COMPANY);
    await openFromNav(page, 'Castings');
    await page
      .getByRole('link', { name: /Té helado de verano/ })
      .first()
      .click();
    const applicants = page.getByRole('list', { name: 'Postulaciones al casting' });
    await applicants.getByRole('button', { name: 'Preseleccionar' }).click();
    await expect(applicants.getByText('Preseleccionado')).toBeVisible();
    await applicants.getByRole('button', { name: 'Aceptar' }).click();
    await expect(applicants.getByText('Aceptado')).toBeVisible();

    // A proposal from the accepted applicant starts from the call's terms and their price.
    await applicants.getByRole('button', { name: /^Enviar propuesta/ }).click();
    const offer = page.getByRole('dialog', { name: /^Enviar propuesta a/ });
    await expect(offer.getByLabel('Marca')).toHaveValue(/.+/);
    await expect(offer.getByLabel('Marca').locator('option:checked')).toHaveText('Té Boreal');
    const deliverable = offer.getByRole('group', { name: 'Entregable 1' });
    await expect(deliverable.getByLabel('Red social').locator('option:checked')).toHaveText(
      'Instagram',
    );
    await expect(deliverable.getByLabel('Tipo de contenido').locator('option:checked')).toHaveText(
      'Reel',
    );
    await expect(offer.getByLabel('Precio (USD)')).toHaveValue('900');
    await checkScreen(page, 'proposal-from-applicant');
    await offer.getByRole('button', { name: 'Cancelar' }).click();

    // The creator sees the outcome in my_work.
    await switchTo(page, creatorEmail);
    await page.goto(`${app.url}#/my_work/applications`);
    await expect(page.getByText('Aceptado')).toBeVisible();
  });
});
