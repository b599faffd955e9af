import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { aListPage, aNetwork, fail, ok } from '../../test/builders';
import { renderWizard } from '../../test/render-wizard';

async function openPanel(bridge: Partial<BridgeApi> = {}) {
  const app = await renderWizard('connections', { bridge });
  await app.user.click(screen.getByRole('button', { name: 'Agregar conexión' }));
  const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
  return { ...app, panel };
}

async function openForm(network: string, bridge: Partial<BridgeApi> = {}) {
  const app = await openPanel(bridge);
  await app.user.click(within(app.panel).getByRole('button', { name: 'Agregar red' }));
  await app.user.click(within(app.panel).getByRole('button', { name: network }));
  return app;
}

const listing = (networks: NetworkConnection[]) => vi.fn(async () => ok(aListPage(networks)));

describe('networks side panel', () => {
  it('lists the eleven networks in the picker, blog and snapchat apart, and focuses its heading', async () => {
    const { panel, user } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Agregar red' }));
    expect(within(panel).getByRole('heading', { name: 'Elige una red' })).toHaveFocus();
    const main = within(panel).getByRole('region', { name: 'Redes sociales' });
    const other = within(panel).getByRole('region', { name: 'Otras' });
    const names = ['Facebook', 'Instagram', 'LinkedIn', 'Twitch', 'X', 'YouTube', 'TikTok'];
    for (const name of [...names, 'Podcast', 'Pinterest']) {
      expect(within(main).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(main).getAllByRole('button')).toHaveLength(9);
    expect(within(other).getByRole('button', { name: 'Blog' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Snapchat' })).toBeInTheDocument();
    expect(within(other).getAllByRole('button')).toHaveLength(2);
  });

  it('adds a connection with followers sent as a number, then lists it', async () => {
    const created = aNetwork({ uuid: 'n9', username: 'ana.crea', followers: 12345 });
    const listNetworks = vi
      .fn()
      .mockResolvedValueOnce(ok(aListPage([])))
      .mockResolvedValueOnce(ok(aListPage([])))
      .mockResolvedValue(ok(aListPage([created])));
    const { panel, user, bridge } = await openForm('Instagram', { listNetworks });
    expect(within(panel).queryByLabelText('Nombre')).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Usuario'), 'ana.crea');
    const followers = within(panel).getByLabelText('Seguidores');
    await user.type(followers, '12345');
    expect(followers).toHaveValue('12,345');
    await user.click(within(panel).getByRole('button', { name: 'Agregar' }));

    await waitFor(() =>
      expect(bridge.addNetwork).toHaveBeenCalledWith({
        network: 'instagram',
        username: 'ana.crea',
        followers: 12345,
      }),
    );
    expect(await screen.findByText('Instagram quedó conectada.')).toBeInTheDocument();
    expect(await within(panel).findByRole('heading', { name: 'Tus conexiones' })).toHaveFocus();
    const list = await within(panel).findByRole('list', { name: 'Redes conectadas' });
    expect(await within(list).findByText('@ana.crea')).toBeInTheDocument();
    // The wizard's own list read the networks again too.
    await waitFor(() => expect(screen.getAllByText('@ana.crea')).toHaveLength(2));
  });

  it('reduces a pasted profile URL to its username', async () => {
    const { panel, user } = await openForm('Instagram');
    const username = within(panel).getByLabelText('Usuario');
    await user.click(username);
    await user.paste('https://www.instagram.com/ana.crea/?hl=es');
    expect(username).toHaveValue('ana.crea');
  });

  it('reads an address that arrives without a paste event (dropped, filled in)', async () => {
    const { panel } = await openForm('X');
    const username = within(panel).getByLabelText('Usuario');
    fireEvent.change(username, { target: { value: 'https://x.com/ana_tuitea' } });
    expect(username).toHaveValue('ana_tuitea');
  });

  it('refuses a pasted reel URL with errorUrl and keeps the previous value', async () => {
    const { panel, user } = await openForm('Instagram');
    const username = within(panel).getByLabelText('Usuario');
    await user.type(username, 'ana');
    await user.paste('https://www.instagram.com/reel/C0abc123/');
    expect(
      await screen.findByText(
        'No pudimos reconocer un nombre de usuario en ese enlace. Revisa la URL o escribe tu usuario.',
      ),
    ).toBeInTheDocument();
    expect(username).toHaveValue('ana');
  });

  it('marks a pasted youtube channel URL as a channel', async () => {
    const { panel, user, bridge } = await openForm('YouTube');
    await user.click(within(panel).getByLabelText('Usuario'));
    await user.paste('https://youtube.com/channel/UC123abc');
    await user.type(within(panel).getByLabelText('Seguidores'), '1500');
    await user.click(within(panel).getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(bridge.addNetwork).toHaveBeenCalledWith({
        network: 'youtube',
        username: 'UC123abc',
        followers: 1500,
        is_channel: true,
      }),
    );
  });

  it('asks a blog for a name and a valid URL before it can be sent', async () => {
    const { panel, user, bridge } = await openForm('Blog');
    const submit = within(panel).getByRole('button', { name: 'Agregar' });
    await user.type(within(panel).getByLabelText('Usuario'), 'ana');
    await user.type(within(panel).getByLabelText('Seguidores'), '1,000');
    expect(submit).toBeDisabled();
    await user.type(within(panel).getByLabelText('Nombre'), 'El blog de Ana');
    expect(submit).toBeDisabled();
    await user.type(within(panel).getByLabelText('URL'), 'miblog');
    expect(submit).toBeDisabled();
    await user.clear(within(panel).getByLabelText('URL'));
    await user.type(within(panel).getByLabelText('URL'), 'https://miblog.com');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() =>
      expect(bridge.addNetwork).toHaveBeenCalledWith({
        network: 'blog',
        username: 'ana',
        followers: 1000,
        name: 'El blog de Ana',
        url: 'https://miblog.com',
      }),
    );
  });

  it('shows the schema messages under the fields', async () => {
    const { panel, user, bridge } = await openForm('Instagram');
    await user.click(within(panel).getByRole('button', { name: 'Agregar' }));
    expect(await within(panel).findByText('Escribe tu usuario en esta red.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Usuario'), 'ana');
    await user.click(within(panel).getByRole('button', { name: 'Agregar' }));
    expect(
      await within(panel).findByText('Escribe cuántos seguidores tiene la cuenta.'),
    ).toBeInTheDocument();
    expect(bridge.addNetwork).not.toHaveBeenCalled();
  });

  it('blocks 0 followers with the noFollowers toast', async () => {
    const { panel, user, bridge } = await openForm('TikTok');
    await user.type(within(panel).getByLabelText('Usuario'), 'ana');
    await user.type(within(panel).getByLabelText('Seguidores'), '0');
    await user.click(within(panel).getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Faltan tus seguidores')).toBeInTheDocument();
    // The toast's text, and the same under the field.
    expect(
      screen.getAllByText('Escribe un número de seguidores mayor que cero para continuar.'),
    ).toHaveLength(2);
    expect(bridge.addNetwork).not.toHaveBeenCalled();
  });

  async function submitTwitter(addNetwork: BridgeApi['addNetwork']) {
    const app = await openForm('X', { addNetwork });
    await app.user.type(within(app.panel).getByLabelText('Usuario'), 'ana_tuitea');
    await app.user.type(within(app.panel).getByLabelText('Seguidores'), '20');
    await app.user.click(within(app.panel).getByRole('button', { name: 'Agregar' }));
    return app;
  }

  it('warns when the network was already connected', async () => {
    const existing = aNetwork({ network: 'twitter', username: 'ana_tuitea' });
    const { panel } = await submitTwitter(
      vi.fn(async () => ok({ new: false, code: 'exists', user_network: existing })),
    );
    expect(
      await screen.findByText('Esta red ya estaba conectada a tu cuenta.'),
    ).toBeInTheDocument();
    expect(
      await within(panel).findByRole('heading', { name: 'Tus conexiones' }),
    ).toBeInTheDocument();
  });

  it('says so when the account is linked to another user, and stays on the form', async () => {
    const { panel } = await submitTwitter(vi.fn(async () => fail('accountNetwrokExists')));
    expect(await screen.findByText('Esta cuenta ya está vinculada')).toBeInTheDocument();
    expect(
      screen.getByText(
        'La red social que intentas conectar ya pertenece a otra cuenta de la plataforma.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText('Usuario')).toHaveValue('ana_tuitea');
  });

  it('puts server field errors under the fields', async () => {
    const { panel } = await submitTwitter(
      vi.fn(async () =>
        fail('validation_error', { fields: { username: ['Ese usuario no existe en X.'] } }),
      ),
    );
    expect(await within(panel).findByText('Ese usuario no existe en X.')).toBeInTheDocument();
    expect(screen.queryByText('No pudimos guardar la conexión')).not.toBeInTheDocument();
  });

  it('shows other failures in a toast', async () => {
    await submitTwitter(vi.fn(async () => fail('network_error', { status: 0 })));
    expect(await screen.findByText('No pudimos guardar la conexión')).toBeInTheDocument();
  });

  it('edits a connection: pre-filled form, then updateNetwork', async () => {
    const spotify = aNetwork({
      uuid: 'n2',
      network: 'spotify',
      username: 'ana-podcast',
      name: 'Charlas con Ana',
      url: 'https://open.spotify.com/show/abc',
      followers: 98000,
    });
    const { panel, user, bridge } = await openPanel({ listNetworks: listing([spotify]) });
    await user.click(await within(panel).findByRole('button', { name: 'Editar Podcast' }));
    expect(within(panel).getByLabelText('Usuario')).toHaveValue('ana-podcast');
    expect(within(panel).getByLabelText('Nombre')).toHaveValue('Charlas con Ana');
    expect(within(panel).getByLabelText('URL')).toHaveValue('https://open.spotify.com/show/abc');
    const followers = within(panel).getByLabelText('Seguidores');
    expect(followers).toHaveValue('98,000');
    await user.clear(followers);
    await user.type(followers, '99000');
    await user.click(within(panel).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() =>
      expect(bridge.updateNetwork).toHaveBeenCalledWith({
        uuid: 'n2',
        connection: {
          network: 'spotify',
          username: 'ana-podcast',
          followers: 99000,
          name: 'Charlas con Ana',
          url: 'https://open.spotify.com/show/abc',
        },
      }),
    );
    expect(await screen.findByText('Guardamos los cambios de Podcast.')).toBeInTheDocument();
    expect(bridge.addNetwork).not.toHaveBeenCalled();
  });

  it('asks before deleting, then removes and confirms', async () => {
    const instagram = aNetwork({ uuid: 'n1', network: 'instagram', username: 'ana.crea' });
    const listNetworks = vi
      .fn()
      .mockResolvedValueOnce(ok(aListPage([instagram])))
      .mockResolvedValueOnce(ok(aListPage([instagram])))
      .mockResolvedValue(ok(aListPage([])));
    const { panel, user, bridge } = await openPanel({ listNetworks });
    await user.click(await within(panel).findByRole('button', { name: 'Eliminar Instagram' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar esta conexión?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(bridge.removeNetwork).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole('button', { name: 'Eliminar Instagram' }));
    const again = await screen.findByRole('dialog', { name: '¿Eliminar esta conexión?' });
    await user.click(within(again).getByRole('button', { name: 'Eliminar' }));
    expect(bridge.removeNetwork).toHaveBeenCalledWith({ uuid: 'n1' });
    expect(await screen.findByText('Eliminamos la conexión con Instagram.')).toBeInTheDocument();
    expect(await within(panel).findByText('Aún no conectas redes')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: 'Tus conexiones' })).toHaveFocus(),
    );
  });

  it('warns on opening when a connection has 0 followers', async () => {
    await openPanel({
      listNetworks: listing([
        aNetwork({ uuid: 'n1', network: 'instagram', followers: 500 }),
        aNetwork({ uuid: 'n2', network: 'blog', followers: 0 }),
      ]),
    });
    expect(await screen.findByText('Tienes redes sin seguidores')).toBeInTheDocument();
    expect(screen.getByText(/Edita Blog y escribe/)).toBeInTheDocument();
  });

  it('does not warn when every connection has followers', async () => {
    const { panel } = await openPanel({ listNetworks: listing([aNetwork({ followers: 10 })]) });
    await within(panel).findByRole('list', { name: 'Redes conectadas' });
    expect(screen.queryByText('Tienes redes sin seguidores')).not.toBeInTheDocument();
  });

  it('shows each connection with abbreviated followers and its badge', async () => {
    const { panel } = await openPanel({
      listNetworks: listing([
        aNetwork({ uuid: 'a', network: 'instagram', followers: 1500, connected: true }),
        aNetwork({ uuid: 'b', network: 'tiktok', followers: 2_300_000, connected: false }),
        aNetwork({ uuid: 'c', network: 'snapchat', followers: 1000, connected: true }),
      ]),
    });
    const list = await within(panel).findByRole('list', { name: 'Redes conectadas' });
    const [instagram, tiktok, snapchat] = within(list).getAllByRole('listitem');
    expect(instagram).toHaveTextContent('1.5K');
    expect(instagram).toHaveTextContent('Verificada');
    expect(tiktok).toHaveTextContent('2.3M');
    expect(tiktok).toHaveTextContent('Sin verificar');
    expect(snapchat).toHaveTextContent('1,000');
    expect(snapchat).not.toHaveTextContent(/verific/i);
  });

  it('does not submit the wizard step when the panel form is sent', async () => {
    const { panel, user, currentPath } = await openForm('Instagram');
    await user.type(within(panel).getByLabelText('Usuario'), 'ana{Enter}');
    await within(panel).findByText('Escribe cuántos seguidores tiene la cuenta.');
    expect(currentPath()).toBe('/setting-public-profile/connections');
  });
});
