import { expect, type Page } from '@playwright/test';
import { signUpCreator } from './flows';

export interface Creator {
  email: string;
  firstName: string;
  lastName: string;
  handle: string;
  followers: string;
}

export const fullName = (creator: Creator) => `${creator.firstName} ${creator.lastName}`;

/** Name and bio, then the handle: the two wizard steps a kit's header needs, as edits. */
export async function fillProfile(page: Page, appUrl: string, creator: Creator): Promise<void> {
  const save = page.getByRole('button', { name: 'Guardar cambios' });
  await page.goto(`${appUrl}#/setting-public-profile/profile?is_edit=true`);
  await page.getByLabel('Nombre', { exact: true }).fill(creator.firstName);
  await page.getByLabel('Apellido').fill(creator.lastName);
  await page.getByLabel('Fecha de nacimiento').fill('1995-04-12');
  await page.getByLabel('Biografía').fill('Creo contenido de viajes y comida mexicana.');
  await save.click();
  await expect(page).toHaveURL(/#\/my_work\/networks/);

  await page.goto(`${appUrl}#/setting-public-profile/vanity?is_edit=true`);
  const handle = page.getByLabel('Nombre de usuario');
  await handle.fill(creator.handle);
  await expect(page.getByRole('status').filter({ hasText: /^Disponible/ })).toBeVisible();
  await save.click();
  await expect(page).toHaveURL(/#\/my_work\/networks/);
}

/** An Instagram connection typed by hand through the networks side panel. */
export async function addInstagram(page: Page, appUrl: string, creator: Creator): Promise<void> {
  await page.goto(`${appUrl}#/setting-public-profile/connections`);
  await page.getByRole('button', { name: 'Agregar conexión' }).click();
  const panel = page.getByRole('dialog', { name: 'Redes sociales' });
  await panel.getByRole('button', { name: 'Agregar red' }).click();
  await panel.getByRole('button', { name: 'Instagram', exact: true }).click();
  await panel.getByLabel('Usuario').fill(creator.handle);
  await panel.getByLabel('Seguidores').fill(creator.followers);
  await panel.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(panel.getByText(`@${creator.handle}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** A creator signed up through the real screens with a name, a handle and one network. */
export async function setUpCreator(page: Page, appUrl: string, creator: Creator): Promise<void> {
  await signUpCreator(page, creator.email);
  await fillProfile(page, appUrl, creator);
  await addInstagram(page, appUrl, creator);
}
