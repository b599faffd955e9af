import { expect, test, type Page } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import {
  openFromNav,
  signUpCreator,
  skipWithoutSystemParts,
  twitchEnv,
  uniqueEmail,
} from './harness/flows';
import { checkScreen, textUnderToasts } from './harness/screen-check';
import { startTwitch, type TwitchStandIn } from '../fixtures/twitch';

interface Answer<T> {
  response: T;
}

/** One call to the core API the app runs, as another party (a brand) would make it. */
async function api<T>(
  apiUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.ok, `${method} ${path}: ${answer.status} ${await answer.clone().text()}`).toBe(
    true,
  );
  return ((await answer.json()) as Answer<T>).response;
}

/** A brand account with one brand sends the creator a proposal straight through the core API. */
async function brandSendsProposal(apiUrl: string, creatorId: string): Promise<void> {
  const { token } = await api<{ token: string }>(apiUrl, 'POST', '/api/v1/accounts/register/', {
    email: uniqueEmail('marca'),
    password: 'contraseña-marca',
  });
  await api(apiUrl, 'POST', '/api/v1/accounts/define-role/', { role: 'brand' }, token);
  const brand = await api<{ id: string }>(
    apiUrl,
    'POST',
    '/api/v1/brands/',
    { name: 'Café Aurora', industry: 'beverages' },
    token,
  );
  await api(
    apiUrl,
    'POST',
    '/api/v3/proposals/',
    {
      brand_id: brand.id,
      creator_id: creatorId,
      deliverables: [{ network: 'instagram', content_type: 'reel', quantity: 2 }],
      price: 850,
      start_date: '2030-01-10',
      end_date: '2030-01-31',
      message: 'Queremos tu receta con nuestro café.',
    },
    token,
  );
}

