import { expect, test } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { openFromNav, signUpCreator, skipWithoutSystemParts } from './harness/flows';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 34: offline, a page header's action says why it is disabled under the button, and that
 * reason takes no width from the title: the actions stay as wide as their button.
 */
test.describe('the offline reason in a page header', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(300_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  test('sits under its button and leaves the title its room', async ({ page }) => {
    app = await AppHarness.start({ remoteApi: true });
    await app.open(page);
    await signUpCreator(page);
    // Online once, so the portfolio has a copy to show offline.
    await openFromNav(page, 'Portafolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Portafolio' })).toBeVisible();

    await app.stopApi();
    await page.reload();
    // A read the app has no copy of meets the stopped server: the app knows it is offline.
    await openFromNav(page, 'Propuestas');
    await expect(
      page.getByRole('status').filter({ hasText: 'El servidor no responde' }),
    ).toBeVisible({ timeout: 60_000 });
    await openFromNav(page, 'Portafolio');
    const header = page.locator('.ui-page-header').first();
    const add = header.getByRole('button', { name: 'Agregar pieza' });
    await expect(add).toBeDisabled();

    await page.setViewportSize({ width: 1024, height: 640 });
    const boxes = await header.evaluate((element) => {
      const box = (selector: string) => {
        const found = element.querySelector(selector);
        if (!found) throw new Error(`no ${selector}`);
        const { top, bottom, left, right, width } = found.getBoundingClientRect();
        return { top, bottom, left, right, width };
      };
      return {
        actions: box('.ui-page-header__actions'),
        button: box('.ui-page-header__actions button'),
        reason: box('.server-entry__reason'),
      };
    });
    expect(boxes.reason.top, 'the reason is under its button').toBeGreaterThanOrEqual(
      boxes.button.bottom - 1,
    );
    expect(boxes.actions.width, 'the actions are as wide as their button').toBeLessThanOrEqual(
      boxes.button.width + 1,
    );
    // And no taller than what they hold: the title is not pushed down by empty space.
    expect(
      boxes.actions.bottom - boxes.actions.top,
      'the actions hug their button and reason',
    ).toBeLessThanOrEqual(boxes.reason.bottom - boxes.button.top + 1);
    await checkScreen(page, 'portfolio-offline-header');
  });
});
