import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { aPrice } from '../../test/pricing-builders';
import { UI_WAIT_MS } from '../../test/ui-wait';

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: UI_WAIT_MS };

async function renderPricing(bridge: Partial<BridgeApi> = {}) {
  const app = renderAs('influencer', '/pricing', bridge);
  const card = await screen.findByRole('region', { name: 'Tarifa' }, BOOT);
  await within(card).findByRole('button', { name: 'Agregar precio' });
  return { ...app, card };
}

const tiktokVideo = aPrice({
  id: '3c1e0a9b-5f5d-4a8e-8f7e-2b1a0c9d8e02',
  network: 'tiktok',
  content_type: 'video',
  price: 800,
});

describe('rate card', () => {
  it('lists lines by network and content type with prices in USD', async () => {
    const { card } = await renderPricing({
      listPrices: vi.fn(async () => ok({ results: [tiktokVideo, aPrice()] })),
    });
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringContaining('InstagramReelUSD 1,500.50'),
      expect.stringContaining('TikTokVideoUSD 800.00'),
    ]);
    expect(screen.getByRole('link', { name: 'Precios' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a line: network, then one of its content types, then the price', async () => {
    const savePrice = vi.fn(async () => ok(aPrice()));
    const { card, user } = await renderPricing({ savePrice });
    expect(card).toHaveTextContent('Todavía no tienes precios.');
    await user.click(within(card).getByRole('button', { name: 'Agregar precio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar precio' });
    const contentType = within(dialog).getByLabelText('Tipo de contenido');
    expect(contentType).toBeDisabled();

    await user.selectOptions(within(dialog).getByLabelText('Red social'), 'Instagram');
    expect(contentType).toBeEnabled();
    expect(
      within(contentType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige un tipo de contenido', 'Publicación', 'Historia', 'Reel', 'En vivo']);
    await user.selectOptions(contentType, 'Reel');
    await user.type(within(dialog).getByLabelText('Precio (USD)'), '1,500.50');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar precio' }));

    expect(
      await screen.findByText('Guardamos el precio de Reel en Instagram.'),
    ).toBeInTheDocument();
    expect(savePrice).toHaveBeenCalledWith({
      network: 'instagram',
      content_type: 'reel',
      price: 1500.5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('table')).toHaveTextContent('USD 1,500.50');
  });

  it('queues the first save that finds the server gone, before any banner said so (issue 34)', async () => {
    const savePrice = vi.fn(async () => fail('network_error', { status: 0 }));
    const { card, user, bridge } = await renderPricing({ savePrice });
    await user.click(within(card).getByRole('button', { name: 'Agregar precio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar precio' });
    await user.selectOptions(within(dialog).getByLabelText('Red social'), 'Instagram');
    await user.selectOptions(within(dialog).getByLabelText('Tipo de contenido'), 'Reel');
    await user.type(within(dialog).getByLabelText('Precio (USD)'), '1,500');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar precio' }));

    await waitFor(() =>
      expect(bridge.queueAction).toHaveBeenCalledWith({
        kind: 'savePrice',
        args: { network: 'instagram', content_type: 'reel', price: 1500 },
      }),
    );
    expect(savePrice).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/No se pudo conectar con el servidor/)).not.toBeInTheDocument();
  });

  it.each([
    ['-5', 'Escribe una cantidad mayor que 0 en dólares.'],
    ['mil', 'Escribe una cantidad mayor que 0 en dólares.'],
    ['10.505', 'Usa como máximo dos decimales (centavos).'],
  ])('refuses the price "%s" and sends nothing', async (price, message) => {
    const { card, user, bridge } = await renderPricing();
    await user.click(within(card).getByRole('button', { name: 'Agregar precio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar precio' });
    await user.selectOptions(within(dialog).getByLabelText('Red social'), 'Twitch');
    // Twitch has a single content type, chosen with the network.
    expect(within(dialog).getByLabelText('Tipo de contenido')).toHaveValue('live');
    await user.type(within(dialog).getByLabelText('Precio (USD)'), price);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar precio' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Precio (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(bridge.savePrice).not.toHaveBeenCalled();
  });

  it('edits the price of a line and shows the new amount', async () => {
    const savePrice = vi.fn(async () => ok(aPrice({ price: 2000 })));
    const { card, user } = await renderPricing({
      listPrices: vi.fn(async () => ok({ results: [aPrice()] })),
      savePrice,
    });
    await user.click(
      within(card).getByRole('button', { name: 'Editar el precio de Reel en Instagram' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Precio de Reel en Instagram' });
    expect(within(dialog).queryByLabelText('Red social')).not.toBeInTheDocument();
    const price = within(dialog).getByLabelText('Precio (USD)');
    expect(price).toHaveValue('1500.50');
    await user.clear(price);
    await user.type(price, '2,000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar precio' }));

    expect(
      await screen.findByText('Guardamos el precio de Reel en Instagram.'),
    ).toBeInTheDocument();
    expect(savePrice).toHaveBeenCalledWith({
      network: 'instagram',
      content_type: 'reel',
      price: 2000,
    });
    expect(within(card).getAllByRole('row')).toHaveLength(2);
    expect(within(card).getByRole('table')).toHaveTextContent('USD 2,000.00');
  });

  it('says a new line for a network and content type already priced replaces it', async () => {
    const savePrice = vi.fn(async () => ok(aPrice({ price: 900 })));
    const { card, user } = await renderPricing({
      listPrices: vi.fn(async () => ok({ results: [aPrice()] })),
      savePrice,
    });
    await user.click(within(card).getByRole('button', { name: 'Agregar precio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar precio' });
    await user.selectOptions(within(dialog).getByLabelText('Red social'), 'Instagram');
    await user.selectOptions(within(dialog).getByLabelText('Tipo de contenido'), 'Reel');
    expect(dialog).toHaveTextContent(
      'Ya cobras USD 1,500.50 por esto; al guardar cambias ese precio.',
    );
    await user.type(within(dialog).getByLabelText('Precio (USD)'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar precio' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getAllByRole('row')).toHaveLength(2);
    expect(within(card).getByRole('table')).toHaveTextContent('USD 900.00');
  });

  it('shows the server’s reason under the field it names', async () => {
    const { card, user } = await renderPricing({
      savePrice: vi.fn(async () =>
        fail('validation_error', { fields: { price: ['El precio debe ser en USD.'] } }),
      ),
    });
    await user.click(within(card).getByRole('button', { name: 'Agregar precio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar precio' });
    await user.selectOptions(within(dialog).getByLabelText('Red social'), 'Twitch');
    await user.type(within(dialog).getByLabelText('Precio (USD)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar precio' }));
    expect(await within(dialog).findByText('El precio debe ser en USD.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos guardar el precio');
  });

  it('removes a line only after confirming', async () => {
    const removePrice = vi.fn(async () => ok({ removed: true as const }));
    const { card, user } = await renderPricing({
      listPrices: vi.fn(async () => ok({ results: [aPrice(), tiktokVideo] })),
      removePrice,
    });
    await user.click(
      within(card).getByRole('button', { name: 'Quitar el precio de Reel en Instagram' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar este precio?' });
    expect(dialog).toHaveTextContent('Reel en Instagram (USD 1,500.50) dejará de aparecer');
    expect(removePrice).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Quitar precio' }));

    expect(await screen.findByText('Quitamos el precio de Reel en Instagram.')).toBeInTheDocument();
    expect(removePrice).toHaveBeenCalledWith({ id: aPrice().id });
    expect(within(card).getAllByRole('row')).toHaveLength(2);
    expect(within(card).getByRole('table')).not.toHaveTextContent('Instagram');
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Agregar precio' })).toHaveFocus(),
    );
  });
});
