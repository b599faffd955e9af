import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { UI_WAIT_MS } from '../../test/ui-wait';

async function renderSettings(bridge: Partial<BridgeApi> = {}) {
  const app = renderAs('influencer', '/pricing', bridge);
  // The first wait covers the app's start (session, shell, route), slow on a busy machine.
  const card = await screen.findByRole('region', { name: 'Ofertas' }, { timeout: UI_WAIT_MS });
  const open = await within(card).findByRole('switch', { name: 'Acepto ofertas de marcas' });
  const budget = within(card).getByLabelText('Presupuesto mínimo (USD)');
  const save = within(card).getByRole('button', { name: 'Guardar preferencias' });
  return { ...app, card, open, budget, save };
}

describe('work settings', () => {
  it('shows what the server has', async () => {
    const { open, budget } = await renderSettings({
      getInfluencerSettings: vi.fn(async () =>
        ok({ open_to_offers: false, minimum_budget: 2500.5 }),
      ),
    });
    expect(open).not.toBeChecked();
    expect(budget).toHaveValue('2500.50');
  });

  it('saves whether offers are welcome and the minimum budget', async () => {
    const saveInfluencerSettings = vi.fn(async () =>
      ok({ open_to_offers: false, minimum_budget: 2500 }),
    );
    const { open, budget, save, user } = await renderSettings({ saveInfluencerSettings });
    expect(open).toBeChecked();
    await user.click(open);
    await user.type(budget, '2,500');
    await user.click(save);
    expect(await screen.findByText('Guardamos tus preferencias de ofertas.')).toBeInTheDocument();
    expect(saveInfluencerSettings).toHaveBeenCalledWith({
      open_to_offers: false,
      minimum_budget: 2500,
    });
    expect(budget).toHaveValue('2500');
  });

  it('sends no minimum when the budget is left blank', async () => {
    const { budget, save, user, bridge } = await renderSettings({
      getInfluencerSettings: vi.fn(async () => ok({ open_to_offers: true, minimum_budget: 300 })),
    });
    await user.clear(budget);
    await user.click(save);
    await screen.findByText('Guardamos tus preferencias de ofertas.');
    expect(bridge.saveInfluencerSettings).toHaveBeenCalledWith({
      open_to_offers: true,
      minimum_budget: null,
    });
  });

  it('refuses a budget that is not an amount and sends nothing', async () => {
    const { budget, save, user, bridge } = await renderSettings();
    await user.type(budget, '-100');
    await user.click(save);
    expect(
      await screen.findByText('Escribe una cantidad mayor que 0 en dólares.'),
    ).toBeInTheDocument();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(bridge.saveInfluencerSettings).not.toHaveBeenCalled();
  });

  it('says when saving fails', async () => {
    const { save, user } = await renderSettings({
      saveInfluencerSettings: vi.fn(async () => fail('internal_error', { status: 500 })),
    });
    await user.click(save);
    expect(await screen.findByText('No pudimos guardar tus preferencias')).toBeInTheDocument();
  });
});
