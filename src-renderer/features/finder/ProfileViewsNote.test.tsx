import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { PremiumStanding } from '../../../src-shared/domain/plan';
import { ok } from '../../test/builders';
import { someProfileViews } from '../../test/finder-builders';
import { renderAs } from '../../test/render-as';

// jsdom has no canvas to throw confetti on when the trial starts.
vi.mock('../billing/confetti', () => ({ celebrate: vi.fn(async () => {}) }));

const renderFinder = (
  views: Parameters<typeof someProfileViews>[0],
  bridge: Partial<BridgeApi> = {},
) =>
  renderAs('brand', '/home_search', {
    getProfileViews: vi.fn(async () => ok(someProfileViews(views))),
    ...bridge,
  });

const standing = (overrides: Partial<PremiumStanding> = {}): PremiumStanding => ({
  premium: false,
  plan: 'free',
  ends_at: null,
  days_left: null,
  trial_used: false,
  credits: 0,
  ...overrides,
});

// Midnight in Mexico City, when the month's views come back.
const APRIL_1 = '2026-04-01T06:00:00.000Z';

describe('the finder’s profile-views note', () => {
  it('says how many views are left, and offers nothing to buy while there are', async () => {
    renderFinder({ remaining: 27, extra_views: 4 });
    expect(await screen.findByText('Te quedan 27 vistas este mes')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Comprar créditos' })).toBeNull();
  });

  it('counts the credits once the month’s views are used up', async () => {
    renderFinder({ used: 30, remaining: 0, extra_views: 1 });
    expect(await screen.findByText('Te queda 1 crédito para un perfil nuevo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Comprar créditos' })).toBeNull();
  });

  it('offers credits when neither views nor credits are left, opening billing at the packages', async () => {
    const { user, history } = renderFinder(
      { used: 30, remaining: 0, extra_views: 0, resets_at: APRIL_1 },
      { getPlan: vi.fn(async () => ok(standing({ trial_used: true }))) },
    );
    expect(await screen.findByText('Ya no te quedan vistas este mes')).toBeInTheDocument();
    // The trial was used: the day the views come back, said as billing says it.
    expect(await screen.findByText('Se renuevan el 1 de abril de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Probar 14 días/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Comprar créditos' }));
    await waitFor(() => expect(history.location.pathname).toBe('/billing'));
    expect(history.location.search).toBe('?buy=credits');
    expect(await screen.findByRole('heading', { level: 2, name: 'Créditos' })).toBeVisible();
    expect(screen.getAllByText(/se renuevan el 1 de abril de 2026/).length).toBeGreaterThan(0);
  });

  it('offers the trial where the plan allows it, and counts the views it brings', async () => {
    const getProfileViews = vi
      .fn()
      .mockResolvedValueOnce(ok(someProfileViews({ used: 30, remaining: 0, resets_at: APRIL_1 })))
      .mockResolvedValue(ok(someProfileViews({ max_views: 100, used: 30, remaining: 70 })));
    const applyTrial = vi.fn(async () => ok(standing({ premium: true, plan: 'trial' })));
    const { user } = renderAs('brand', '/home_search', {
      getProfileViews,
      getPlan: vi.fn(async () => ok(standing())),
      applyTrial,
    });
    expect(await screen.findByText('Ya no te quedan vistas este mes')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Probar 14 días y ver más perfiles' }),
    );
    expect(applyTrial).toHaveBeenCalledOnce();
    expect(await screen.findByText('Te quedan 70 vistas este mes')).toBeInTheDocument();
  });
});
