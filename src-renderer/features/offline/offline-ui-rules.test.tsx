import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Connectivity, OfflineReason } from '../../../src-shared/domain/connectivity';
import { aSession, fail, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { UI_WAIT_MS } from '../../test/ui-wait';
import { aPrice } from '../../test/pricing-builders';

const BOOT = { timeout: UI_WAIT_MS };
const fiveMinutesAgo = () => new Date(Date.now() - 5 * 60_000).toISOString();
const down = (reason: OfflineReason): Connectivity => ({
  online: false,
  checked_at: new Date().toISOString(),
  reason,
});
const back = (): Connectivity => ({
  online: true,
  checked_at: new Date().toISOString(),
  reason: null,
});

function creatorWithSavedCopy() {
  const session = aSession('influencer');
  const syncedAt = fiveMinutesAgo();
  return { ...session, accounts: session.accounts.map((account) => ({ ...account, syncedAt })) };
}

/**
 * The pricing page offline: the rate card comes from the saved copy, the interests were never
 * saved on this computer (their read fails for want of the server).
 */
function renderPricingOffline(reason: OfflineReason) {
  const listInterests = vi
    .fn()
    .mockResolvedValueOnce(fail('network_error', { status: 0, message: 'offline' }))
    .mockResolvedValue(ok({ results: [] }));
  const app = renderApp('/pricing', {
    getSession: vi.fn(async () => ok(creatorWithSavedCopy())),
    getConnectivity: vi.fn(async () => ok(down(reason))),
    listPrices: vi.fn(async () => ok({ results: [aPrice()] })),
    listInterests,
  });
  return { ...app, listInterests };
}

const banners = () =>
  screen.queryAllByRole('status').filter((node) => node.classList.contains('offline-banner'));

describe('offline UI rules', () => {
  it('shows one banner and each section its saved data or a quiet note, no error cards', async () => {
    renderPricingOffline('server_unreachable');
    const rateCard = await screen.findByRole('region', { name: 'Tarifa' }, BOOT);
    expect(await within(rateCard).findByText('USD 1,500.50')).toBeVisible();

    await waitFor(() => expect(banners()).toHaveLength(1));
    expect(banners()[0]).toHaveTextContent(/^El servidor no responde\. Estás viendo los datos/);
    expect(screen.queryByText(/internet/)).toBeNull();

    // The sections read from the copy say how old it is; the one with nothing saved says so.
    expect(within(rateCard).getByText('Datos guardados hace 5 min')).toBeVisible();
    expect(await screen.findByText('Sin datos guardados de esta sección')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBe(
      within(banners()[0] as HTMLElement).getByRole('button', { name: 'Reintentar' }),
    );
  });

  it('reads a section again by itself once the server answers', async () => {
    const { bridge, listInterests } = renderPricingOffline('server_unreachable');
    await screen.findByText('Sin datos guardados de esta sección', undefined, BOOT);
    act(() => bridge.emit('connectivityChanged', back()));
    await waitFor(() =>
      expect(screen.queryByText('Sin datos guardados de esta sección')).toBeNull(),
    );
    expect(listInterests).toHaveBeenCalledTimes(2);
    expect(banners()).toHaveLength(0);
    expect(screen.queryByText(/Datos guardados hace/)).toBeNull();
  });

  it('blames the internet only when main found the network down', async () => {
    renderPricingOffline('network_down');
    await screen.findByRole('region', { name: 'Tarifa' }, BOOT);
    await waitFor(() => expect(banners()).toHaveLength(1));
    expect(banners()[0]).toHaveTextContent(/^Sin conexión a internet\. Estás viendo los datos/);
    expect(banners()[0]).not.toHaveTextContent('El servidor no responde');
  });

  it('keeps entries to actions that can wait open, and disables the others with the reason', async () => {
    const { bridge, user } = renderPricingOffline('server_unreachable');
    const rateCard = await screen.findByRole('region', { name: 'Tarifa' }, BOOT);
    // A price saved offline waits in the queue of pending actions: adding and editing stay open.
    const add = await within(rateCard).findByRole('button', { name: 'Agregar precio' });
    const edit = within(rateCard).getByRole('button', { name: /^Editar/ });
    // Removing cannot wait: disabled, and its description says why (a row says it that way).
    const remove = within(rateCard).getByRole('button', { name: /^Quitar el precio/ });
    await waitFor(() => expect(remove).toBeDisabled());
    expect(remove).toHaveAccessibleDescription(
      'El servidor no responde: podrás hacerlo cuando vuelva.',
    );
    expect(add).toBeEnabled();
    expect(add).not.toHaveAccessibleDescription();
    expect(edit).toBeEnabled();

    act(() => bridge.emit('connectivityChanged', down('network_down')));
    await waitFor(() =>
      expect(remove).toHaveAccessibleDescription(
        'Sin conexión a internet: podrás hacerlo cuando vuelva.',
      ),
    );

    act(() => bridge.emit('connectivityChanged', back()));
    const enabled = await within(rateCard).findByRole('button', { name: /^Quitar el precio/ });
    await waitFor(() => expect(enabled).toBeEnabled());
    expect(enabled).not.toHaveAccessibleDescription();
    expect(within(rateCard).queryByText(/podrás hacerlo cuando vuelva/)).toBeNull();
    await user.click(within(rateCard).getByRole('button', { name: 'Agregar precio' }));
    expect(await screen.findByRole('dialog', { name: 'Agregar precio' })).toBeVisible();
  });

  it('holds back an entry that opens a side panel, and opens it once the server is back', async () => {
    const { bridge, user } = renderApp('/my_work/networks', {
      getSession: vi.fn(async () => ok(creatorWithSavedCopy())),
      getConnectivity: vi.fn(async () => ok(down('server_unreachable'))),
    });
    const addButtons = () => screen.getAllByRole('button', { name: 'Agregar conexión' });
    await screen.findAllByRole('button', { name: 'Agregar conexión' }, BOOT);
    await waitFor(() => addButtons().forEach((button) => expect(button).toBeDisabled()));
    for (const button of addButtons()) {
      expect(button).toHaveAccessibleDescription(
        'El servidor no responde: podrás hacerlo cuando vuelva.',
      );
    }

    act(() => bridge.emit('connectivityChanged', back()));
    await waitFor(() => addButtons().forEach((button) => expect(button).toBeEnabled()));
    await user.click(addButtons()[0]!);
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
