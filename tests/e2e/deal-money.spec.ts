import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { BridgeApi } from '../../src-shared/bridge/api';
import { startPayPal, type PayPalStandIn } from '../fixtures/paypal';
import { AppHarness } from './harness/app-harness';
import {
  openFromNav,
  skipWithoutSystemParts,
  signUpCreator,
  switchTo,
  uniqueEmail,
} from './harness/flows';
import { readPdf } from './harness/pdf-text';
import { checkScreen } from './harness/screen-check';

/**
 * Issue 32 end to end, two accounts on one desktop and the embedded core API. Its payments are
 * the labelled test mode (no PayPal approval window: `fundDeal` completes at once), which the
 * screens must say. (a)+(c) a funded deal whose one item is approved and published is released
 * to a creator who has no payout e-mail yet: she is asked for it, saves it and is paid; both
 * ledgers agree and the receipts print. (b) a funded deal whose items are both cancelled by
 * agreement goes back to the brand, and both sides see it refunded.
 */

const COMPANY = 'Tostadores del Norte';
const BRAND = 'Norte Espresso';
const CREATOR = 'Marina Pérez';
const PASSWORD = 'contraseña-segura';

interface Seeded {
  brandEmail: string;
}

/** The creator's profile name (so both sides read "Marina Pérez") and her account id. */
async function nameCreator(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { bridge } = globalThis as unknown as { bridge: BridgeApi };
    await bridge.saveProfileSection({
      section: 'profile',
      values: {
        first_name: 'Marina',
        last_name: 'Pérez',
        birthday: '1993-05-14',
        question_text: 'Café de especialidad y viajes.',
      },
    });
    const session = await bridge.getSession();
    return session.ok ? (session.value.user?.id ?? '') : '';
  });
}

/** The brand signs up through the page's bridge and sends a proposal of `quantity` reels. */
async function seedBrandProposal(
  page: Page,
  creatorId: string,
  quantity: number,
  price: number,
): Promise<Seeded> {
  const brandEmail = uniqueEmail('marca');
  const failure = await page.evaluate(
    async ({ creatorId, brandEmail, password, company, brandName, quantity, price }) => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      const must = async <T>(
        label: string,
        call: Promise<{ ok: true; value: T } | { ok: false; error: { code: string } }>,
      ): Promise<T> => {
        const outcome = await call;
        if (!outcome.ok) throw new Error(`${label}: ${outcome.error.code}`);
        return outcome.value;
      };
      try {
        await must('brand sign-up', bridge.signUp({ email: brandEmail, password }));
        await must('brand role', bridge.defineRole({ role: 'brand' }));
        await must(
          'company',
          bridge.saveCompany({
            name: company,
            country: 'MX',
            industry: 'beverages',
            size: '11-50',
          }),
        );
        const brand = await must(
          'brand',
          bridge.saveBrand({ brand: { name: brandName, industry: 'beverages' } }),
        );
        await must(
          'proposal',
          bridge.sendProposal({
            brand_id: brand.id,
            creator_id: creatorId,
            deliverables: [{ network: 'instagram', content_type: 'reel', quantity }],
            price,
            start_date: '2027-02-01',
            end_date: '2027-02-28',
            message: 'Reels del nuevo espresso.',
            revision_rounds: 1,
          }),
        );
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    {
      creatorId,
      brandEmail,
      password: PASSWORD,
      company: COMPANY,
      brandName: BRAND,
      quantity,
      price,
    },
  );
  expect(failure).toBeNull();
  return { brandEmail };
}

async function openCollaboration(page: Page, counterpart: string): Promise<void> {
  await openFromNav(page, 'Colaboraciones');
  await page
    .getByRole('list', { name: 'Colaboraciones' })
    .getByRole('link', { name: counterpart })
    .click();
  await expect(page).toHaveURL(/#\/collaborations\/[0-9a-f-]{36}/);
}

const pago = (page: Page) => page.getByRole('region', { name: 'Pago' });

/** Creator and brand with an accepted proposal: the creator accepts from her proposals. */
async function acceptedDeal(page: Page, quantity: number, price: number): Promise<void> {
  await signUpCreator(page, uniqueEmail('creadora'));
  const creatorId = await nameCreator(page);
  await seedBrandProposal(page, creatorId, quantity, price);
  await page.reload();
  await switchTo(page, CREATOR);
  await openFromNav(page, 'Propuestas');
  await page.getByRole('list', { name: 'Propuestas' }).getByRole('link').first().click();
  // Both sides read the fee in the terms before anything is agreed.
  await expect(page.getByText('Comisión de la plataforma (10 %)')).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText('Aceptaste la propuesta')).toBeVisible();
}

/** The brand pays from the collaboration page, checking the dialog's figures first. */
async function fundAsBrand(page: Page, total: RegExp, screenName?: string): Promise<void> {
  await openCollaboration(page, CREATOR);
  await expect(pago(page).getByText('Pendiente de pago por la marca')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar colaboración' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar colaboración' });
  await expect(dialog.getByText('Modo de prueba: no se mueve dinero real')).toBeVisible();
  await expect(dialog.getByText('Comisión de la plataforma (10 %)')).toBeVisible();
  await expect(dialog.getByText(total).first()).toBeVisible();
  if (screenName) await checkScreen(page, screenName);
  await dialog.getByRole('button', { name: /^Pagar USD/ }).click();
  await expect(dialog).toBeHidden();
  await expect(pago(page).getByText('Pagada · retenida por la plataforma')).toBeVisible();
}

