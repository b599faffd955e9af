import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { aListPage, aNetwork, fail, ok } from '../../test/builders';
import { renderWizard } from '../../test/render-wizard';

// Midday UTC: the same calendar day in every Mexican time zone.
const READ_AT = '2026-11-21T18:00:00Z';

const twitch = aNetwork({
  uuid: 'n-twitch',
  network: 'twitch',
  username: 'ana_juega',
  connected: true,
  metrics: {
    values: { followers_count: 1500, views_avg: 12345, er: 3.456, aqs: 72.5 },
    read_at: READ_AT,
    source: 'twitch',
  },
});

const manual = aNetwork({
  uuid: 'n-blog',
  network: 'blog',
  username: 'ana',
  connected: false,
  metrics: { values: {}, read_at: '2025-03-05T18:00:00Z', source: 'manual' },
});

const bare = aNetwork({ uuid: 'n-ig', network: 'instagram', username: 'ana.crea', metrics: null });

const listing = (networks: NetworkConnection[]) => vi.fn(async () => ok(aListPage(networks)));

async function openPanel(bridge: Partial<BridgeApi>) {
  const app = await renderWizard('connections', { bridge });
  await app.user.click(screen.getByRole('button', { name: 'Agregar conexión' }));
  const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
  const list = await within(panel).findByRole('list', { name: 'Redes conectadas' });
  return { ...app, panel, list };
}

const itemOf = (list: HTMLElement, username: string) => {
  const item = within(list).getByText(`@${username}`).closest('li');
  if (!item) throw new Error(`no item for @${username}`);
  return item;
};

describe('network metrics', () => {
  it('shows when and where a network read its figures, and its extra values', async () => {
    const { list } = await openPanel({ listNetworks: listing([twitch]) });
    const item = within(itemOf(list, 'ana_juega'));
    expect(item.getByText('Datos al 21 nov 2026 según Twitch')).toBeInTheDocument();
    expect(item.getByText('Promedio de vistas').nextSibling).toHaveTextContent('12,345');
    expect(item.getByText('Tasa de interacción').nextSibling).toHaveTextContent('3.46%');
    expect(item.getByText('Calidad de audiencia (AQS)').nextSibling).toHaveTextContent('72.5');
    // The followers are already shown beside the name.
    expect(item.queryByText('Seguidores')).not.toBeInTheDocument();
  });

  it('shows the largest audience slices where the network reports them', async () => {
    const instagram = aNetwork({
      uuid: 'n-ig2',
      network: 'instagram',
      username: 'cocina',
      connected: true,
      metrics: {
        values: { followers_count: 2000, er: 4 },
        audience_age_gender: [
          { gender: 'female', age_range: '25-34', percent: 52.5 },
          { gender: 'male', age_range: '25-34', percent: 30 },
          { gender: 'female', age_range: '18-24', percent: 10 },
          { gender: 'unknown', age_range: '65+', percent: 7.5 },
        ],
        read_at: READ_AT,
        source: 'instagram',
      },
    });
    const { list } = await openPanel({ listNetworks: listing([instagram]) });
    expect(
      within(itemOf(list, 'cocina')).getByText(
        'Audiencia principal: Mujeres 25-34 (52.5%) · Hombres 25-34 (30%) · Mujeres 18-24 (10%)',
      ),
    ).toBeInTheDocument();
  });

  it('says when figures were typed by hand, and shows no line without metrics', async () => {
    const { list } = await openPanel({ listNetworks: listing([manual, bare]) });
    const blog = within(itemOf(list, 'ana'));
    expect(blog.getByText('Datos al 5 mar 2025, capturados a mano')).toBeInTheDocument();
    expect(blog.queryByRole('definition')).not.toBeInTheDocument();
    expect(within(itemOf(list, 'ana.crea')).queryByText(/^Datos al/)).not.toBeInTheDocument();
  });

  it('offers the refresh only for connected networks, and only in the panel', async () => {
    const { panel, list } = await openPanel({ listNetworks: listing([twitch, manual]) });
    expect(within(list).getAllByRole('button', { name: /^Actualizar datos de/ })).toHaveLength(1);
    expect(
      within(list).getByRole('button', { name: 'Actualizar datos de Twitch' }),
    ).toBeInTheDocument();
    // The wizard's own list behind the panel is read-only.
    const lists = screen.getAllByRole('list', { name: 'Redes conectadas', hidden: true });
    const pageList = lists.find((candidate) => !panel.contains(candidate));
    if (!pageList) throw new Error('the wizard list is missing');
    expect(
      within(pageList).queryByRole('button', { name: /^Actualizar datos de/, hidden: true }),
    ).not.toBeInTheDocument();
    expect(within(pageList).getByText('Datos al 21 nov 2026 según Twitch')).toBeInTheDocument();
  });

  it('refreshes a connection, confirms with a toast and reads the list again', async () => {
    const listNetworks = listing([twitch]);
    const { list, user, bridge } = await openPanel({ listNetworks });
    const calls = listNetworks.mock.calls.length;
    await user.click(within(list).getByRole('button', { name: 'Actualizar datos de Twitch' }));
    expect(bridge.refreshNetworkMetrics).toHaveBeenCalledWith({ uuid: 'n-twitch' });
    expect(await screen.findByText('Datos actualizados')).toBeInTheDocument();
    await waitFor(() => expect(listNetworks.mock.calls.length).toBeGreaterThan(calls));
  });

  it('tells why a refresh was refused and reads the list again, which now says so (issue 34)', async () => {
    const listNetworks = listing([twitch]);
    const { list, user } = await openPanel({
      listNetworks,
      refreshNetworkMetrics: vi.fn(async () =>
        fail('network_reconnect_required', {
          status: 409,
          message: 'Twitch ya no acepta la autorización guardada.',
        }),
      ),
    });
    const calls = listNetworks.mock.calls.length;
    const button = within(list).getByRole('button', { name: 'Actualizar datos de Twitch' });
    await user.click(button);
    expect(await screen.findByText('Twitch retiró el acceso')).toBeInTheDocument();
    expect(screen.getByText('Twitch ya no acepta la autorización guardada.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    // The server kept the refusal: the card and the banner are painted from a fresh list.
    await waitFor(() => expect(listNetworks.mock.calls.length).toBeGreaterThan(calls));
  });

  it('keeps the list as it was when the server was not reached', async () => {
    const listNetworks = listing([twitch]);
    const { list, user } = await openPanel({
      listNetworks,
      refreshNetworkMetrics: vi.fn(async () => fail('network_error', { status: 0 })),
    });
    const calls = listNetworks.mock.calls.length;
    const button = within(list).getByRole('button', { name: 'Actualizar datos de Twitch' });
    await user.click(button);
    expect(
      await screen.findByText('No pudimos actualizar los datos de Twitch'),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(listNetworks.mock.calls.length).toBe(calls);
  });
});
