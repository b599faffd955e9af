import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreditPurchase, Transaction } from '../../../src-shared/domain/billing';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { fail, ok } from '../../test/builders';
import { someProfileViews } from '../../test/finder-builders';
import { renderAs } from '../../test/render-as';
import { celebrate } from './confetti';

vi.mock('./confetti', () => ({ celebrate: vi.fn(async () => {}) }));

const freePlan: PremiumStanding = {
  premium: false,
  plan: 'free',
  ends_at: null,
  days_left: null,
  trial_used: false,
  credits: 5,
  text: 'Tienes el plan gratuito.',
};

const trialPlan: PremiumStanding = {
  premium: true,
  plan: 'trial',
  ends_at: '2026-12-05',
  days_left: 14,
  trial_used: true,
};

const purchaseTransaction: Transaction = {
  id: 'tx-1',
  type: 'credit_purchase',
  status: 'completed',
  amount: 45,
  credits: 50,
  description: '50 créditos',
  reference: 'order-1',
  deal_id: null,
  status_reason: null,
  created_at: '2026-11-21T18:00:00Z',
};

const purchase = (overrides: Partial<CreditPurchase> = {}): CreditPurchase => ({
  order_id: 'order-1',
  status: 'completed',
  credits_added: 50,
  balance: 55,
  transaction: purchaseTransaction,
  test_mode: true,
  ...overrides,
});

const packageCard = (name: string) => screen.getByRole('article', { name });

