import { expect, test, type Page } from '@playwright/test';
import { systemPart } from '../../support/system-parts';
import type { TwitchStandIn } from '../../fixtures/twitch';

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

async function signUpAs(page: Page, role: RegExp, email: string): Promise<void> {
  await page.getByRole('tab', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('contraseña-segura');
  await page.locator('form').getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByRole('button', { name: role }).click();
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/#\/home_search/);
}

/** A new creator through the real screens: sign-up, role, welcome, home. */
export async function signUpCreator(page: Page, email = uniqueEmail('creadora')): Promise<void> {
  await signUpAs(page, /Soy creador/, email);
}

/** A new brand account through the same screens. */
export async function signUpBrand(page: Page, email = uniqueEmail('marca')): Promise<void> {
  await signUpAs(page, /Soy marca/, email);
}

/**
 * Connects Instagram through Facebook's login widget on the connections screen; the Graph
 * stand-in must already name the dialog's user and their Pages (`setDialogUser`, `setPages`).
 */
export async function connectInstagramThroughFacebook(
  page: Page,
  appUrl: string,
  username: string,
): Promise<void> {
  await page.goto(`${appUrl}#/setting-public-profile/connections`);
  await page.getByRole('button', { name: 'Agregar conexión' }).click();
  const panel = page.getByRole('dialog', { name: 'Redes sociales' });
  await panel.getByRole('button', { name: 'Agregar red' }).click();
  await panel.getByRole('button', { name: 'Instagram', exact: true }).click();
  await panel.getByRole('button', { name: 'Continuar con Facebook' }).click();
  await expect(page.getByText('Instagram quedó conectada.')).toBeVisible();
  await expect(panel.getByText(username)).toBeVisible();
  await panel
    .getByRole('button', { name: /Cerrar/ })
    .first()
    .click();
}

/** The app's environment for connecting Twitch against the stand-in (`tests/fixtures/twitch`). */
export function twitchEnv(twitch: TwitchStandIn): NodeJS.ProcessEnv {
  return {
    TWITCH_CLIENT_ID: twitch.clientId,
    TWITCH_CLIENT_SECRET: twitch.clientSecret,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
  };
}

/** Opens a screen from the side nav by its label (pages may link to the same place too). */
export async function openFromNav(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * Opens the account menu (the top bar's button, named after the account). After "Agregar otra
 * cuenta" it is already open, ready for the next one: then it is left as it is.
 */
export async function openAccountMenu(page: Page): Promise<void> {
  const trigger = page.getByRole('button', { name: /^Cuenta/ });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

/** Switches to another signed-in account by the name the menu shows (company, else e-mail). */
export async function switchTo(page: Page, name: string): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('option', { name }).click();
  // The switch lands on home_search; clicking on before it has would race that navigation.
  await expect(page.getByRole('button', { name: /^Cuenta/ })).toContainText(name);
  await expect(page).toHaveURL(/#\/home_search/);
}