async function imageFile(dir: string, name: string): Promise<string> {
  const path = join(dir, name);
  const png = await sharp({
    create: { width: 800, height: 800, channels: 3, background: '#7c2d12' },
  })
    .png()
    .toBuffer();
  await writeFile(path, png);
  return path;
}

/** The ledger's rows as text (the header row left out). */
async function ledgerRows(page: Page): Promise<string[]> {
  await openFromNav(page, 'Movimientos');
  const table = page.getByRole('table', { name: 'Movimientos de tu cuenta' });
  await expect(table).toBeVisible();
  const rows = await table.getByRole('row').allTextContents();
  return rows.slice(1).map((row) => row.replace(/\s+/g, ' '));
}

test.describe('deal money, funded to paid or refunded', () => {
  test.beforeAll(skipWithoutSystemParts);
  test.setTimeout(300_000);

  let app: AppHarness | undefined;
  let paypal: PayPalStandIn | undefined;
  test.afterEach(async () => {
    await app?.close();
    await paypal?.close();
    app = undefined;
    paypal = undefined;
  });

  test('accept → fund (test mode) → approved and published → payout waits for the e-mail → saved → paid; ledgers and receipts agree', async ({
    page,
  }) => {
    app = await AppHarness.start();
    await app.open(page);
    const draft = await imageFile(app.exportsDir, 'espresso-portada.png');

    await acceptedDeal(page, 1, 800);

    // The creator waits for the brand's payment before starting.
    await openCollaboration(page, BRAND);
    await expect(pago(page).getByText('La marca aún no paga esta colaboración.')).toBeVisible();
    await expect(
      page.getByText(
        'Espera a que Norte Espresso pague la colaboración antes de empezar esta pieza.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Entrega tu borrador.')).toHaveCount(0);
    await checkScreen(page, 'deal-money-creator-waiting');

    // The brand's list says it is unpaid; the brand pays USD 880.00 (800 + 10 %).
    await switchTo(page, COMPANY);
    await openFromNav(page, 'Colaboraciones');
    await expect(page.getByRole('list', { name: 'Colaboraciones' })).toContainText(
      'Pendiente de pago',
    );
    await fundAsBrand(page, /USD\s880\.00/, 'deal-money-brand-pay-dialog');

    // The creator hands in, the brand approves, the creator hands in the post's link.
    await switchTo(page, CREATOR);
    await openCollaboration(page, BRAND);
    await expect(page.getByText('Entrega tu borrador.')).toBeVisible();
    app.dialogs.willPick([draft]);
    await page.getByRole('button', { name: 'Entregar borrador' }).click();
    const handIn = page.getByRole('dialog', { name: /^Entregar borrador de Reel 1/ });
    await handIn.getByRole('button', { name: 'Elegir archivos' }).click();
    await expect(handIn.getByRole('button', { name: /^Quitar / })).toHaveCount(1);
    await handIn.getByLabel('Texto de la publicación').fill('Mi espresso de la mañana');
    await handIn.getByRole('button', { name: 'Entregar borrador' }).click();
    await expect(handIn).toBeHidden();

    await switchTo(page, COMPANY);
    await openCollaboration(page, CREATOR);
    await page.getByRole('button', { name: 'Aprobar' }).click();
    await expect(page.getByText(`Esperando que ${CREATOR} publique.`)).toBeVisible();

    await switchTo(page, CREATOR);
    await openCollaboration(page, BRAND);
    await page.getByRole('button', { name: 'Entregar enlace' }).click();
    const publish = page.getByRole('dialog', { name: 'Enlace de Reel 1 de Instagram' });
    await publish
      .getByLabel('Enlace de la publicación')
      .fill('https://www.instagram.com/reel/C9norte001/');
    await publish.getByRole('button', { name: 'Entregar enlace' }).click();
    await expect(publish).toBeHidden();

    // Every item approved and published: released; no payout e-mail yet, so it waits for one.
    await expect(async () => {
      await page.reload();
      await expect(
        pago(page).getByText('Agrega tu correo de PayPal para recibir el pago'),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(pago(page).getByText('Esperando correo de PayPal')).toBeVisible();
    await pago(page).getByRole('link', { name: 'Ir a mis datos de cobro' }).click();
    await page.getByLabel('Correo de PayPal').fill('marina.pagos@example.com');
    await page.getByRole('button', { name: 'Guardar correo' }).click();
    await expect(page.getByText(/Pagos a ma\*+@ex\*+\.com/)).toBeVisible();

    // Saving it sends the payout; the test-mode PayPal pays it.
    await openCollaboration(page, BRAND);
    await expect(async () => {
      await page.reload();
      await expect(pago(page).getByText('Pagada al creador')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    const payouts = pago(page).getByRole('region', { name: 'Pagos al creador' });
    await expect(payouts).toContainText('USD 800.00');
    await expect(payouts).toContainText('Pagado');
    const batch = /Lote de PayPal (\S+)/.exec((await payouts.textContent()) ?? '')?.[1];
    expect(batch).toBeTruthy();
    await checkScreen(page, 'deal-money-creator-paid');

    // The creator's receipt: the payout's amount and PayPal's batch id.
    await pago(page)
      .getByRole('button', { name: /^Descargar recibo MC-P-/ })
      .click();
    await expect(page.getByText(/^Guardado: recibo-MC-P-.*\.pdf/)).toBeVisible({
      timeout: 30_000,
    });
    const creatorPdf = (await readdir(app.exportsDir)).find((name) =>
      name.startsWith('recibo-MC-P-'),
    );
    expect(creatorPdf).toBeDefined();
    const payoutReceipt = await readPdf(join(app.exportsDir, creatorPdf!));
    expect(payoutReceipt.text).toMatch(/USD\s*800\.00/);
    expect(payoutReceipt.text).toContain(batch!);
    expect(payoutReceipt.text).toContain('Modo de prueba');
    expect(payoutReceipt.text).toContain('Este recibo no es un CFDI.');

    // The creator's ledger: the price in, and the payout line.
    const creatorRows = await ledgerRows(page);
    expect(creatorRows.some((row) => /USD\s?800\.00/.test(row) && !row.includes('-USD'))).toBe(
      true,
    );
    expect(creatorRows.some((row) => row.includes('Cobro a PayPal'))).toBe(true);
    await checkScreen(page, 'deal-money-creator-transactions');

    // The brand: the price and the fee out, both linked to the deal; its funding receipt.
    await switchTo(page, COMPANY);
    const brandRows = await ledgerRows(page);
    expect(brandRows.some((row) => row.includes('-USD 800.00'))).toBe(true);
    expect(
      brandRows.some(
        (row) => row.includes('Comisión de la plataforma') && row.includes('-USD 80.00'),
      ),
    ).toBe(true);
    await expect(
      page.getByRole('table', { name: 'Movimientos de tu cuenta' }).getByRole('link', {
        name: /^Ver la colaboración/,
      }),
    ).not.toHaveCount(0);
    await checkScreen(page, 'deal-money-brand-transactions');

    await openCollaboration(page, CREATOR);
    await expect(pago(page).getByText('Pagada al creador')).toBeVisible();
    await checkScreen(page, 'deal-money-brand-paid');
    await pago(page)
      .getByRole('button', { name: /^Descargar recibo MC-F-/ })
      .click();
    await expect(page.getByText(/^Guardado: recibo-MC-F-.*\.pdf/)).toBeVisible({
      timeout: 30_000,
    });
    const brandPdf = (await readdir(app.exportsDir)).find((name) =>
      name.startsWith('recibo-MC-F-'),
    );
    const fundingReceipt = await readPdf(join(app.exportsDir, brandPdf!));
    expect(fundingReceipt.text).toMatch(/USD\s*800\.00/);
    expect(fundingReceipt.text).toMatch(/USD\s*80\.00/);
    expect(fundingReceipt.text).toMatch(/USD\s*880\.00/);
    expect(fundingReceipt.text).toContain(BRAND);
    expect(fundingReceipt.text).toMatch(/TEST-[0-9A-F]+/);
  });

  test('fund → both items cancelled by agreement → refunded on both sides', async ({ page }) => {
    app = await AppHarness.start();
    await app.open(page);
    await acceptedDeal(page, 2, 500);
    await switchTo(page, COMPANY);
    await fundAsBrand(page, /USD\s550\.00/);

    // Each item: the brand asks to cancel, the creator agrees (through the screens' bridge calls).
    const failure = await page.evaluate(async () => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      const list = await bridge.listCollaborations({});
      if (!list.ok) return `list: ${list.error.code}`;
      const id = list.value.results[0]!.id;
      const deal = await bridge.getCollaboration({ id });
      if (!deal.ok) return `read: ${deal.error.code}`;
      for (const item of deal.value.items) {
        const asked = await bridge.answerItemCancellation({
          itemId: item.id,
          cancel: { action: 'request', reason: 'El lanzamiento se pospuso.' },
        });
        if (!asked.ok) return `request: ${asked.error.code}`;
      }
      return null;
    });
    expect(failure).toBeNull();
    await switchTo(page, CREATOR);
    const agreed = await page.evaluate(async () => {
      const { bridge } = globalThis as unknown as { bridge: BridgeApi };
      const list = await bridge.listCollaborations({});
      if (!list.ok) return `list: ${list.error.code}`;
      const deal = await bridge.getCollaboration({ id: list.value.results[0]!.id });
      if (!deal.ok) return `read: ${deal.error.code}`;
      for (const item of deal.value.items) {
        const answer = await bridge.answerItemCancellation({
          itemId: item.id,
          cancel: { action: 'confirm', reason: '' },
        });
        if (!answer.ok) return `confirm: ${answer.error.code}`;
      }
      return null;
    });
    expect(agreed).toBeNull();

    await openCollaboration(page, BRAND);
    // The refunds go to PayPal in the background (the deal reads "Reembolso en camino" until
    // PayPal completes them): price and fee of both items, USD 550.00.
    await expect(async () => {
      await page.reload();
      await expect(pago(page).getByText('Reembolsada', { exact: true }).first()).toBeVisible({
        timeout: 2_000,
      });
      await expect(pago(page).getByLabel('Dónde está el dinero')).toContainText(
        /Reembolsado\s*USD\s550\.00/,
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 60_000 });

    await switchTo(page, COMPANY);
    await openCollaboration(page, CREATOR);
    await expect(pago(page).getByText('Reembolsada', { exact: true }).first()).toBeVisible();
    await expect(pago(page).getByRole('region', { name: 'Reembolsos a la marca' })).toContainText(
      'Reembolsado',
    );
    await checkScreen(page, 'deal-money-brand-refunded');
  });

  test('with PayPal: the approval window comes back cancelled (nothing charged), then approved and captured', async ({
    page,
  }) => {
    paypal = await startPayPal();
    app = await AppHarness.start({
      env: {
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_URL: paypal.url,
      },
    });
    await app.open(page);
    await acceptedDeal(page, 1, 300);
    await switchTo(page, COMPANY);
    await openCollaboration(page, CREATOR);

    // The buyer cancels on PayPal's page: a clear reason, the deal still unpaid.
    paypal.setCancel(true);
    await page.getByRole('button', { name: 'Pagar colaboración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar colaboración' });
    await expect(dialog.getByText('Se abrirá PayPal para aprobar el pago.')).toBeVisible();
    await expect(dialog.getByText('Modo de prueba: no se mueve dinero real')).toHaveCount(0);
    await dialog.getByRole('button', { name: /^Pagar USD\s330\.00$/ }).click();
    await expect(
      dialog.getByText('Cancelaste el pago en PayPal; no se hizo ningún cargo.'),
    ).toBeVisible();

    // Approved the second time: captured, held by the platform.
    paypal.setCancel(false);
    await dialog.getByRole('button', { name: /^Pagar USD\s330\.00$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(pago(page).getByText('Pagada · retenida por la plataforma')).toBeVisible();
    await expect(pago(page).getByText('Modo de prueba: no se mueve dinero real')).toHaveCount(0);
  });
});
