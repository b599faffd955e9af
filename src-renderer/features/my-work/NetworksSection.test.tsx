import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { NetworkConnection, NetworkReading } from '../../../src-shared/domain/network';
import { aListPage, aNetwork, aSession, fail, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { renderAs } from '../../test/render-as';

// Midday UTC: the same calendar day in every Mexican time zone.
const READ_AT = '2026-11-21T18:00:00Z';
const MONTH_AGO = '2026-10-22T18:00:00Z';

const instagram = aNetwork({
  uuid: 'n-ig',
  network: 'instagram',
  username: 'ana.crea',
  name: 'Ana Crea',
  followers: 12_345,
  connected: true,
  metrics: {
    values: { followers_count: 12_345, er: 3.456, aqs: 72.5, views_avg: 4_321 },
    read_at: READ_AT,
    source: 'instagram',
  },
  trend: {
    points: [
      { read_at: MONTH_AGO, followers: 11_145, source: 'instagram' },
      { read_at: '2026-11-05T18:00:00Z', followers: 11_900, source: 'instagram' },
      { read_at: READ_AT, followers: 12_345, source: 'instagram' },
    ],
    change_30d: { followers: 1_200, percent: 10.77, since: MONTH_AGO },
  },
  access: { state: 'ok', expires_at: null, reason: null },
});

const youtubeChannel = aNetwork({
  uuid: 'n-yt',
  network: 'youtube',
  username: 'UC4x9ZQ-channel-id',
  name: 'Cocina con Ana',
  is_channel: true,
  followers: 2_500_000,
  connected: true,
  metrics: { values: {}, read_at: READ_AT, source: 'youtube' },
  trend: {
    points: [
      { read_at: MONTH_AGO, followers: 2_600_000, source: 'youtube' },
      { read_at: READ_AT, followers: 2_500_000, source: 'youtube' },
    ],
    change_30d: { followers: -100_000, percent: -3.85, since: MONTH_AGO },
  },
  access: { state: 'ok', expires_at: null, reason: null },
});

const blog = aNetwork({
  uuid: 'n-blog',
  network: 'blog',
  username: 'ana',
  name: 'Recetas de Ana',
  url: 'https://www.recetasdeana.mx/',
  followers: 900,
  connected: false,
  metrics: { values: {}, read_at: '2026-03-05T18:00:00Z', source: 'manual' },
});

const linkedin = aNetwork({
  uuid: 'n-li',
  network: 'linkedin',
  username: 'ana-lopez',
  name: 'Ana López',
  url: 'https://www.linkedin.com/in/ana-lopez',
  followers: 480,
  connected: false,
});

const listing = (networks: NetworkConnection[]) => vi.fn(async () => ok(aListPage(networks)));

async function openDashboard(networks: NetworkConnection[], bridge: Partial<BridgeApi> = {}) {
  const app = renderAs('influencer', '/my_work/networks', {
    listNetworks: listing(networks),
    ...bridge,
  });
  const list = await screen.findByRole('list', { name: 'Tus redes conectadas' });
  return { ...app, list };
}

const cardOf = (list: HTMLElement, network: string): HTMLElement =>
  within(list).getByRole('listitem', { name: network });

describe('networks dashboard', () => {
  it('shows each connection with its handle, figures, where they came from and its badge', async () => {
    const { list } = await openDashboard([instagram, youtubeChannel, blog, linkedin]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    const ig = within(cardOf(list, 'Instagram'));
    expect(ig.getByRole('heading', { level: 3, name: 'Instagram' })).toBeVisible();
    expect(ig.getByText('Verificada')).toBeVisible();
    expect(ig.getByText('@ana.crea')).toBeVisible();
    expect(ig.getByText('Ana Crea')).toBeVisible();
    expect(ig.getByText('12.3K')).toBeVisible();
    expect(ig.getByText('Datos al 21 nov 2026 según Instagram')).toBeVisible();
    expect(ig.getByText('Tasa de interacción').nextSibling).toHaveTextContent('3.46%');
    expect(ig.getByText('Calidad de audiencia (AQS)').nextSibling).toHaveTextContent('72.5');
    expect(ig.getByText('Promedio de vistas').nextSibling).toHaveTextContent('4,321');

    // A channel is named by its name, never by its id.
    const yt = within(cardOf(list, 'YouTube'));
    expect(yt.getByText('Cocina con Ana')).toBeVisible();
    expect(yt.queryByText(/UC4x9ZQ/)).not.toBeInTheDocument();
    expect(yt.getByText('2.5M')).toBeVisible();

    // Blog, podcast and LinkedIn show their name and their address as a link out of the app.
    const blogCard = within(cardOf(list, 'Blog'));
    expect(blogCard.getByText('Recetas de Ana')).toBeVisible();
    const link = blogCard.getByRole('link', { name: /^recetasdeana\.mx/ });
    expect(link).toHaveAttribute('href', 'https://www.recetasdeana.mx/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(blogCard.getByText('Datos al 5 mar 2026, capturados a mano')).toBeVisible();
    expect(blogCard.queryByText('Verificada')).not.toBeInTheDocument();
    expect(blogCard.queryByText('Sin verificar')).not.toBeInTheDocument();

    const li = within(cardOf(list, 'LinkedIn'));
    expect(li.getByText('Sin verificar')).toBeVisible();
    expect(li.getByRole('link', { name: /^linkedin\.com\/in\/ana-lopez/ })).toBeVisible();
    expect(li.getByText('Sin cifras guardadas todavía.')).toBeVisible();

    expect(screen.getByText('Seguidores en total').nextSibling).toHaveTextContent('2.5M');
    expect(screen.getByText('Verificadas').nextSibling).toHaveTextContent('2');
  });

  it('draws each trend and says the change over the month in words and figures', async () => {
    const { list } = await openDashboard([instagram, youtubeChannel, linkedin]);

    const ig = within(cardOf(list, 'Instagram'));
    expect(
      ig.getByRole('img', {
        name: 'Seguidores de Instagram: subieron 1.2K (10.8%) desde el 22 oct 2026; ahora 12.3K.',
      }),
    ).toBeVisible();
    expect(ig.getByText('+1.2K (+10.8%)')).toBeVisible();
    expect(ig.getByText('desde el 22 oct 2026')).toBeVisible();

    const yt = within(cardOf(list, 'YouTube'));
    expect(yt.getByRole('img', { name: /bajaron 100K \(3\.9%\)/ })).toBeVisible();
    expect(yt.getByText('\u2212100K (\u22123.9%)')).toHaveClass('follower-trend__amount');

    // One reading is no trend yet.
    const li = within(cardOf(list, 'LinkedIn'));
    expect(li.getByText('Sin historial aún')).toBeVisible();
    expect(li.queryByRole('img')).not.toBeInTheDocument();
  });

  it('never says "Sin historial aún" beside a history with readings (issue 34)', async () => {
    const { list } = await openDashboard([
      { ...blog, trend: { points: [], change_30d: null } },
      {
        ...instagram,
        followers: 9_999_999,
        trend: { points: [instagram.trend.points[0]!], change_30d: null },
      },
    ]);
    for (const name of ['Blog', 'Instagram']) {
      const card = within(cardOf(list, name));
      expect(card.getByRole('button', { name: /^Ver historial/ })).toBeVisible();
      expect(card.getByText('Aún no hay cambio que medir')).toBeVisible();
      expect(card.queryByText('Sin historial aún')).not.toBeInTheDocument();
    }
  });

  it('opens the side panel on the network picker from the empty state', async () => {
    const { user } = renderAs('influencer', '/my_work/networks');
    const empty = (await screen.findByRole('heading', { name: 'Conecta tu primera red' }))
      .parentElement as HTMLElement;
    // The page header offers it too.
    expect(screen.getAllByRole('button', { name: 'Agregar conexión' })).toHaveLength(2);
    await user.click(within(empty).getByRole('button', { name: 'Agregar conexión' }));
    const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
    expect(within(panel).getByRole('heading', { name: 'Elige una red' })).toBeVisible();
  });

  it('asks to reconnect a revoked network, with the reason, through its own sign-in', async () => {
    const revoked = aNetwork({
      ...instagram,
      access: {
        state: 'revoked',
        expires_at: null,
        reason: 'Quitaste el permiso de la app en Instagram.',
      },
    });
    const { list, user, bridge } = await openDashboard([revoked]);
    const card = within(cardOf(list, 'Instagram'));
    expect(card.getByText('Quitaste el permiso de la app en Instagram.')).toBeVisible();
    // Its figures cannot be read again until then.
    expect(card.queryByRole('button', { name: /^Actualizar/ })).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Volver a conectar Instagram' }));
    await waitFor(() =>
      expect(bridge.connectNetwork).toHaveBeenCalledWith({ network: 'instagram' }),
    );
    expect(await screen.findByText('Instagram quedó conectada de nuevo.')).toBeVisible();
    expect(bridge.listNetworks).toHaveBeenCalledTimes(2);
  });

  it('lists expiring and expired grants in a banner above the list, each with its reconnect', async () => {
    const tiktok = aNetwork({
      uuid: 'n-tt',
      network: 'tiktok',
      username: 'ana.baila',
      access: { state: 'expiring', expires_at: '2026-12-01T18:00:00Z', reason: null },
    });
    const twitch = aNetwork({
      uuid: 'n-tw',
      network: 'twitch',
      username: 'ana_juega',
      access: { state: 'expired', expires_at: '2026-11-01T18:00:00Z', reason: null },
    });
    const { list } = await openDashboard([instagram, tiktok, twitch]);
    const banner = within(screen.getByRole('region', { name: 'Revisa el acceso a tus redes' }));
    expect(banner.getByText('El acceso a TikTok vence el 1 de diciembre de 2026.')).toBeVisible();
    expect(banner.getByText('El acceso a Twitch venció.')).toBeVisible();
    expect(banner.getByRole('button', { name: 'Volver a conectar TikTok' })).toBeEnabled();
    expect(banner.getByRole('button', { name: 'Volver a conectar Twitch' })).toBeEnabled();
    expect(banner.queryByText(/Instagram/)).not.toBeInTheDocument();

    // The expiring one still refreshes; its row says when access ends.
    const tiktokCard = within(cardOf(list, 'TikTok'));
    expect(tiktokCard.getByText('El acceso vence el 1 de diciembre de 2026.')).toBeVisible();
    expect(tiktokCard.getByRole('button', { name: 'Actualizar datos de TikTok' })).toBeEnabled();
  });

  it('has no banner while every grant holds', async () => {
    await openDashboard([instagram, blog]);
    expect(screen.queryByRole('region', { name: /acceso/ })).not.toBeInTheDocument();
  });

  it('lists every reading in the history dialog, a page at a time', async () => {
    const reading = (day: number, followers: number): NetworkReading => ({
      read_at: `2026-11-${String(day).padStart(2, '0')}T18:00:00Z`,
      followers,
      source: day === 1 ? 'manual' : 'instagram',
      values: {},
    });
    const getNetworkHistory = vi
      .fn()
      .mockResolvedValueOnce(
        ok({ results: [reading(21, 12_345), reading(5, 11_900)], count: 3, page: 1, size_page: 2 }),
      )
      .mockResolvedValueOnce(
        ok({ results: [reading(1, 11_000)], count: 3, page: 2, size_page: 2 }),
      );
    const { list, user } = await openDashboard([instagram], { getNetworkHistory });

    await user.click(
      within(cardOf(list, 'Instagram')).getByRole('button', {
        name: 'Ver historial de Instagram',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Historial de Instagram' });
    const table = await within(dialog).findByRole('table', {
      name: 'Lecturas de seguidores de Instagram',
    });
    expect(getNetworkHistory).toHaveBeenCalledWith({ uuid: 'n-ig' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('21 de noviembre de 2026');
    expect(rows[0]).toHaveTextContent('12,345');
    expect(rows[0]).toHaveTextContent('Instagram');
    expect(within(dialog).getByText('2 de 3 lecturas')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(getNetworkHistory).toHaveBeenLastCalledWith({ uuid: 'n-ig', page: 2 });
    // Issue 34: a typed reading beside the network's own is marked as out of the trend.
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent(
      'Capturado a mano · no cuenta en la tendencia',
    );
    expect(
      within(dialog).getByText(/la tendencia y el cambio del mes solo usan las lecturas de la red/),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('says when the history is empty, and lets a failed read be retried', async () => {
    const getNetworkHistory = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500 }))
      .mockResolvedValue(ok(aListPage([])));
    const { list, user } = await openDashboard([instagram], { getNetworkHistory });
    await user.click(
      within(cardOf(list, 'Instagram')).getByRole('button', { name: /^Ver historial/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Historial de Instagram' });
    expect(await within(dialog).findByText('No pudimos cargar el historial')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(
      await within(dialog).findByText('Aún no hay lecturas guardadas de esta red.'),
    ).toBeVisible();
  });

  it('refreshes a verified network and says how it went', async () => {
    const refreshNetworkMetrics = vi
      .fn()
      .mockResolvedValueOnce(ok(instagram))
      .mockResolvedValueOnce(
        fail('provider_unavailable', { status: 502, message: 'Instagram no respondió.' }),
      );
    const { list, user, bridge } = await openDashboard([instagram, blog], {
      refreshNetworkMetrics,
    });
    // Typed-by-hand connections have no network to ask.
    expect(
      within(cardOf(list, 'Blog')).queryByRole('button', { name: /^Actualizar/ }),
    ).not.toBeInTheDocument();

    const refresh = within(cardOf(list, 'Instagram')).getByRole('button', {
      name: 'Actualizar datos de Instagram',
    });
    await user.click(refresh);
    expect(refreshNetworkMetrics).toHaveBeenCalledWith({ uuid: 'n-ig' });
    expect(await screen.findByText('Datos actualizados')).toBeVisible();
    await waitFor(() => expect(bridge.listNetworks).toHaveBeenCalledTimes(2));

    await user.click(refresh);
    expect(await screen.findByText('Instagram no respondió')).toBeVisible();
  });

  it('repaints the card and the banner at once when the network refused the refresh (issue 34)', async () => {
    const revoked: NetworkConnection = {
      ...instagram,
      access: { state: 'revoked', expires_at: null, reason: 'Instagram retiró el permiso.' },
    };
    const listNetworks = vi
      .fn()
      .mockResolvedValueOnce(ok(aListPage([instagram])))
      .mockResolvedValue(ok(aListPage([revoked])));
    const refreshNetworkMetrics = vi.fn(async () =>
      fail('network_reconnect_required', {
        status: 409,
        message: 'Instagram ya no acepta la autorización guardada.',
      }),
    );
    const { list, user } = await openDashboard([], { listNetworks, refreshNetworkMetrics });
    expect(screen.queryByRole('region', { name: /acceso/ })).not.toBeInTheDocument();

    await user.click(
      within(cardOf(list, 'Instagram')).getByRole('button', {
        name: 'Actualizar datos de Instagram',
      }),
    );
    expect(await screen.findByText('Instagram retiró el acceso')).toBeVisible();
    expect(screen.getByText('Instagram ya no acepta la autorización guardada.')).toBeVisible();
    const banner = within(
      await screen.findByRole('region', { name: 'Revisa el acceso a tus redes' }),
    );
    expect(banner.getByRole('button', { name: 'Volver a conectar Instagram' })).toBeEnabled();
    expect(
      within(cardOf(list, 'Instagram')).getAllByText(/Instagram retiró el permiso\./)[0],
    ).toBeVisible();
  });

  it('tells a network’s own failure as the network failing, not as a sign-in outage', async () => {
    const refreshNetworkMetrics = vi.fn(async () =>
      fail('provider_unavailable', {
        status: 502,
        message: 'No pudimos comunicarnos con Instagram. Inténtalo más tarde.',
      }),
    );
    const { list, user } = await openDashboard([instagram], { refreshNetworkMetrics });
    await user.click(
      within(cardOf(list, 'Instagram')).getByRole('button', {
        name: 'Actualizar datos de Instagram',
      }),
    );
    expect(await screen.findByText('Instagram no respondió')).toBeVisible();
    expect(
      screen.getByText('No pudimos comunicarnos con Instagram. Inténtalo más tarde.'),
    ).toBeVisible();
    expect(screen.queryByText(/inicio de sesión/)).not.toBeInTheDocument();
  });

  it('opens the side panel on the connection’s own form to edit it', async () => {
    const { list, user } = await openDashboard([instagram]);
    await user.click(
      within(cardOf(list, 'Instagram')).getByRole('button', { name: 'Editar Instagram' }),
    );
    const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
    expect(within(panel).getByRole('heading', { name: 'Editar Instagram' })).toBeVisible();
    expect(within(panel).getByLabelText('Usuario')).toHaveValue('ana.crea');
  });

  it('removes a connection after asking, then focuses the list heading', async () => {
    const listNetworks = vi
      .fn()
      .mockResolvedValueOnce(ok(aListPage([instagram, blog])))
      .mockResolvedValue(ok(aListPage([blog])));
    const { list, user, bridge } = await openDashboard([], { listNetworks });
    await user.click(
      within(cardOf(list, 'Instagram')).getByRole('button', { name: 'Eliminar Instagram' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta conexión?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(bridge.removeNetwork).toHaveBeenCalledWith({ uuid: 'n-ig' });
    expect(await screen.findByText('Eliminamos la conexión con Instagram.')).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tus redes' })).toHaveFocus());
  });

  it('offers a retry when the list cannot be read', async () => {
    const listNetworks = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500 }))
      .mockResolvedValue(ok(aListPage([instagram])));
    const { user } = renderAs('influencer', '/my_work/networks', { listNetworks });
    expect(await screen.findByText('No pudimos cargar tus redes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Tus redes conectadas' })).toBeVisible();
  });

  it('offline, shows the saved copy with its age and holds back what needs the server', async () => {
    const session = aSession('influencer');
    const account = { ...session.accounts[0]!, syncedAt: new Date().toISOString() };
    renderApp('/my_work/networks', {
      getSession: vi.fn(async () => ok({ ...session, accounts: [account] })),
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: new Date().toISOString() }),
      ),
      listNetworks: listing([instagram]),
    });
    const list = await screen.findByRole('list', { name: 'Tus redes conectadas' });
    expect(
      await screen.findByText(
        /^Sin conexión: estas cifras son de la copia guardada el .* \(hace un momento\)\.$/,
      ),
    ).toBeVisible();
    const refresh = within(cardOf(list, 'Instagram')).getByRole('button', {
      name: 'Actualizar datos de Instagram',
    });
    await waitFor(() => expect(refresh).toBeDisabled());
    expect(refresh).toHaveAccessibleDescription(
      'Necesitas conexión con el servidor para hacer esto.',
    );
    expect(
      within(cardOf(list, 'Instagram')).getByRole('button', { name: 'Ver historial de Instagram' }),
    ).toHaveAccessibleDescription('Necesitas conexión con el servidor para ver el historial.');
  });
});
