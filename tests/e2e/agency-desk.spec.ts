import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { AppHarness } from './harness/app-harness';
import { skipWithoutSystemParts } from './harness/flows';
import {
  agencyAccounts,
  seedAgencyAccounts,
  sendProposalThroughApi,
  shownName,
  signInAgencyAccounts,
  type SeededAccount,
} from './harness/many-accounts';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 33, the agency desk with 50 accounts (25 creators with followers, 25 brands) seeded
 * through the core API and signed in on one desktop: the roster sorted by followers matches what
 * the API says; a proposal waiting in account 37 is in the inbox and opens there, "Volver a
 * Agencia" returns; done and snooze survive a restart; the CSV and the XLSX read back as the rows;
 * offline, the desk shows each copy with its age.
 */
test.describe('the agency desk', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(480_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  /** Each creator's followers as the core API reports them, with that creator's own token. */
  async function apiFollowers(apiUrl: string, creators: SeededAccount[]) {
    return Promise.all(
      creators.map(async (creator) => {
        const answer = await fetch(`${apiUrl}/api/v1/accounts/profile/networks/`, {
          headers: { Authorization: `Bearer ${creator.token}` },
        });
        const body = (await answer.json()) as {
          response: { results: Array<{ followers: number }> };
        };
        const followers = body.response.results.reduce((sum, one) => sum + one.followers, 0);
        return { name: shownName(creator.account), followers };
      }),
    );
  }

  const grouped = (value: number) => new Intl.NumberFormat('es-MX').format(value);

  /** Names and followers of a roster section's rows, top to bottom. */
  async function sectionRows(section: Locator) {
    const rows = section.locator('tr.desk-row');
    const names = await rows.locator('.desk-who__name').allInnerTexts();
    const followers = await rows.locator('.desk-col--followers').allInnerTexts();
    return names.map((name, index) => ({ name: name.trim(), followers: followers[index]!.trim() }));
  }

  async function openDesk(page: Page, view: 'roster' | 'inbox' = 'roster') {
    await page.getByRole('navigation').getByRole('link', { name: 'Agencia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agencia' })).toBeVisible();
    if (view === 'inbox') await page.getByRole('link', { name: /^Bandeja \(\d+\)$/ }).click();
  }

  test('50 accounts: roster, inbox across accounts, marks kept, exports, offline', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    const apiUrl = await app.apiUrl;
    const wanted = { firstName: 'Ximena', lastName: 'Ñáñez', handle: 'ximena.cocina' };
    // Followers that differ and do not follow the sign-in order.
    const accounts = agencyAccounts(24, 25, wanted).map((account, index) =>
      account.role === 'influencer'
        ? { ...account, followers: 1_000 + ((index * 7_919) % 97) * 1_013 }
        : account,
    );
    expect(accounts).toHaveLength(50);
    const seeded = await seedAgencyAccounts(apiUrl, accounts);
    const thirtySeventh = seeded[36]!;
    expect(thirtySeventh.account.role).toBe('influencer');
    const brand = seeded.find((one) => one.account.role === 'brand')!;
    const proposal = await sendProposalThroughApi(
      apiUrl,
      brand,
      thirtySeventh,
      'Hola, ¿te interesa una receta con nuestro café?',
    );

    await app.open(page);
    await signInAgencyAccounts(page, accounts);
    await openDesk(page);
    // Every copy refreshed in the background, four at a time, then pushed to the window.
    await app.agencyDesk.idle();
    await expect(page.getByText(/^Actualizando \d+ cuentas?…$/)).toBeHidden({ timeout: 60_000 });
    const creators = page.getByRole('rowgroup').filter({ hasText: 'Creadores (25)' });
    await expect(creators.locator('tr.desk-row')).toHaveCount(25);
    await expect(
      page.getByRole('rowgroup').filter({ hasText: 'Marcas (25)' }).locator('tr.desk-row'),
    ).toHaveCount(25);

    // Sorted by followers, most first: the API's own figures, in that order.
    await page.getByRole('button', { name: 'Seguidores' }).click();
    await expect(page.getByRole('columnheader', { name: /Seguidores/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const fromApi = (
      await apiFollowers(
        apiUrl,
        seeded.filter((one) => one.account.role === 'influencer'),
      )
    ).sort((a, b) => b.followers - a.followers);
    const shown = await sectionRows(creators);
    expect(shown.map((row) => row.followers)).toEqual(fromApi.map((row) => grouped(row.followers)));
    expect(shown[0]!.name).toBe(fromApi[0]!.name);
    await checkScreen(page, 'agency-roster-50');

    // A group and a private note, kept on this desktop: the row shows them.
    const first = fromApi[0]!.name;
    await page.getByRole('button', { name: `Grupo y nota de ${first}` }).click();
    const dialog = page.getByRole('dialog', { name: `Grupo y nota de ${first}` });
    await dialog.getByLabel('Grupo', { exact: true }).fill('Cocina');
    await dialog.getByLabel('Nota privada').fill('Prefiere que la contacten por la mañana.');
    await checkScreen(page, 'agency-group-note-dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(creators.locator('tr.desk-row').first()).toContainText('Cocina');

    // The proposal waiting in account 37 is in the inbox, under that account, and opens there.
    await page.getByRole('link', { name: /^Bandeja \(\d+\)$/ }).click();
    const name37 = shownName(thirtySeventh.account);
    const group37 = page.getByRole('region', { name: name37, exact: true });
    const proposalLine = `Propuesta de ${brand.account.firstName} por responder`;
    await expect(group37.getByText(proposalLine)).toBeVisible();
    await checkScreen(page, 'agency-inbox-50');
    await group37
      .getByRole('button', { name: `Abrir en la cuenta de ${name37}: ${proposalLine}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`#/view_proposal/${proposal.id}`));
    await expect(page.getByRole('button', { name: /^Cuenta/ })).toContainText(name37);
    const back = page.getByRole('link', { name: 'Volver a Agencia' });
    await expect(back).toBeVisible();
    await checkScreen(page, 'agency-opened-proposal');
    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agencia' })).toBeVisible();
    await expect(back).toBeHidden();

    // Done on the proposal, a week's snooze on another account's unfinished profile.
    await page.getByRole('link', { name: /^Bandeja \(\d+\)$/ }).click();
    const inboxTab = page.getByRole('link', { name: /^Bandeja \(\d+\)$/ });
    const openBefore = Number(/\((\d+)\)/.exec((await inboxTab.innerText()) ?? '')![1]);
    await group37.getByRole('button', { name: `Hecho: ${proposalLine}` }).click();
    await expect(group37.getByText(proposalLine)).toBeHidden();
    const other = page.getByRole('region', {
      name: new RegExp(`^${shownName(seeded[0]!.account)}`),
    });
    await other.getByRole('button', { name: /^Posponer: Perfil sin terminar/ }).click();
    await page.getByRole('menuitem', { name: '1 semana' }).click();
    await expect(inboxTab).toHaveText(`Bandeja (${openBefore - 2})`);

    await app.restart();
    await page.reload();
    await openDesk(page, 'inbox');
    await expect(page.getByRole('link', { name: /^Bandeja \(\d+\)$/ })).toHaveText(
      `Bandeja (${openBefore - 2})`,
    );
    await expect(page.getByText(proposalLine)).toBeHidden();
    await page.getByRole('checkbox', { name: 'Ver hechas y pospuestas (2)' }).check();
    await expect(page.getByText(proposalLine)).toBeVisible();
    await expect(page.getByText(/^Pospuesto hasta el /)).toBeVisible();
    await checkScreen(page, 'agency-inbox-closed');

    // The roster as CSV and XLSX: every row, read back, as the desk shows it.
    await page.getByRole('link', { name: /^Cuentas \(\d+\)$/ }).click();
    await page.getByRole('checkbox', { name: 'Seleccionar las 50 cuentas visibles' }).check();
    await expect(page.getByText('50 cuentas seleccionadas')).toBeVisible();
    await checkScreen(page, 'agency-selection');
    // Networks typed by hand have nothing a network can refresh: the summary says so.
    await page.getByRole('button', { name: 'Actualizar cifras' }).click();
    await expect(
      page.getByText('50 cuentas sin redes conectadas con inicio de sesión', { exact: false }),
    ).toBeVisible();
    await checkScreen(page, 'agency-figures-summary');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await expect(page.getByText(/^Guardamos cuentas-agencia-.*\.csv$/)).toBeVisible();
    await page.getByRole('button', { name: 'Exportar Excel (XLSX)' }).click();
    await expect(page.getByText(/^Guardamos cuentas-agencia-.*\.xlsx$/)).toBeVisible();
    const saved = app.dialogs.saveRequests.map((request) =>
      join(app!.exportsDir, request.defaultName),
    );
    const csvPath = saved.find((path) => path.endsWith('.csv'))!;
    const xlsxPath = saved.find((path) => path.endsWith('.xlsx'))!;
    const csv = (await readFile(csvPath, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = csv[0]!.split(',');
    expect(header.slice(0, 3)).toEqual(['Nombre', 'Usuario', 'Correo']);
    expect(csv).toHaveLength(51);
    const sheet = await readSheet(await readFile(xlsxPath));
    expect(sheet).toHaveLength(51);
    const followersAt = header.indexOf('Seguidores');
    const byName = new Map(fromApi.map((row) => [row.name, row.followers]));
    for (const row of sheet.slice(1)) {
      const name = String(row[0]);
      if (byName.has(name)) expect(row[followersAt]).toBe(byName.get(name));
    }
    const csvFollowers = csv
      .slice(1)
      .map((line) => line.split(','))
      .filter((cells) => byName.has(cells[0]!))
      .map((cells) => [cells[0], Number(cells[followersAt])]);
    expect(new Map(csvFollowers as Array<[string, number]>)).toEqual(byName);

    // Offline: the copies with their ages.
    await app.stopApi();
    await page.reload();
    await openDesk(page);
    await expect(
      page.getByText(/^Sin conexión: los datos vienen de las copias guardadas en este equipo/),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('tr.desk-row')).toHaveCount(50);
    await expect(page.locator('tr.desk-row').first()).toContainText(/Copia hace|Al día/);
    await checkScreen(page, 'agency-offline');
  });
});
