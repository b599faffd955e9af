import { expect, test, type Page } from '@playwright/test';
import { AppHarness } from './harness/app-harness';
import { openFromNav, skipWithoutSystemParts, switchTo } from './harness/flows';
import { SEEDED_CREATOR, seedCreatorAndProposal } from './harness/seed-proposal';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 17, readable offline: a brand and a creator on one desktop against a team server. Online,
 * the brand opens the finder and a proposal it sent; then the team server stops for real and the
 * brand still reads the proposal with its rounds and the finder's last results, each with the age
 * of its copy, and its brands; the creator still reads the proposal it received (its list was
 * opened once online).
 */

const PASSWORD = 'contraseña-segura';
const COMPANY = 'Bebidas del Norte';
const MESSAGE = 'Dos reels para el lanzamiento del té helado.';
/** Every round of the proposal, the first one holding the brand's message. */
const rounds = (page: Page) => page.getByRole('list', { name: 'Rondas de la negociación' });

/** The creator and the brand with its proposal; the brand ends active. Answers her name. */
async function seed(page: Page): Promise<string> {
  await seedCreatorAndProposal(page, {
    handlePrefix: 'ana.offline',
    password: PASSWORD,
    company: COMPANY,
    brandName: 'Té Boreal',
    message: MESSAGE,
  });
  return SEEDED_CREATOR;
}

test.describe('the marketplace read offline', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(180_000);

  let app: AppHarness | undefined;
  test.afterEach(async () => {
    await app?.close();
  });

  test('a proposal and the finder’s last results, each with its age, once the server is gone', async ({
    page,
  }) => {
    app = await AppHarness.start({ remoteApi: true });
    await app.open(page);
    const creatorName = await seed(page);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Cuenta/ })).toContainText(COMPANY);

    // Online: the brand opens the finder and the proposal it sent; both leave a copy.
    await openFromNav(page, 'Buscar creadores');
    const results = page.getByRole('list', { name: 'Creadores encontrados' });
    await expect(results.getByRole('link', { name: creatorName })).toBeVisible();
    await openFromNav(page, 'Propuestas');
    const proposals = page.getByRole('list', { name: 'Propuestas' });
    await proposals.getByRole('link').first().click();
    await expect(page).toHaveURL(/#\/view_proposal\//);
    await expect(rounds(page).getByText(MESSAGE)).toBeVisible();
    const proposalUrl = page.url();
    // The creator opens the list of proposals received once, online.
    await switchTo(page, creatorName);
    await openFromNav(page, 'Propuestas');
    await expect(proposals.getByRole('link').first()).toBeVisible();
    await switchTo(page, COMPANY);

    // The team server stops for real.
    await app.stopApi();
    await page.goto(proposalUrl);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'El servidor no responde' });
    await expect(banner).toBeVisible({ timeout: 30_000 });

    // The proposal, with its round and the age of its copy.
    await expect(rounds(page).getByText(MESSAGE)).toBeVisible();
    await expect(page.getByText(/^Datos guardados hace/).first()).toBeVisible();
    await checkScreen(page, 'proposal-offline');

    // The list it came from.
    await openFromNav(page, 'Propuestas');
    await expect(proposals.getByRole('link').first()).toBeVisible();
    await expect(page.getByText(/^Datos guardados hace/).first()).toBeVisible();

    // The finder's last results, with their age.
    await openFromNav(page, 'Buscar creadores');
    await expect(results.getByRole('link', { name: creatorName })).toBeVisible();
    await expect(page.getByText(/^Datos guardados hace/).first()).toBeVisible();
    await checkScreen(page, 'finder-offline');

    // The brands, from the copy.
    await openFromNav(page, 'Marcas');
    await expect(page.getByRole('list', { name: 'Tus marcas' })).toContainText('Té Boreal');
    await checkScreen(page, 'brands-offline');

    // The creator reads the proposal received, from its own copy.
    await switchTo(page, creatorName);
    await page.goto(proposalUrl);
    await expect(rounds(page).getByText(MESSAGE)).toBeVisible();
  });
});
