import { expect, test, type Page } from '@playwright/test';
import { systemPart } from '../../support/system-parts';

/**
 * Skips the calling describe block where Chromium or the Secret Service is missing (a failure
 * with CI=true, see system-parts), saying which part and why.
 */
export async function skipWithoutSystemParts(): Promise<void> {
  const parts = [await systemPart('chromium'), await systemPart('secretService')];
  const missing = parts.filter((part) => !part.available);
  test.skip(missing.length > 0, missing.map((part) => part.reason).join('; '));
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@ejemplo.mx`;

/** A new creator through the real screens: sign-up, role, welcome, home. */
export async function signUpCreator(page: Page, email = uniqueEmail('creadora')): Promise<void> {
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('contraseña-segura');
  await page.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByRole('button', { name: /Soy creador/ }).click();
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/#\/home_search/);
}
