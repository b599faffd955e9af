import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { aListPage, fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { aBriefcaseItem, aVideoItem } from '../../test/briefcase-builders';
import { UI_WAIT_MS } from '../../test/ui-wait';

const renderBriefcase = (bridge: Partial<BridgeApi> = {}) =>
  renderAs('influencer', '/briefcase', bridge);

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: UI_WAIT_MS };

describe('briefcase page', () => {
  it('shows the empty state and the upload button', async () => {
    renderBriefcase();
    expect(
      await screen.findByRole('heading', { name: 'Tu portafolio está vacío' }, BOOT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar pieza' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Portafolio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps the server’s order and marks videos', async () => {
    const untitled = aBriefcaseItem({ id: '7d0f5c5e-1b7a-4c1e-9a55-0a1f3c2b4d03', title: '' });
    renderBriefcase({
      listBriefcase: vi.fn(async () => ok(aListPage([aVideoItem(), aBriefcaseItem(), untitled]))),
    });
    const grid = await screen.findByRole('list', { name: 'Tus piezas' }, BOOT);
    expect(
      within(grid)
        .getAllByRole('button', { name: /^Ver / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Ver video: Receta en 30 segundos', 'Ver imagen: Playa', 'Ver imagen: Pieza 3']);
    expect(screen.getByText('3 piezas de 60')).toBeInTheDocument();
  });

  it('says why the list could not be read and reads again', async () => {
    const listBriefcase = vi
      .fn<BridgeApi['listBriefcase']>()
      .mockResolvedValueOnce(fail('internal_error', { status: 500 }))
      .mockResolvedValueOnce(ok(aListPage([aBriefcaseItem()])));
    const { user } = renderBriefcase({ listBriefcase });
    expect(await screen.findByRole('alert', {}, BOOT)).toHaveTextContent(
      'No pudimos cargar tu portafolio',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Ver imagen: Playa' })).toBeInTheDocument();
  });

  it('removes a piece only after confirming', async () => {
    const removeBriefcaseItem = vi.fn(async () => ok({ removed: true as const }));
    const { user } = renderBriefcase({
      listBriefcase: vi.fn(async () => ok(aListPage([aBriefcaseItem(), aVideoItem()]))),
      removeBriefcaseItem,
    });

    await user.click(await screen.findByRole('button', { name: 'Quitar Playa' }, BOOT));
    let dialog = await screen.findByRole('dialog', { name: '¿Quitar esta pieza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removeBriefcaseItem).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Quitar Playa' }));
    dialog = await screen.findByRole('dialog', { name: '¿Quitar esta pieza?' });
    expect(dialog).toHaveTextContent('«Playa» dejará de aparecer en tu portafolio.');
    await user.click(within(dialog).getByRole('button', { name: 'Quitar pieza' }));

    expect(await screen.findByText('Quitamos «Playa» de tu portafolio.')).toBeInTheDocument();
    expect(removeBriefcaseItem).toHaveBeenCalledWith({ id: aBriefcaseItem().id });
    expect(screen.queryByRole('button', { name: 'Ver imagen: Playa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver video: Receta en 30 segundos' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Agregar pieza' })).toHaveFocus(),
    );
  });

  it('keeps the piece when the server refuses to remove it', async () => {
    const { user } = renderBriefcase({
      listBriefcase: vi.fn(async () => ok(aListPage([aBriefcaseItem()]))),
      removeBriefcaseItem: vi.fn(async () => fail('not_found', { status: 404 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Quitar Playa' }, BOOT));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar esta pieza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar pieza' }));
    expect(await screen.findByText('No pudimos quitar la pieza')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver imagen: Playa' })).toBeInTheDocument();
  });
});
