import { expect, test } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { skipWithoutSystemParts } from './harness/flows';
import { startGoogleIssuer, type GoogleIssuerStandIn } from '../fixtures/google-issuer';
import { startFacebookGraph, type FacebookGraphStandIn } from '../fixtures/facebook-graph';

test.describe('sign-in with identity providers', () => {
  test.beforeAll(skipWithoutSystemParts);

  let app: AppHarness | undefined;
  let issuer: GoogleIssuerStandIn | undefined;
  let graph: FacebookGraphStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await issuer?.close();
    await graph?.close();
    app = undefined;
    issuer = undefined;
    graph = undefined;
  });

  test('Google works through the system browser when the server has it configured', async ({
    page,
  }) => {
    issuer = await startGoogleIssuer();
    issuer.setNextIdentity({ sub: 'g-42', email: 'marca@gmail.test', email_verified: true });
    app = await AppHarness.start({
      env: { GOOGLE_ISSUER: issuer.url, GOOGLE_CLIENT_ID: issuer.clientId },
      // The "system browser" follows the issuer's redirect back to main's loopback listener.
      openExternal: async (url) => {
        await fetch(url);
      },
    });
    await app.open(page);
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await expect(page).toHaveURL(/#\/define-role/);
    expect(await app.tokens.list()).toHaveLength(1);
  });

  test('Facebook works through its login dialog when the server has it configured', async ({
    page,
  }) => {
    graph = await startFacebookGraph();
    graph.setDialogUser({ id: 'fb-7', name: 'Beto Marca', email: 'beto@fb.test' });
    app = await AppHarness.start({
      env: {
        FACEBOOK_APP_ID: graph.appId,
        FACEBOOK_APP_SECRET: graph.appSecret,
        FACEBOOK_GRAPH_URL: graph.graphUrl,
        FACEBOOK_DIALOG_URL: graph.dialogUrl,
      },
    });
    await app.open(page);
    await page.getByRole('button', { name: 'Continuar con Facebook' }).click();
    await expect(page).toHaveURL(/#\/define-role/);
    const session = await page.evaluate(() => window.bridge.getSession());
    expect(session).toMatchObject({ ok: true, value: { user: { email: 'beto@fb.test' } } });
  });

  test('buttons say clearly when a provider is not configured', async ({ page }) => {
    app = await AppHarness.start();
    await app.open(page);
    await expect(page.getByRole('button', { name: 'Continuar con Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continuar con Facebook' })).toBeDisabled();
    await expect(page.getByText(/Google no está configurado/)).toBeVisible();
    await expect(page.getByText(/Facebook no está configurado/)).toBeVisible();
  });
});
