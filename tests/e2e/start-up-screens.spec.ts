import { expect, test } from '@playwright/test';
import { KeychainUnavailableError, type TokenStore } from '../../src-main/keychain/token-store';
import { MemoryTokenStore } from '../support/memory-token-store';
import { AppHarness } from './harness/app-harness';
import { skipWithoutSystemParts } from './harness/flows';
import { checkScreen } from './harness/screen-check';

/**
 * A keychain whose listing can be held (the start-up loader stays up) and then refused, as a
 * locked Secret Service does, until it is healed.
 */
class GatedKeychain extends MemoryTokenStore implements TokenStore {
  private gate: Promise<void> | null = null;
  private open = () => {};
  private refusing = false;

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  refuse(): void {
    this.refusing = true;
    this.open();
  }

  heal(): void {
    this.refusing = false;
    this.gate = null;
  }

  override async list(): Promise<string[]> {
    await this.gate;
    if (this.refusing) throw new KeychainUnavailableError(new Error('the keyring is locked'));
    return super.list();
  }
}

test.describe('the start-up screens before the session is known', () => {
  test.beforeAll(skipWithoutSystemParts);

  let app: AppHarness;
  test.afterEach(async () => {
    await app?.close();
  });

  test('waits with the loader, says the keychain is locked, and retries into sign-in', async ({
    page,
  }) => {
    const keychain = new GatedKeychain();
    app = await AppHarness.start({ tokens: keychain });
    keychain.hold();
    await app.open(page);

    const loader = page.getByRole('status').filter({ hasText: /…/ }).first();
    await expect(loader).toBeVisible();
    await checkScreen(page, 'start-up-loader');

    keychain.refuse();
    await expect(
      page.getByRole('heading', { level: 1, name: 'No pudimos iniciar la aplicación' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'No pudimos leer tu sesión del llavero seguro del sistema. Comprueba que esté desbloqueado.',
    );
    await checkScreen(page, 'start-up-error');

    // Still locked: the retry answers with the same screen, not a blank one.
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();

    keychain.heal();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page).toHaveURL(/#\/sign-in/);
    await expect(page.getByRole('tab', { name: 'Crear cuenta' })).toBeVisible();
  });
});
