import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { type Creator, fullName, setUpCreator } from './harness/creator-setup';
import { openAccountMenu, openFromNav, skipWithoutSystemParts, uniqueEmail } from './harness/flows';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 7 end to end on a team server: two creators signed in on one desktop, switched between,
 * their media kits opened online; then the core API stops and the desktop keeps working from each
 * account's offline copy: the banner with the data's age, switching, a PDF export and a batch
 * export of both kits with progress and results.
 */

const accountButton = (page: Page) => page.getByRole('button', { name: /^Cuenta/ });

async function switchTo(page: Page, creator: Creator): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('option', { name: fullName(creator) }).click();
  await expect(accountButton(page)).toContainText(fullName(creator));
  await expect(page).toHaveURL(/#\/home_search/);
  await expect(
    page.getByRole('heading', { level: 1, name: `¡Hola, ${creator.firstName}!` }),
  ).toBeVisible();
}

/** The kit page of the active creator, its preview being the printed HTML. */
async function openKit(page: Page, creator: Creator): Promise<void> {
  await openFromNav(page, 'Kit de medios');
  await expect(page).toHaveURL(/#\/media-kit/);
  const preview = page.frameLocator(
    `iframe[title="Vista previa del kit de medios de ${fullName(creator)}"]`,
  );
  await expect(preview.getByRole('heading', { level: 1, name: fullName(creator) })).toBeVisible();
  await expect(preview.getByText(`@${creator.handle}`).first()).toBeVisible();
  await expect(page.getByText(/^Datos del /)).toBeVisible();
}

async function pdfHeader(path: string): Promise<string> {
  return (await readFile(path)).subarray(0, 5).toString('latin1');
}

test.describe('two creators on one desktop, online then offline', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(180_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  test('switch accounts, lose the core API, still see both, export one kit and both in a batch', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    const ana: Creator = {
      email: uniqueEmail('ana'),
      firstName: 'Ana',
      lastName: 'López',
      handle: 'anacrea',
      followers: '25,400',
    };
    const beto: Creator = {
      email: uniqueEmail('beto'),
      firstName: 'Beto',
      lastName: 'Ramírez',
      handle: 'betoviaja',
      followers: '8,900',
    };

    // Two creators signed in on the same desktop, against the team server.
    await app.open(page);
    await setUpCreator(page, app.url, ana);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Agregar otra cuenta' }).click();
    await setUpCreator(page, app.url, beto);

    // Switching shows the other creator; each kit opened once online leaves a fresh copy.
    await switchTo(page, ana);
    await openKit(page, ana);
    await expect(page.getByText('Copia sin conexión')).toBeHidden();
    await switchTo(page, beto);
    await openKit(page, beto);

    // The core API goes away for real.
    await app.stopApi();
    await page.reload();
    // The team server runs on this computer: its outage is the server's, never the internet's.
    const banner = page.getByRole('status').filter({ hasText: 'El servidor no responde' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText(/\(hace /);
    await banner.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('El servidor sigue sin responder')).toBeVisible();
    await expect(page.getByText('Copia sin conexión')).toBeVisible();

    // Switching still works and shows each creator's own saved data.
    await switchTo(page, ana);
    await expect(banner).toBeVisible();
    await openKit(page, ana);
    await expect(page.getByText('Copia sin conexión')).toBeVisible();
    await switchTo(page, beto);
    await openKit(page, beto);
    await expect(page.getByText('Copia sin conexión')).toBeVisible();

    // One kit to PDF, from the offline copy, through the save dialog.
    await page.getByRole('button', { name: 'Exportar PDF' }).click();
    const single = `kit-de-medios-${beto.handle}.pdf`;
    await expect(page.getByText(`Guardado: ${single}`)).toBeVisible({ timeout: 30_000 });
    expect(await pdfHeader(join(app.exportsDir, single))).toBe('%PDF-');
    expect(app.dialogs.revealed).toEqual([join(app.exportsDir, single)]);
    // Its verification code waits for the core API; the page says so until the next sync.
    await expect(
      page.getByText('1 kit exportado sin conexión: su verificación se registrará al sincronizar.'),
    ).toBeVisible();
    await checkScreen(page, 'media-kit-offline-pending');

    // Both kits to one folder, with progress and a result per creator.
    await page.getByRole('button', { name: 'Exportar varios kits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar varios kits' });
    const creators = dialog.getByRole('group', { name: 'Cuentas de creador' });
    await expect(creators.getByRole('checkbox')).toHaveCount(2);
    await expect(creators.getByRole('checkbox', { name: fullName(ana) })).toBeChecked();
    await expect(creators.getByRole('checkbox', { name: fullName(beto) })).toBeChecked();
    await dialog.getByRole('button', { name: 'Exportar', exact: true }).click();

    const folder = basename(app.exportsDir);
    await expect(dialog.getByText('2 de 2 guardados')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByText(`Carpeta: ${folder}`)).toBeVisible();
    const bar = dialog.getByRole('progressbar', { name: 'Progreso de la exportación' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '2');
    const rows = dialog.getByRole('list', { name: 'Resultado por cuenta' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const saved: string[] = [];
    for (const creator of [ana, beto]) {
      const row = rows.filter({ hasText: fullName(creator) });
      await expect(row).toContainText(`Guardado: kit-de-medios-${creator.handle}`);
      const fileName = /Guardado: (\S+\.pdf)/.exec((await row.textContent()) ?? '')?.[1];
      expect(fileName).toBeDefined();
      saved.push(fileName!);
    }
    // Beto's name was taken by the single export: the batch numbered its copy.
    expect(saved[0]).toBe(`kit-de-medios-${ana.handle}.pdf`);
    expect(saved[1]).not.toBe(single);
    // The folder is shown once the batch is done.
    expect(app.dialogs.opened).toEqual([app.exportsDir]);
    const files = await readdir(app.exportsDir);
    expect(files.sort()).toEqual([single, ...saved].sort());
    for (const fileName of saved) {
      expect(await pdfHeader(join(app.exportsDir, fileName))).toBe('%PDF-');
    }
  });
});
