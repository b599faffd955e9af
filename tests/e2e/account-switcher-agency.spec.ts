import { expect, test } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { skipWithoutSystemParts } from './harness/flows';
import { agencyAccounts, seedAgencyAccounts, signInAgencyAccounts } from './harness/many-accounts';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 17, agency scale: 50 accounts (creators and brands, seeded through the core API) signed
 * in on one desktop; the switcher finds one by a piece of its name typed without accents, Enter
 * switches, and the home greets that account.
 */
test.describe('the account switcher of an agency', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(300_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  test('50 signed-in accounts: typed, found, switched to', async ({ page }) => {
    app = await AppHarness.start({ remoteApi: true });
    const wanted = { firstName: 'Ximena', lastName: 'Ñáñez', handle: 'ximena.cocina' };
    const accounts = agencyAccounts(24, 25, wanted);
    expect(accounts).toHaveLength(50);
    await seedAgencyAccounts(await app.apiUrl, accounts);

    await app.open(page);
    await signInAgencyAccounts(page, accounts);
    const last = accounts.at(-1)!;
    const trigger = page.getByRole('button', { name: /^Cuenta/ });
    await expect(trigger).toBeVisible();
    await expect(page).toHaveURL(/#\/home_search/);

    await trigger.click();
    const switcher = page.getByRole('dialog', { name: '50 cuentas en este equipo' });
    const search = switcher.getByRole('combobox', { name: 'Buscar por nombre, usuario o correo' });
    await expect(search).toBeFocused();
    await expect(switcher.getByRole('option')).toHaveCount(50);
    await expect(switcher.getByRole('group', { name: 'Creadores (25)' })).toBeVisible();
    await expect(switcher.getByRole('group', { name: 'Marcas (25)' })).toBeVisible();
    // The last one signed in is in use, marked in its group.
    const current = switcher.locator('[role="option"][aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(last.email);
    // The list scrolls inside the switcher: the popover ends above the window's bottom edge.
    const box = await switcher.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    await checkScreen(page, 'account-switcher-50');

    // A piece of the name typed without its accents finds the one account.
    await search.fill('nanez');
    await expect(switcher.getByRole('option')).toHaveCount(1);
    await expect(switcher.getByRole('option', { name: 'Ximena Ñáñez' })).toBeVisible();
    await expect(switcher.getByRole('group', { name: 'Creadores (1)' })).toBeVisible();
    await search.press('Enter');

    await expect(switcher).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: '¡Hola, Ximena!' })).toBeVisible();
    await expect(trigger).toContainText('Ximena Ñáñez');

    // The handle finds it too, and nothing found says so.
    await trigger.click();
    await search.fill('@ximena.coc');
    await expect(switcher.getByRole('option', { name: 'Ximena Ñáñez' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await search.fill('nadie así');
    await expect(switcher.getByText('Ninguna cuenta coincide con «nadie así»')).toBeVisible();
    await search.press('Escape');
    await expect(switcher).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
