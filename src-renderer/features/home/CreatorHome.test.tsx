import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { emptyMetaInfo, type User } from '../../../src-shared/domain/user';
import { formatShortDate } from '../../i18n/format';
import { aListPage, aNetwork, aSession, fail, ok } from '../../test/builders';
import { aCastingCall, aProposal, ids } from '../../test/marketplace-builders';
import { aPublicProfile } from '../../test/public-profile-builders';
import { renderApp } from '../../test/render-app';
import { aBriefcaseItem } from '../../test/briefcase-builders';

const everyStepSaved: Partial<User> = {
  first_name: 'Ana',
  last_name: 'López',
  question_text: 'Cocino recetas mexicanas.',
  telephone: '+52 55 1234 5678',
  meta_info: {
    ...emptyMetaInfo(),
    birthday: '1990-05-17',
    gender: 'female',
    relationship: 'single',
  },
  vanity_name: 'ana.crea',
};

function renderHome(user: Partial<User> = {}, bridge: Partial<BridgeApi> = {}) {
  return renderApp('/home_search', {
    getSession: vi.fn(async () => ok(aSession('influencer', user))),
    ...bridge,
  });
}

const meter = () => screen.findByRole('region', { name: 'Tu perfil de creador' });

describe('creator home: completion meter', () => {
  it('starts a new creator at 0 of 9 and resumes at the first step', async () => {
    const { user, currentPath } = renderHome({ vanity_name: null });
    const region = await meter();
    const bar = await within(region).findByRole('progressbar', { name: 'Avance del perfil' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', '0 de 9');
    expect(region).toHaveTextContent('0 de 9');

    const link = (name: RegExp) => within(region).getByRole('link', { name });
    expect(link(/^Conecta tus redes sociales Pendiente$/)).toHaveAttribute(
      'href',
      '/setting-public-profile/connections',
    );
    expect(link(/^Familia Pendiente$/)).toHaveAttribute('href', '/setting-public-profile/family');
    expect(link(/^Una red verificada Pendiente$/)).toHaveAttribute('href', '/my_work/networks');
    expect(link(/^Portafolio Pendiente$/)).toHaveAttribute('href', '/briefcase');
    expect(link(/^Precios Pendiente$/)).toHaveAttribute('href', '/pricing');

    await user.click(within(region).getByRole('link', { name: 'Completar mi perfil' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/connections'));
  });

  it('marks what is saved in the data and resumes at the first step still missing', async () => {
    renderHome(
      { question_text: 'Cocino.', meta_info: { ...emptyMetaInfo(), birthday: '1990-05-17' } },
      {
        listNetworks: vi.fn(async () => ok(aListPage([aNetwork({ connected: true })]))),
        listBriefcase: vi.fn(async () => ok(aListPage([aBriefcaseItem()]))),
      },
    );
    const region = await meter();
    const bar = await within(region).findByRole('progressbar', { name: 'Avance del perfil' });
    // connections, profile, a verified network and a portfolio piece.
    expect(bar).toHaveAttribute('aria-valuetext', '4 de 9');
    expect(within(region).getByRole('link', { name: 'Tu perfil Listo' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Portafolio Listo' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Precios Pendiente' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Completar mi perfil' })).toHaveAttribute(
      'href',
      '/setting-public-profile/basic_info',
    );
  });

  it('after the wizard, sends the creator to what brands still miss', async () => {
    renderHome(everyStepSaved, {
      listNetworks: vi.fn(async () => ok(aListPage([aNetwork({ connected: false })]))),
    });
    const region = await meter();
    const bar = await within(region).findByRole('progressbar', { name: 'Avance del perfil' });
    expect(bar).toHaveAttribute('aria-valuetext', '6 de 9');
    expect(within(region).getByRole('link', { name: 'Completar mi perfil' })).toHaveAttribute(
      'href',
      '/my_work/networks',
    );
  });

  it('says so when everything is done', async () => {
    renderHome(everyStepSaved, {
      listNetworks: vi.fn(async () => ok(aListPage([aNetwork()]))),
      listBriefcase: vi.fn(async () => ok(aListPage([aBriefcaseItem()]))),
      listPrices: vi.fn(async () =>
        ok({
          results: [
            { id: 'p1', network: 'instagram' as const, content_type: 'reel' as const, price: 900 },
          ],
        }),
      ),
    });
    const region = await meter();
    const bar = await within(region).findByRole('progressbar', { name: 'Avance del perfil' });
    expect(bar).toHaveAttribute('aria-valuetext', '9 de 9');
    expect(region).toHaveTextContent('¡Tu perfil está completo!');
    expect(within(region).queryByRole('link', { name: 'Completar mi perfil' })).toBeNull();
  });

  it('keeps the rest of the page when the meter cannot be read, and reads it again on retry', async () => {
    const listBriefcase = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500, message: 'Falló.' }))
      .mockResolvedValue(ok(aListPage([])));
    const { user } = renderHome(everyStepSaved, { listBriefcase });
    const region = await meter();
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos revisar tu perfil');
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeEnabled();
    expect(await screen.findByText('No hay castings abiertos para ti')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    // Every step but connections (no network yet).
    expect(await within(region).findByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '5 de 9',
    );
  });
});

describe('creator home: proposals and casting calls', () => {
  it('lists the proposals waiting for the creator’s answer, each linked', async () => {
    const counteredByCreator = aProposal({
      id: '00000000-0000-4000-8000-0000000f0002',
      status: 'countered',
      turn: 'brand',
      brand: { id: ids.otherBrand, name: 'Hotel Mar', logo: null },
    });
    const counteredByBrand = aProposal({
      id: '00000000-0000-4000-8000-0000000f0003',
      status: 'countered',
      turn: 'creator',
      brand: { id: ids.otherBrand, name: 'Panadería Sol', logo: null },
      updated_at: '2026-06-12T10:00:00.000Z',
    });
    const listProposals = vi.fn(async ({ status }: { status?: string } = {}) =>
      ok(aListPage(status === 'sent' ? [aProposal()] : [counteredByCreator, counteredByBrand])),
    );
    renderHome(everyStepSaved, { listProposals });

    const region = await screen.findByRole('region', { name: 'Te toca responder' });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Panadería Sol');
    expect(rows[0]).toHaveTextContent('Te toca responder');
    expect(within(rows[0]!).getByRole('link', { name: 'Panadería Sol' })).toHaveAttribute(
      'href',
      `/view_proposal/${counteredByBrand.id}`,
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Café Aurora' })).toHaveAttribute(
      'href',
      `/view_proposal/${ids.proposal}`,
    );
    expect(region).not.toHaveTextContent('Hotel Mar');
    expect(within(region).getByRole('link', { name: 'Ver todas tus propuestas' })).toHaveAttribute(
      'href',
      '/proposals',
    );
    expect(listProposals).toHaveBeenCalledWith({ status: 'sent' });
    expect(listProposals).toHaveBeenCalledWith({ status: 'countered' });
  });

  it('says when nothing waits for an answer', async () => {
    renderHome(everyStepSaved);
    const region = await screen.findByRole('region', { name: 'Te toca responder' });
    expect(
      await within(region).findByText('No hay propuestas esperando tu respuesta'),
    ).toBeInTheDocument();
  });

  it('shows the first open calls that fit, with a link to all of them', async () => {
    const calls = ['Cold brew', 'Pan de muerto', 'Playa', 'Gimnasio'].map((title, index) =>
      aCastingCall({ id: `00000000-0000-4000-8000-0000000ca00${index + 1}`, title }),
    );
    renderHome(everyStepSaved, {
      listCastingCalls: vi.fn(async () => ok({ ...aListPage(calls), count: 4 })),
    });
    const region = await screen.findByRole('region', { name: 'Castings para ti' });
    const list = await within(region).findByRole('list', { name: 'Castings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Cold brew' })).toHaveAttribute(
      'href',
      `/view_casting_call/${calls[0]!.id}`,
    );
    expect(within(region).queryByText('Gimnasio')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Ver todos los castings' })).toHaveAttribute(
      'href',
      '/casting-calls',
    );
  });

  it('keeps the other blocks when the proposals cannot be read', async () => {
    renderHome(everyStepSaved, {
      listProposals: vi.fn(async () => fail('internal_error', { status: 500, message: 'Falló.' })),
      listCastingCalls: vi.fn(async () => ok(aListPage([aCastingCall()]))),
    });
    const region = await screen.findByRole('region', { name: 'Te toca responder' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'No pudimos cargar las propuestas',
    );
    expect(await screen.findByRole('link', { name: 'Lanzamiento de cold brew' })).toBeVisible();
    expect(await within(await meter()).findByRole('progressbar')).toBeInTheDocument();
  });
});

describe('creator home: public link', () => {
  it('copies the public link and opens the profile in the app', async () => {
    const getPublicProfile = vi.fn(async () => ok(aPublicProfile({ id: 'user-1' })));
    const { user, currentPath } = renderHome(everyStepSaved, { getPublicProfile });
    const region = await screen.findByRole('region', { name: 'Tu perfil público' });
    expect(within(region).getByRole('link', { name: '@ana.crea' })).toHaveAttribute(
      'href',
      '/profile/ana.crea',
    );
    expect(region).toHaveTextContent('https://marcacreadores.mx/ana.crea');

    await user.click(within(region).getByRole('button', { name: 'Copiar enlace' }));
    expect(await navigator.clipboard.readText()).toBe('https://marcacreadores.mx/ana.crea');
    expect(
      within(region).getByRole('button', { name: 'Copiado el enlace de tu perfil' }),
    ).toBeInTheDocument();

    await user.click(within(region).getByRole('link', { name: 'Ver mi perfil público' }));
    await waitFor(() => expect(currentPath()).toBe('/profile/ana.crea'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeVisible();
    expect(getPublicProfile).toHaveBeenCalledWith({ vanity_name: 'ana.crea' });
  });

  it('without a handle, points at the handle step instead', async () => {
    renderHome({ vanity_name: null });
    const region = await screen.findByRole('region', { name: 'Tu perfil público' });
    expect(within(region).queryByRole('button', { name: /Copiar/ })).toBeNull();
    expect(within(region).getByRole('link', { name: 'Elegir mi URL pública' })).toHaveAttribute(
      'href',
      '/setting-public-profile/vanity',
    );
  });
});

describe('creator home offline', () => {
  it('says how old the saved data is and fills the lists in once the server answers', async () => {
    const syncedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const session = aSession('influencer', everyStepSaved);
    const listCastingCalls = vi
      .fn()
      .mockResolvedValueOnce(fail('network_error', { status: 0, message: 'Sin red.' }))
      .mockResolvedValue(ok(aListPage([aCastingCall()])));
    const { bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () =>
        ok({ ...session, accounts: session.accounts.map((a) => ({ ...a, syncedAt })) }),
      ),
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: new Date().toISOString() }),
      ),
      listCastingCalls,
    });
    expect(
      await screen.findByText(
        `Tu avance y tu enlace son datos del ${formatShortDate(syncedAt)}, hace 5 min; castings y propuestas esperan la conexión.`,
      ),
    ).toBeInTheDocument();
    const calls = screen.getByRole('region', { name: 'Castings para ti' });
    // The banner says why once; the section only says it has nothing saved.
    expect(await within(calls).findByText('Sin datos guardados de esta sección')).toBeVisible();
    expect(within(calls).queryByRole('alert')).toBeNull();

    act(() =>
      bridge.emit('connectivityChanged', { online: true, checked_at: new Date().toISOString() }),
    );
    expect(
      await within(calls).findByRole('link', { name: 'Lanzamiento de cold brew' }),
    ).toBeVisible();
    expect(screen.queryByText(/Tu avance y tu enlace son datos del/)).toBeNull();
  });
});
