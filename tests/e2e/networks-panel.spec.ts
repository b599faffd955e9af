import { expect, test } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { signUpCreator, skipWithoutSystemParts } from './harness/flows';

test.describe('the social networks side panel, manual connections', () => {
  test.beforeAll(skipWithoutSystemParts);

  let app: AppHarness;
  test.beforeEach(async () => {
    app = await AppHarness.start();
  });
  test.afterEach(async () => {
    await app?.close();
  });

  test('add by pasted URL, add a blog, refuse 0 followers, edit, delete, reopen from settings', async ({
    page,
  }) => {
    await app.open(page);
    await signUpCreator(page);
    await page.goto(`${app.url}#/setting-public-profile/connections`);

    await page.getByRole('button', { name: 'Agregar conexión' }).click();
    const panel = page.getByRole('dialog', { name: 'Redes sociales' });
    await expect(panel).toBeVisible();
    // Measured once the slide-in has settled; a transform mid-animation reports sub-pixel noise.
    await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(400);

    // Instagram from a pasted profile address.
    await panel.getByRole('button', { name: 'Agregar red' }).click();
    await panel.getByRole('button', { name: 'Instagram', exact: true }).click();
    const username = panel.getByLabel('Usuario');
    await username.focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'https://www.instagram.com/ana.crea/?hl=es');
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(username).toHaveValue('ana.crea');
    const followers = panel.getByLabel('Seguidores');
    await followers.fill('0');
    await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(page.getByText(/seguidores/i).first()).toBeVisible();
    await followers.fill('12345');
    await expect(followers).toHaveValue('12,345');
    await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(panel.getByText('ana.crea')).toBeVisible();
    await expect(panel.getByText('12.3K')).toBeVisible();

    // A blog needs a name and a valid URL.
    await panel.getByRole('button', { name: 'Agregar red' }).click();
    await panel.getByRole('button', { name: 'Blog', exact: true }).click();
    await panel.getByLabel('Usuario').fill('anacrea');
    await panel.getByLabel('Nombre').fill('Sabores de Ana');
    await panel.getByLabel('URL').fill('no es una url');
    await panel.getByLabel('Seguidores').fill('800');
    await expect(panel.getByRole('button', { name: 'Agregar', exact: true })).toBeDisabled();
    await panel.getByLabel('URL').fill('https://sabores.blog');
    await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(panel.getByText('anacrea')).toBeVisible();

    // Edit the Instagram followers.
    await panel.getByRole('button', { name: 'Editar Instagram' }).click();
    await panel.getByLabel('Seguidores').fill('2,300,001');
    await panel.getByRole('button', { name: 'Actualizar' }).click();
    await expect(panel.getByText('2.3M')).toBeVisible();

    // Delete the blog, after confirming.
    await panel.getByRole('button', { name: 'Eliminar Blog' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Eliminar' })
      .or(
        page
          .getByRole('dialog', { name: /Eliminar esta conexión/ })
          .getByRole('button', { name: 'Eliminar' }),
      )
      .click();
    await expect(panel.getByText('anacrea')).toBeHidden();

    // The same list from account settings.
    await page.keyboard.press('Escape');
    await page.goto(`${app.url}#/account-setting/social`);
    await expect(page.getByText('ana.crea').first()).toBeVisible();
    await page.getByRole('button', { name: 'Administrar redes' }).click();
    await expect(page.getByRole('dialog', { name: 'Redes sociales' })).toBeVisible();

    const saved = await page.evaluate(() => window.bridge.listNetworks());
    expect(saved).toMatchObject({
      ok: true,
      value: {
        count: 1,
        results: [{ network: 'instagram', username: 'ana.crea', followers: 2300001 }],
      },
    });
  });
});
