import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { aSession, fail, ok } from '../../test/builders';
import {
  aCreatorDetail,
  aDetailNetwork,
  creatorId,
  someProfileViews,
} from '../../test/finder-builders';
import { aProposal, ids } from '../../test/marketplace-builders';
import { renderApp } from '../../test/render-app';
import { aBriefcaseItem } from '../../test/briefcase-builders';
import type { SendProposalDialogProps } from '../proposals';

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

function renderCreator(bridge: Partial<BridgeApi> = {}, path = `/creators/${ID}`) {
  return renderApp(path, {
    getSession: vi.fn(async () => ok(aSession('brand'))),
    ...bridge,
  });
}

const detail = aCreatorDetail({
  id: ID,
  profile_image: 'http://127.0.0.1:4100/media/ana.jpg',
  networks: [
    aDetailNetwork(),
    aDetailNetwork({
      network: 'youtube',
      username: 'anacocina',
      followers: 1_250_000,
      er: 1.2,
      aqs: 64,
      source: 'youtube',
    }),
    aDetailNetwork({ network: 'tiktok', username: 'ana.tt', connected: false, source: 'manual' }),
    // Blogs have no sign-in to connect through: never a verified mark.
    aDetailNetwork({ network: 'blog', username: 'ana', name: 'Blog de Ana', connected: true }),
  ],
  portfolio: [aBriefcaseItem()],
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

const readDetail = () => vi.fn(async () => ok(detail));

describe('creator page', () => {
  it('heads the page with the photo, name, handle, category, country, languages and verified networks', async () => {
    const { bridge, user, currentPath } = renderCreator({ getCreator: readDetail() });
    const title = await screen.findByRole('heading', { level: 1, name: 'Ana López' });
    expect(title).toBeVisible();
    expect(bridge.getCreator).toHaveBeenCalledWith({ id: ID });
    expect(document.title).toContain('Ana López');
    expect(screen.getByRole('img', { name: 'Foto de Ana López' })).toHaveAttribute(
      'src',
      detail.profile_image,
    );

    // Under the name, each fact with its label.
    const header = title.closest('header')!;
    expect(header).toHaveTextContent('CategoríaMicroinfluencerPaísMéxicoIdiomasEspañol e Inglés');

    const verified = within(screen.getByRole('list', { name: 'Redes verificadas' })).getAllByRole(
      'listitem',
    );
    expect(verified.map((mark) => mark.textContent)).toEqual([
      'Instagram: Verificada',
      'YouTube: Verificada',
    ]);
    expect(verified[0]!.querySelector('.network-mark--instagram')).not.toBeNull();

    await user.click(screen.getByRole('link', { name: '@ana.crea' }));
    await waitFor(() => expect(currentPath()).toBe('/profile/ana.crea'));
  });

  it('names no country when the creator chose none, rather than a default', async () => {
    renderCreator({ getCreator: vi.fn(async () => ok({ ...detail, country: '' })) });
    const title = await screen.findByRole('heading', { level: 1, name: 'Ana López' });
    expect(title.closest('header')).toHaveTextContent('CategoríaMicroinfluencerIdiomas');
    expect(screen.queryByText('País')).toBeNull();
    expect(screen.queryByText('México')).toBeNull();
  });

  it('shows no handle link when the creator has none, and initials for a missing photo', async () => {
    renderCreator({
      getCreator: vi.fn(async () =>
        ok({
          ...detail,
          vanity_name: '',
          profile_image: null,
          category: 'top-influencer-celebrity' as const,
        }),
      ),
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Ana López' });
    // Categories in Spanish, never the code's English.
    expect(title.closest('header')).toHaveTextContent('CategoríaMegainfluencer');
    expect(screen.getByRole('img', { name: 'Foto de Ana López' })).toHaveTextContent('AL');
    expect(screen.queryByRole('link', { name: /^@/ })).toBeNull();
  });

  it('shows every section under its own heading, in order', async () => {
    renderCreator({ getCreator: readDetail() });
    await screen.findByRole('heading', { level: 1, name: 'Ana López' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Sobre el creador',
      'Redes',
      'Audiencia',
      'Portafolio',
      'Precios',
      'Intereses',
      'Colaboraciones',
    ]);
    expect(screen.getByRole('region', { name: 'Sobre el creador' })).toHaveTextContent(
      'Cocino recetas mexicanas',
    );
    expect(screen.getByRole('region', { name: 'Audiencia' })).toHaveTextContent(
      'Ninguna red reporta su audiencia todavía.',
    );
    expect(screen.getByRole('list', { name: 'Piezas de Ana López' })).toBeInTheDocument();

    const prices = within(screen.getByRole('region', { name: 'Precios' })).getAllByRole('row');
    expect(prices[1]).toHaveTextContent('InstagramReelUSD 1,500.00');
    expect(prices[2]).toHaveTextContent('YouTubeVideoUSD 3,200.50');
    expect(screen.getByRole('region', { name: 'Intereses' })).toHaveTextContent('ComidaViajes');
    expect(screen.getByRole('region', { name: 'Colaboraciones' })).toHaveTextContent(
      'Café AuroraInstagram, TikTok · Colaboración de febrero de 2026',
    );
  });

  it('says how many profile views are left, counting this one', async () => {
    const getProfileViews = vi.fn(async () => ok(someProfileViews({ remaining: 1 })));
    renderCreator({ getCreator: readDetail(), getProfileViews });
    expect(await screen.findByText('Te queda 1 vista este mes')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cada perfil nuevo que abres usa una vista; volver a este no cuenta de nuevo.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the proposal dialog for this creator and goes to the proposal once sent', async () => {
    const { user, currentPath } = renderCreator({ getCreator: readDetail() });
    await user.click(await screen.findByRole('button', { name: 'Enviar propuesta' }));
    const dialog = screen.getByRole('dialog', { name: `Propuesta para Ana López (${ID})` });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(currentPath()).toBe(`/view_proposal/${ids.proposal}`));
  });

  it('saves the creator to the brand’s list and takes them off again', async () => {
    const { bridge, user } = renderCreator({ getCreator: readDetail() });
    const actions = await screen.findByRole('group', { name: 'Acciones con Ana López' });
    await user.click(
      within(actions).getByRole('button', { name: 'Guardar a Ana López en tu lista' }),
    );
    expect(bridge.addToShortlist).toHaveBeenCalledWith({ creator_id: ID });
    expect(await screen.findByText('Ana López quedó en tu lista')).toBeInTheDocument();
    const saved = within(actions).getByRole('button', { name: 'Guardado en tu lista: Ana López' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveTextContent('Guardado');

    await user.click(saved);
    expect(bridge.removeFromShortlist).toHaveBeenCalledWith({ creator_id: ID });
    expect(await screen.findByText('Quitamos a Ana López de tu lista')).toBeInTheDocument();
  });

  it('shows a creator already on the list as saved', async () => {
    renderCreator({ getCreator: vi.fn(async () => ok({ ...detail, shortlisted: true })) });
    expect(
      await screen.findByRole('button', { name: 'Guardado en tu lista: Ana López' }),
    ).toHaveAttribute('aria-pressed', 'true');
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
    expect(screen.getByText('Ya usaste las vistas de perfiles de este mes.')).toBeInTheDocument();
    // The plan allows the trial (free, never used): it is offered here, not only in billing.
    expect(
      await screen.findByRole('button', { name: 'Probar 14 días y ver más perfiles' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enviar propuesta' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Volver al buscador' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    expect(await screen.findByText('Ya no te quedan vistas este mes')).toBeInTheDocument();
  });

  it('says "No encontramos a este creador" for an unknown creator, with the way back', async () => {
    const { user, currentPath } = renderCreator({
      getCreator: vi.fn(async () => fail('not_found', { status: 404, message: 'No existe.' })),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos a este creador' }),
    ).toBeVisible();
    expect(
      screen.getByText('El enlace no lleva a ningún creador, o el creador ya no tiene cuenta.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver al buscador' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });

  it('does not ask the server for an address that cannot name a creator', async () => {
    const getCreator = readDetail();
    renderCreator({ getCreator }, '/creators/no-es-un-id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos a este creador' }),
    ).toBeVisible();
    expect(getCreator).not.toHaveBeenCalled();
  });

  it('says when the profile cannot be read and reads it again on retry', async () => {
    const getCreator = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500, message: 'Falló.' }))
      .mockResolvedValue(ok(detail));
    const { user } = renderCreator({ getCreator });
    expect(screen.getByRole('status')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar este perfil');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil del creador' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al buscador' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
  });

  it('offline, says the profile needs the server and opens it once the server answers', async () => {
    const getCreator = vi
      .fn()
      .mockResolvedValueOnce(fail('network_error', { status: 0, message: 'Sin red.' }))
      .mockResolvedValue(ok(detail));
    const { bridge } = renderCreator({
      getCreator,
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: new Date().toISOString() }),
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sin conexión con el servidor');
    expect(alert).toHaveTextContent('Lo abriremos en cuanto vuelva la conexión.');

    act(() =>
      bridge.emit('connectivityChanged', { online: true, checked_at: new Date().toISOString() }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    expect(getCreator).toHaveBeenCalledTimes(2);
  });

  it('offline, keeps the page and says why proposing and inviting wait', async () => {
    const { bridge } = renderCreator({ getCreator: readDetail() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    act(() =>
      bridge.emit('connectivityChanged', { online: false, checked_at: new Date().toISOString() }),
    );
    const invite = await screen.findByRole('button', { name: 'Invitar a un casting' });
    await waitFor(() => expect(invite).toBeDisabled());
    expect(invite).toHaveAccessibleDescription(
      'Necesitas conexión con el servidor para invitar a un casting.',
    );
    expect(screen.getByRole('button', { name: 'Enviar propuesta' })).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
  });

  it('is for brands only', async () => {
    const { currentPath } = renderApp(`/creators/${ID}`, {
      getSession: vi.fn(async () => ok(aSession('influencer'))),
    });
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });
});
