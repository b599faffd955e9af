import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aListPage, aNetwork, aSession, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

describe('social settings page', () => {
  it('lists the connections and opens the networks side panel', async () => {
    const session = aSession('influencer');
    const listNetworks = vi
      .fn()
      .mockResolvedValueOnce(ok(aListPage([aNetwork({ username: 'ana.crea' })])))
      .mockResolvedValueOnce(ok(aListPage([aNetwork({ username: 'ana.crea' })])))
      .mockResolvedValue(ok(aListPage([])));
    const { user, bridge } = renderApp('/account-setting/social', {
      getSession: vi.fn(async () => ok(session)),
      listNetworks,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Redes sociales' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Redes conectadas' });
    expect(list).toHaveTextContent('@ana.crea');

    const trigger = screen.getByRole('button', { name: 'Administrar redes' });
    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
    await user.click(await within(panel).findByRole('button', { name: 'Eliminar Instagram' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta conexión?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(bridge.removeNetwork).toHaveBeenCalledWith({ uuid: 'network-1' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    // The page's list read the networks again after the removal.
    expect(await screen.findByText('Aún no conectas redes')).toBeInTheDocument();
  });
});
