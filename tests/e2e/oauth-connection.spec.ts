import { expect, test } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { signUpCreator, skipWithoutSystemParts, twitchEnv } from './harness/flows';
import { startTwitch, type TwitchStandIn } from '../fixtures/twitch';
import { startFacebookGraph, type FacebookGraphStandIn } from '../fixtures/facebook-graph';

test.describe('connecting a network through OAuth', () => {
  test.beforeAll(skipWithoutSystemParts);

  let app: AppHarness | undefined;
  let twitch: TwitchStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await twitch?.close();
  });

  test('twitch through its sign-in window against the stand-in, then the verified badge', async ({
    page,
  }) => {
    twitch = await startTwitch();
    twitch.setUser({ id: '4242', login: 'anacrea_live', display_name: 'AnaCrea_Live' });
    twitch.setFollowers(15_400);
    app = await AppHarness.start({ env: twitchEnv(twitch) });
    await app.open(page);
    await signUpCreator(page);
    await page.goto(`${app.url}#/setting-public-profile/connections`);
    await page.getByRole('button', { name: 'Agregar conexión' }).click();
    const panel = page.getByRole('dialog', { name: 'Redes sociales' });
    await panel.getByRole('button', { name: 'Agregar red' }).click();
    await panel.getByRole('button', { name: 'Twitch', exact: true }).click();
    await panel.getByRole('button', { name: 'Conectar con Twitch' }).click();

    await expect(panel.getByText('anacrea_live')).toBeVisible();
    await expect(panel.getByText('15.4K')).toBeVisible();
    await expect(panel.getByText('Verificada')).toBeVisible();
  });
});

test.describe("connecting Instagram through Facebook's login widget", () => {
  test.beforeAll(skipWithoutSystemParts);

  let app: AppHarness | undefined;
  let graph: FacebookGraphStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await graph?.close();
  });

  test('shows Error when the login does not load, then connects once it does', async ({ page }) => {
    graph = await startFacebookGraph();
    graph.setDialogUser({ id: '5150', name: 'Ana Crea' });
    graph.setPages('5150', [
      {
        id: 'page-5150',
        name: 'Ana Crea',
        username: 'anacrea',
        followers_count: 900,
        instagram: { id: '178415150', username: 'anacrea.mx', followers_count: 48_200 },
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
    await signUpCreator(page);
    await page.goto(`${app.url}#/setting-public-profile/connections`);
    await page.getByRole('button', { name: 'Agregar conexión' }).click();
    const panel = page.getByRole('dialog', { name: 'Redes sociales' });
    await panel.getByRole('button', { name: 'Agregar red' }).click();
    await panel.getByRole('button', { name: 'Instagram', exact: true }).click();
    const login = panel.getByRole('button', { name: 'Continuar con Facebook' });

    graph.setDialogStalled(true);
    await login.click();
    await expect(panel.getByRole('status')).toHaveText('Esperando a Facebook…');
    // docs/PRODUCT.md §4's `Error`, then what happened and what to do (issue 34).
    await expect(panel.getByRole('status')).toHaveText(/^Error La ventana de Facebook no cargó/, {
      timeout: 6000,
    });

    graph.setDialogStalled(false);
    await login.click();
    await expect(page.getByText('Instagram quedó conectada.')).toBeVisible();
    await expect(panel.getByText('anacrea.mx')).toBeVisible();
    await expect(panel.getByText('48.2K')).toBeVisible();
    await expect(panel.getByText('Verificada')).toBeVisible();
  });
});
