import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../../../../../src-shared/api/envelope';
import type { BridgeOutcome } from '../../../../../src-shared/bridge/bridge-error';
import type { NetworkConnection } from '../../../../../src-shared/domain/network';
import { aListPage, aNetwork, fail, ok } from '../../../../test/builders';
import { renderWizard } from '../../../../test/render-wizard';

const networks = [
  aNetwork({ uuid: 'n1', network: 'twitter', username: 'ana_tuitea', followers: 1234567 }),
  aNetwork({ uuid: 'n2', network: 'spotify', username: 'ana-podcast', followers: 980 }),
  aNetwork({ uuid: 'n3', network: 'instagram', username: 'ana.crea', connected: false }),
  aNetwork({ uuid: 'n4', network: 'blog', username: 'ana.blog', followers: 0, connected: false }),
];

describe('connections step', () => {
  it('shows a loading state, then each network with its name, username and followers', async () => {
    let answer: (outcome: BridgeOutcome<ListPage<NetworkConnection>>) => void = () => {};
    await renderWizard('connections', {
      bridge: {
        listNetworks: vi.fn(
          () =>
            new Promise<BridgeOutcome<ListPage<NetworkConnection>>>((resolve) => {
              answer = resolve;
            }),
        ),
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus redes…');
    answer(ok(aListPage(networks)));

    const list = await screen.findByRole('list', { name: 'Redes conectadas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('X');
    expect(items[0]).toHaveTextContent('@ana_tuitea');
    expect(items[0]).toHaveTextContent('1.2M');
    expect(items[0]).toHaveTextContent('Verificada');
    expect(items[1]).toHaveTextContent('Podcast');
    expect(items[1]).toHaveTextContent('980');
    expect(items[2]).toHaveTextContent('Instagram');
    expect(items[2]).toHaveTextContent('Sin verificar');
    // Blog cannot be connected automatically: no badge either way.
    expect(items[3]).toHaveTextContent('Blog');
    expect(items[3]).not.toHaveTextContent(/verific/i);
  });

  it('says so when nothing is connected yet', async () => {
    await renderWizard('connections');
    expect(await screen.findByText('Aún no conectas redes')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be read', async () => {
    const listNetworks = vi
      .fn()
      .mockResolvedValueOnce(fail('network_error', { status: 0 }))
      .mockResolvedValueOnce(ok(aListPage(networks.slice(0, 1))));
    const { user } = await renderWizard('connections', { bridge: { listNetworks } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus redes');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('@ana_tuitea')).toBeInTheDocument();
    expect(listNetworks).toHaveBeenCalledTimes(2);
  });

  it('opens the networks side panel from "Agregar conexión" and gives focus back on close', async () => {
    const { user } = await renderWizard('connections');
    const trigger = screen.getByRole('button', { name: 'Agregar conexión' });
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
    expect(panel).toHaveClass('ui-side-panel');
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(within(panel).getByRole('button', { name: 'Agregar red' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('has no back link and moves on to profile without saving anything', async () => {
    const { user, bridge, currentPath } = await renderWizard('connections');
    expect(screen.queryByRole('link', { name: /^Anterior/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/profile'));
    expect(bridge.saveProfileSection).not.toHaveBeenCalled();
  });
});