describe('billing page', () => {
  it('shows a creator the plan, the balance and the packages with their prices', async () => {
    renderAs('influencer', '/billing', { getPlan: vi.fn(async () => ok(freePlan)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Créditos y plan' })).toBeVisible();
    expect(await screen.findByText('Gratis')).toBeVisible();
    expect(screen.queryByText(/Vence el/)).toBeNull();
    expect(screen.getByText('Saldo: 5 créditos')).toBeVisible();

    const fifty = packageCard('50 créditos');
    expect(fifty).toHaveTextContent('USD 45.00');
    expect(fifty).toHaveTextContent('USD 0.90 por crédito');
    expect(packageCard('10 créditos')).toHaveTextContent('USD 10.00');
    expect(packageCard('100 créditos')).toHaveTextContent('USD 0.80 por crédito');
    // The embedded default's payments are a test mode, and the page says so before buying.
    expect(await screen.findByText('Pagos de prueba')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Créditos y plan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('buys a package, labels the test mode, updates the balance and celebrates', async () => {
    const buyCredits = vi.fn(async () => ok(purchase()));
    const { user } = renderAs('influencer', '/billing', {
      getPlan: vi.fn(async () => ok(freePlan)),
      buyCredits,
    });
    await screen.findByText('Saldo: 5 créditos');
    await user.click(within(packageCard('50 créditos')).getByRole('button', { name: 'Comprar' }));

    expect(buyCredits).toHaveBeenCalledWith({ package: 'credits_50' });
    const notice = (await screen.findByText('Compra completada')).closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('no purchase notice');
    expect(notice).toHaveTextContent('Se agregaron 50 créditos. Tu saldo es de 55 créditos.');
    expect(within(notice).getByText('Modo de prueba')).toBeVisible();
    expect(screen.getByText('Saldo: 55 créditos')).toBeVisible();
    expect(vi.mocked(celebrate)).toHaveBeenCalledWith('explosion');
  });

  it('has no test-mode label or note for a real payment against a configured server', async () => {
    const { user } = renderAs('influencer', '/billing', {
      getPlan: vi.fn(async () => ok(freePlan)),
      getSettings: vi.fn(async () =>
        ok({
          apiMode: 'remote' as const,
          apiBaseUrl: 'https://api.example',
          language: 'es-MX' as const,
          dataDir: '/datos',
          pendingDataDir: null,
          storiesBaseUrl: null,
        }),
      ),
      buyCredits: vi.fn(async () => ok(purchase({ test_mode: false }))),
    });
    await screen.findByText('Saldo: 5 créditos');
    await user.click(within(packageCard('10 créditos')).getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('Compra completada')).toBeVisible();
    expect(screen.queryByText('Modo de prueba')).toBeNull();
    expect(screen.queryByText('Pagos de prueba')).toBeNull();
  });

  it('says why a purchase failed and does not celebrate', async () => {
    vi.mocked(celebrate).mockClear();
    const { user } = renderAs('influencer', '/billing', {
      getPlan: vi.fn(async () => ok(freePlan)),
      buyCredits: vi.fn(async () => fail('payment_declined', { status: 402 })),
    });
    await screen.findByText('Saldo: 5 créditos');
    await user.click(within(packageCard('10 créditos')).getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('No se completó la compra')).toBeInTheDocument();
    expect(
      screen.getByText('El pago no se completó. No se hizo ningún cargo; inténtalo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Saldo: 5 créditos')).toBeVisible();
    expect(vi.mocked(celebrate)).not.toHaveBeenCalled();
  });

  it('applies for the trial; then the button is gone and the card shows one end date', async () => {
    vi.mocked(celebrate).mockClear();
    const applyTrial = vi.fn(async () => ok(trialPlan));
    const getPlan = vi
      .fn()
      .mockResolvedValueOnce(ok(freePlan))
      // The server's summary carries its own date (Mexico City's day): it is not shown.
      .mockResolvedValue(
        ok({ ...trialPlan, credits: 5, text: 'Tienes la prueba premium hasta el 4 de diciembre.' }),
      );
    const { user } = renderAs('influencer', '/billing', { getPlan, applyTrial });
    await user.click(await screen.findByRole('button', { name: 'Probar 14 días gratis' }));

    expect(await screen.findByText('Prueba premium')).toBeVisible();
    await waitFor(() => expect(getPlan).toHaveBeenCalledTimes(2));
    const card = screen.getByRole('region', { name: 'Tu plan' });
    expect(within(card).getByText(/Vence el/)).toHaveTextContent(
      'Vence el 5 de diciembre de 2026 · quedan 14 días',
    );
    expect(card.textContent?.match(/diciembre/g)).toHaveLength(1);
    expect(screen.queryByText(/hasta el 4 de diciembre/)).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
    // The toast names the same end date, written the same way.
    expect(await screen.findByText('¡Listo! Tu prueba de 14 días está activa')).toBeInTheDocument();
    expect(screen.getAllByText('Vence el 5 de diciembre de 2026 · quedan 14 días')).toHaveLength(2);
    expect(vi.mocked(celebrate)).toHaveBeenCalledWith('both-sides');
    expect(screen.getByText('Saldo: 5 créditos')).toBeVisible();
    expect(applyTrial).toHaveBeenCalledTimes(1);
  });

  it('offers no trial once it was used, and says why', async () => {
    renderAs('influencer', '/billing', {
      getPlan: vi.fn(async () => ok({ ...freePlan, trial_used: true })),
    });
    const card = await screen.findByRole('region', { name: 'Tu plan' });
    expect(
      await within(card).findByText(
        'Ya usaste tu prueba; solo se puede activar una vez por cuenta.',
      ),
    ).toBeVisible();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows the refusal when the trial was used elsewhere, and reads the plan again', async () => {
    vi.mocked(celebrate).mockClear();
    const getPlan = vi
      .fn()
      .mockResolvedValueOnce(ok(freePlan))
      .mockResolvedValue(ok({ ...freePlan, trial_used: true }));
    const { user } = renderAs('influencer', '/billing', {
      getPlan,
      applyTrial: vi.fn(async () => fail('trial_already_used', { status: 409 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Probar 14 días gratis' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('No se activó la prueba');
    expect(refusal).toHaveTextContent(
      'Ya usaste tu prueba de 14 días; solo se puede activar una vez.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Probar 14 días gratis' })).toBeNull(),
    );
    expect(vi.mocked(celebrate)).not.toHaveBeenCalled();
    expect(screen.getByText('Gratis')).toBeVisible();
  });

  it('shows a brand its plan, the trial and the same credit packages, without payouts', async () => {
    renderAs('brand', '/billing', { getPlan: vi.fn(async () => ok(freePlan)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Probar 14 días gratis' })).toBeVisible();
    const credits = screen.getByRole('region', { name: 'Créditos' });
    expect(credits).toHaveTextContent(
      'Cada crédito abre un creador nuevo cuando ya usaste las vistas del mes',
    );
    expect(within(credits).getByText('Saldo: 5 créditos')).toBeVisible();
    expect(packageCard('50 créditos')).toHaveTextContent('USD 45.00');
    expect(screen.queryByRole('heading', { name: 'Cobros' })).toBeNull();
  });

  it('lets a brand buy credits; its views card then counts them as extra views', async () => {
    const buyCredits = vi.fn(async () => ok(purchase({ credits_added: 10, balance: 15 })));
    const getProfileViews = vi
      .fn()
      .mockResolvedValueOnce(ok(someProfileViews({ extra_views: 5 })))
      .mockResolvedValue(ok(someProfileViews({ extra_views: 15 })));
    const { user } = renderAs('brand', '/billing', {
      getPlan: vi.fn(async () => ok(freePlan)),
      getProfileViews,
      buyCredits,
    });
    const views = await screen.findByRole('region', { name: 'Vistas de perfiles' });
    expect(
      await within(views).findByText(
        'Además tienes 5 créditos: cada uno abre un creador nuevo cuando se acaban las vistas del mes.',
      ),
    ).toBeVisible();
    await user.click(within(packageCard('10 créditos')).getByRole('button', { name: 'Comprar' }));

    expect(buyCredits).toHaveBeenCalledWith({ package: 'credits_10' });
    expect(await screen.findByText('Saldo: 15 créditos')).toBeVisible();
    expect(await within(views).findByText(/Además tienes 15 créditos/)).toBeVisible();
  });

  it('shows a brand its profile views this month: used of total and when they come back', async () => {
    const getProfileViews = vi.fn(async () =>
      ok(someProfileViews({ used: 12, remaining: 18, resets_at: '2026-12-01T00:00:00.000Z' })),
    );
    renderAs('brand', '/billing', { getPlan: vi.fn(async () => ok(freePlan)), getProfileViews });
    const card = await screen.findByRole('region', { name: 'Vistas de perfiles' });
    const bar = await within(card).findByRole('progressbar', { name: 'Vistas usadas este mes' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '30');
    expect(bar).toHaveAttribute('aria-valuetext', '12 de 30');
    // Midnight UTC on 1 December is still 30 November in Mexico City.
    expect(card).toHaveTextContent('Te quedan 18 vistas · se renuevan el 30 de noviembre de 2026');
    expect(card).toHaveTextContent(
      'No tienes créditos para ver más perfiles cuando se acaben las vistas del mes.',
    );
    expect(within(card).queryByText('Ya no te quedan vistas este mes')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Comprar créditos' })).toBeNull();
  });

  it('tells a brand without views but with credits that each new creator spends one', async () => {
    renderAs('brand', '/billing', {
      getPlan: vi.fn(async () => ok(freePlan)),
      getProfileViews: vi.fn(async () =>
        ok(someProfileViews({ used: 30, remaining: 0, extra_views: 3 })),
      ),
    });
    const card = await screen.findByRole('region', { name: 'Vistas de perfiles' });
    const title = await within(card).findByText('Estás usando tus créditos');
    const note = title.closest('[role="status"]');
    if (!(note instanceof HTMLElement)) throw new Error('no credits note');
    expect(note).toHaveTextContent(
      'Ya usaste las vistas de este mes: cada creador nuevo que abras usa un crédito. Te quedan 3 créditos.',
    );
    expect(within(card).queryByText('Ya no te quedan vistas este mes')).toBeNull();
    expect(within(note).getByRole('button', { name: 'Comprar créditos' })).toBeVisible();
  });

  it('offers a brand without views the trial, and reads the larger allowance once it starts', async () => {
    const getProfileViews = vi
      .fn()
      .mockResolvedValueOnce(ok(someProfileViews({ used: 30, remaining: 0 })))
      .mockResolvedValue(ok(someProfileViews({ max_views: 500, used: 30, remaining: 470 })));
    const { user, bridge } = renderAs('brand', '/billing', {
      getPlan: vi.fn().mockResolvedValueOnce(ok(freePlan)).mockResolvedValue(ok(trialPlan)),
      getProfileViews,
      applyTrial: vi.fn(async () => ok(trialPlan)),
    });
    const card = await screen.findByRole('region', { name: 'Vistas de perfiles' });
    const exhausted = await within(card).findByRole('alert');
    expect(exhausted).toHaveTextContent('Ya no te quedan vistas este mes');
    await user.click(
      within(exhausted).getByRole('button', { name: 'Probar 14 días y ver más perfiles' }),
    );
    expect(bridge.applyTrial).toHaveBeenCalledTimes(1);
    expect(await within(card).findByText(/Te quedan 470 vistas/)).toBeVisible();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(vi.mocked(celebrate)).toHaveBeenCalledWith('both-sides');
  });

  it('tells a brand without views whose trial is used when they come back, and offers credits', async () => {
    const { user } = renderAs('brand', '/billing', {
      getPlan: vi.fn(async () => ok({ ...freePlan, trial_used: true })),
      getProfileViews: vi.fn(async () =>
        ok(someProfileViews({ used: 30, remaining: 0, resets_at: '2026-12-01T00:00:00.000Z' })),
      ),
    });
    const card = await screen.findByRole('region', { name: 'Vistas de perfiles' });
    const exhausted = await within(card).findByRole('alert');
    expect(exhausted).toHaveTextContent('Ya no te quedan vistas este mes');
    expect(exhausted).toHaveTextContent('Tus vistas se renuevan el 30 de noviembre de 2026');
    expect(exhausted).toHaveTextContent(
      'También puedes comprar créditos: cada uno abre un creador nuevo y no vencen al terminar el mes.',
    );
    expect(within(exhausted).getAllByRole('button')).toHaveLength(1);
    await user.click(within(exhausted).getByRole('button', { name: 'Comprar créditos' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Créditos' })).toHaveFocus();
  });

  it('opens at the packages when a brand comes to buy credits', async () => {
    renderAs('brand', '/billing?buy=credits', { getPlan: vi.fn(async () => ok(freePlan)) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Créditos' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('does not read profile views for a creator', async () => {
    const { bridge } = renderAs('influencer', '/billing', {
      getPlan: vi.fn(async () => ok(freePlan)),
    });
    expect(await screen.findByText('Saldo: 5 créditos')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Vistas de perfiles' })).toBeNull();
    expect(bridge.getProfileViews).not.toHaveBeenCalled();
  });

  it('offers a retry when the plan cannot be read', async () => {
    const getPlan = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        error: { status: 0, code: 'network_error', message: 'offline' },
      })
      .mockResolvedValue(ok(freePlan));
    const { user } = renderAs('influencer', '/billing', { getPlan });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tu plan');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('Saldo: 5 créditos')).toBeVisible());
  });
});
