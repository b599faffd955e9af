import { expect, test } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { signUpCreator, skipWithoutSystemParts } from './harness/flows';
import { startTwitch, type TwitchStandIn } from '../fixtures/twitch';

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
    app = await AppHarness.start({
      env: {
        TWITCH_CLIENT_ID: twitch.clientId,
        TWITCH_CLIENT_SECRET: twitch.clientSecret,
        TWITCH_AUTH_URL: twitch.authUrl,
        TWITCH_API_URL: twitch.apiUrl,
      },
    });
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