/** Adds Instagram by hand from the connections step's side panel. */
async function addInstagramByHand(page: Page, username: string, followers: string): Promise<void> {
  await page.getByRole('button', { name: 'Agregar conexión' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Redes sociales' });
  await panel.getByRole('button', { name: 'Agregar red' }).click();
  await panel.getByRole('button', { name: 'Instagram', exact: true }).click();
  await panel.getByLabel('Usuario').fill(username);
  await panel.getByLabel('Seguidores').fill(followers);
  await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(panel.getByText(username)).toBeVisible();
  await panel
    .getByRole('button', { name: /Cerrar/ })
    .first()
    .click();
  await expect(panel).toBeHidden();
}

test.describe("the creator's workspace", () => {
  test.beforeAll(skipWithoutSystemParts);
  // The first test walks the wizard to a proposal (30–40 s here, more with screenshots on a busy
  // machine); the app's close in afterEach shares this budget, so 60 s ran out there now and then.
  test.setTimeout(120_000);

  let app: AppHarness | undefined;
  let twitch: TwitchStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await twitch?.close();
    app = undefined;
    twitch = undefined;
  });

  test('resumes the wizard where it was left, ends on the dashboard, opens the public profile, sees a proposal waiting', async ({
    page,
  }) => {
    app = await AppHarness.start();
    await app.open(page);
    await signUpCreator(page);
    await checkScreen(page, 'home-new-creator');

    // Steps 1 and 2, then leave on step 3.
    await openFromNav(page, 'Perfil público');
    await expect(page).toHaveURL(/setting-public-profile\/connections/);
    await addInstagramByHand(page, 'ana.cocina', '48,200');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/setting-public-profile\/profile/);
    await expect(page.getByRole('heading', { name: 'Tu perfil', level: 1 })).toBeFocused();
    // Submitting with nothing typed marks every required field, the empty birth date included.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText(/fecha de nacimiento/i).nth(1)).toBeVisible();
    await checkScreen(page, 'wizard-profile-errors');
    await page.getByLabel('Nombre', { exact: true }).fill('Ana');
    await page.getByLabel('Apellido').fill('López');
    await page.getByLabel('Fecha de nacimiento').fill('1995-04-12');
    await page.getByLabel('Biografía').fill('Cocina mexicana de 2015-2024 en mi canal.');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/setting-public-profile\/basic_info/);
    await openFromNav(page, 'Inicio');
    await expect(page).toHaveURL(/#\/home_search/);

    // Back through "Perfil público": step 3, with the two saved steps marked done.
    await openFromNav(page, 'Perfil público');
    await expect(page).toHaveURL(/setting-public-profile\/basic_info/);
    const stepper = page.getByRole('navigation', { name: /pasos/i });
    await expect(stepper.getByRole('link', { name: /Conexiones/ })).toBeVisible();
    await expect(stepper.getByRole('link', { name: /Perfil/ }).first()).toBeVisible();
    await checkScreen(page, 'wizard-basic-info');

    await page.getByLabel('Teléfono').fill('+52 55 1234 5678');
    await page.getByRole('button', { name: 'Español', exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/setting-public-profile\/demographics/);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/setting-public-profile\/family/);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/setting-public-profile\/vanity/);
    await page.getByLabel('Nombre de usuario').pressSequentially('ana.cocina');
    await expect(page.getByRole('status').filter({ hasText: /^Disponible/ })).toBeVisible();
    await checkScreen(page, 'wizard-vanity');
    await page.getByRole('button', { name: 'Guardar y terminar' }).click();

    // The dashboard, with the wizard's confirmation and the public link.
    await expect(page).toHaveURL(/#\/my_work\/networks/);
    await expect(page.getByText('Tu perfil público está listo')).toBeVisible();
    // The finish toast names the address as a short chip.
    await expect(page.getByText('marcacreadores.mx/ana.cocina').first()).toBeVisible();
    // The toast leaves the page's text readable at the smallest window (issue 34).
    const size = page.viewportSize();
    await page.setViewportSize({ width: 1024, height: 640 });
    await expect.poll(() => textUnderToasts(page)).toEqual([]);
    if (size) await page.setViewportSize(size);
    const list = page.getByRole('list', { name: 'Tus redes conectadas' });
    await expect(list.getByText('ana.cocina')).toBeVisible();
    await expect(list.getByText('48.2K')).toBeVisible();
    await expect(list.getByText(/a mano/i).first()).toBeVisible();
    await checkScreen(page, 'my-work-networks-manual');

    // The creator's own public profile, by handle.
    await page.getByRole('link', { name: 'Ver mi perfil público' }).first().click();
    await expect(page).toHaveURL(/#\/profile\/ana\.cocina/);
    await expect(page.getByRole('heading', { name: 'Ana López' })).toBeVisible();
    await expect(page.getByText('48.2K').first()).toBeVisible();
    await checkScreen(page, 'public-profile-own');

    // A handle nobody has, and one that cannot be a handle.
    await page.goto(`${app.url}#/profile/nadie.tiene.esto`);
    await expect(page.getByText('No encontramos ese perfil')).toBeVisible();
    await checkScreen(page, 'public-profile-unknown');
    await page.goto(`${app.url}#/profile/ana%20cocina%F0%9F%98%80`);
    await expect(page.getByText('No encontramos ese perfil')).toBeVisible();

    // A brand's proposal waits on home, beside the completion meter.
    const creatorId = (
      (await page.evaluate(() => window.bridge.getProfile())) as {
        value: { id: string };
      }
    ).value.id;
    await brandSendsProposal(await app.apiUrl, creatorId);
    await openFromNav(page, 'Inicio');
    await expect(page).toHaveURL(/#\/home_search/);
    await expect(page.getByRole('progressbar', { name: 'Avance del perfil' })).toBeVisible();
    await expect(page.getByText('6 de 9')).toBeVisible();
    const waiting = page.getByRole('region', { name: 'Te toca responder' });
    await expect(waiting.getByText('Café Aurora')).toBeVisible();
    await checkScreen(page, 'home-creator');
  });

  test('refreshes an OAuth network twice and sees each reading in its history', async ({
    page,
  }) => {
    twitch = await startTwitch();
    twitch.setUser({ id: '4242', login: 'anacrea_live', display_name: 'AnaCrea_Live' });
    twitch.setFollowers(15_000);
    app = await AppHarness.start({ env: twitchEnv(twitch) });
    await app.open(page);
    await signUpCreator(page);

    // Empty dashboard: its entry point opens the side panel.
    await page.goto(`${app.url}#/my_work/networks`);
    await expect(page.getByText('Conecta tu primera red')).toBeVisible();
    await checkScreen(page, 'my-work-networks-empty');
    await page.getByRole('button', { name: 'Agregar conexión' }).last().click();
    const panel = page.getByRole('dialog', { name: 'Redes sociales' });
    await panel.getByRole('button', { name: 'Twitch', exact: true }).click();
    await panel.getByRole('button', { name: 'Conectar con Twitch' }).click();
    await expect(page.getByText('Twitch quedó conectada.')).toBeVisible();
    await expect(panel).toBeHidden();

    const list = page.getByRole('list', { name: 'Tus redes conectadas' });
    await expect(list.getByText('@anacrea_live')).toBeVisible();
    await expect(list.getByText('15K')).toBeVisible();
    // One reading so far: a history, with no change to measure yet (never "Sin historial aún").
    await expect(list.getByText('Aún no hay cambio que medir')).toBeVisible();
    await expect(list.getByText('Sin historial aún')).toHaveCount(0);
    const refresh = page.getByRole('button', { name: 'Actualizar datos de Twitch' });

    twitch.setFollowers(15_600);
    await refresh.click();
    await expect(list.getByText('15.6K')).toBeVisible();
    twitch.setFollowers(16_100);
    await refresh.click();
    await expect(list.getByText('16.1K')).toBeVisible();
    await expect(list.getByRole('img', { name: /Seguidores de Twitch: subieron/ })).toBeVisible();
    await expect(list.getByText('Verificada')).toBeVisible();
    await checkScreen(page, 'my-work-networks-verified');

    await page.getByRole('button', { name: 'Ver historial de Twitch' }).click();
    const history = page.getByRole('dialog', { name: 'Historial de Twitch' });
    const readings = history.getByRole('table', { name: 'Lecturas de seguidores de Twitch' });
    await expect(readings.getByRole('row')).toHaveCount(4); // header + connect + two refreshes
    await expect(readings.getByRole('row').nth(1)).toContainText('16,100');
    await expect(readings.getByRole('row').nth(2)).toContainText('15,600');
    await checkScreen(page, 'my-work-networks-history');
  });
  test('the account corners: stories without Instagram, ids nobody has, an unchanged password', async ({
    page,
  }) => {
    app = await AppHarness.start();
    await app.open(page);
    await signUpCreator(page, uniqueEmail('esquinas'));

    // Stories need a verified Instagram: the page offers to connect one, not a download.
    await openFromNav(page, 'Historias');
    await expect(page.getByRole('button', { name: 'Conectar Instagram' })).toBeVisible();
    await expect(page.getByText(/FACEBOOK_|IMAGE_API/)).toHaveCount(0);
    await checkScreen(page, 'stories-no-instagram');

    // A proposal or a casting call nobody has: said plainly, with the way back.
    await page.goto(`${app.url}#/view_proposal/7c9e6679-7425-40de-944b-e07fc1f90ae7`);
    await expect(page.getByText('No encontramos esa propuesta')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a Propuestas' })).toBeVisible();
    await checkScreen(page, 'proposal-not-found');
    await page.goto(`${app.url}#/view_casting_call/no-es-un-id`);
    await expect(page.getByText('No encontramos ese casting')).toBeVisible();
    await page.getByRole('link', { name: 'Ir a Castings' }).click();
    await expect(page).toHaveURL(/#\/casting-calls/);

    // An address the app does not know at all: its page loads on demand and leads home.
    await page.goto(`${app.url}#/no-existe-esta-pagina`);
    await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
    await checkScreen(page, 'page-not-found');
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/#\/home_search/);

    // The same password again changes nothing and says so on the field.
    await openFromNav(page, 'Seguridad');
    await page.getByLabel('Contraseña actual').fill('contraseña-segura');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('contraseña-segura');
    await page.getByLabel('Confirma la nueva contraseña').fill('contraseña-segura');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(
      page.getByText('La nueva contraseña debe ser distinta de la actual.'),
    ).toBeVisible();
    await checkScreen(page, 'security-same-password');
  });
});
