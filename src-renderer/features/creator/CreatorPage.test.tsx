import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { aSession, fail, ok } from '../../test/builders';
import {
  aCardNetwork,
  aCreatorDetail,
  creatorId,
  someProfileViews,
} from '../../test/finder-builders';
import { aProposal, ids } from '../../test/marketplace-builders';
import { renderApp } from '../../test/render-app';
import type { SendProposalDialogProps } from '../proposals/SendProposalDialog';

// The proposal form is the proposals feature's own (and tested there); here only the wiring counts.
vi.mock('../proposals/SendProposalDialog', () => ({
  SendProposalDialog: ({ open, creator, onSent }: SendProposalDialogProps) =>
    open ? (
      <div role="dialog" aria-label={`Propuesta para ${creator.name} (${creator.id})`}>
        <button type="button" onClick={() => onSent(aProposal())}>
          Enviar
        </button>
      </div>
    ) : null,
}));

const ID = creatorId(7);

function renderCreator(bridge: Partial<BridgeApi> = {}) {
  return renderApp(`/creators/${ID}`, {
    getSession: vi.fn(async () => ok(aSession('brand'))),
    ...bridge,
  });
}

const detail = aCreatorDetail({
  id: ID,
  profile_image: 'http://127.0.0.1:4100/media/ana.jpg',
  networks: [
    aCardNetwork(),
    aCardNetwork({
      network: 'youtube',
      username: 'anacocina',
      followers: 1_250_000,
      er: 1.2,
      aqs: 64,
    }),
  ],
  prices: [
    { id: 'p1', network: 'instagram', content_type: 'reel', price: 1500 },
    { id: 'p2', network: 'youtube', content_type: 'video', price: 3200.5 },
  ],
  interests: [
    { id: 'i1', interest: 'food' },
    { id: 'i2', interest: 'travel' },
  ],
  collaborations: [
    {
      id: 'c1',
      brand: { id: ids.brand, name: 'Café Aurora', logo: null },
      networks: ['instagram', 'tiktok'],
      accepted_at: '2026-02-14T12:00:00.000Z',
    },
  ],
});

describe('creator page', () => {
  it('shows the creator’s profile, networks with their dates, prices, interests and collaborations', async () => {
    const { bridge } = renderCreator({ getCreator: vi.fn(async () => ok(detail)) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    expect(bridge.getCreator).toHaveBeenCalledWith({ id: ID });
    // The handle under the title; the Instagram row repeats it as that network's username.
    expect(screen.getAllByText('@ana.crea')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Foto de Ana López' })).toHaveAttribute(
      'src',
      detail.profile_image,
    );

    const about = screen.getByRole('region', { name: 'Sobre el creador' });
    expect(about).toHaveTextContent('Microinfluencer');
    expect(about).toHaveTextContent('México');
    expect(about).toHaveTextContent('Español e Inglés');
    expect(about).toHaveTextContent('Cocino recetas mexicanas');

    const networks = within(screen.getByRole('region', { name: 'Redes' })).getAllByRole('listitem');
    expect(networks[0]).toHaveTextContent(
      'YouTube1.2M seguidoresER 1.20%AQS 64Datos al 5 mar 2026',
    );
    expect(networks[0]).toHaveTextContent('@anacocina');
    expect(networks[1]).toHaveTextContent('Instagram12.3K seguidoresER 3.46%AQS 78');

    const prices = within(screen.getByRole('region', { name: 'Precios' })).getAllByRole('row');
    expect(prices[1]).toHaveTextContent('InstagramReelUSD 1,500.00');
    expect(prices[2]).toHaveTextContent('YouTubeVideoUSD 3,200.50');

    expect(screen.getByRole('region', { name: 'Intereses' })).toHaveTextContent('ComidaViajes');
    expect(screen.getByRole('region', { name: 'Colaboraciones' })).toHaveTextContent(
      'Café AuroraInstagram, TikTok · desde el 14 de febrero de 2026',
    );
  });

  it('opens the proposal dialog for this creator and goes to the proposal once sent', async () => {
    const { user, currentPath } = renderCreator({ getCreator: vi.fn(async () => ok(detail)) });
    await user.click(await screen.findByRole('button', { name: 'Enviar propuesta' }));
    const dialog = screen.getByRole('dialog', { name: `Propuesta para Ana López (${ID})` });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(currentPath()).toBe(`/view_proposal/${ids.proposal}`));
  });

  it('explains that no views are left this month and offers the way back', async () => {
    const { user, currentPath } = renderCreator({
      getCreator: vi.fn(async () =>
        fail('profile_views_exhausted', { status: 402, message: 'Sin vistas.' }),
      ),
      getProfileViews: vi.fn(async () => ok(someProfileViews({ remaining: 0 }))),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ya no te quedan vistas este mes' }),
    ).toBeVisible();
    expect(
      screen.getByText('Ya usaste las vistas de perfiles de este mes. Se renuevan el día 1.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar propuesta' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Volver al buscador' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    expect(await screen.findByText('Te quedan 0 vistas este mes')).toBeInTheDocument();
  });

  it('says when the profile cannot be read and reads it again on retry', async () => {
    const getCreator = vi
      .fn()
      .mockResolvedValueOnce(fail('not_found', { status: 404 }))
      .mockResolvedValue(ok(detail));
    const { user } = renderCreator({ getCreator });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar este perfil');
    expect(alert).toHaveTextContent('No encontramos lo que buscabas.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
  });

  it('is for brands only', async () => {
    const { currentPath } = renderApp(`/creators/${ID}`, {
      getSession: vi.fn(async () => ok(aSession('influencer'))),
    });
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });
});
