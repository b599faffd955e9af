import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { aListPage, aNetwork, ok } from '../../test/builders';
import { renderWizard } from '../../test/render-wizard';

async function openPanel(bridge: Partial<BridgeApi> = {}) {
  const app = await renderWizard('connections', { bridge });
  await app.user.click(screen.getByRole('button', { name: 'Agregar conexión' }));
  const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
  return { ...app, panel };
}

async function openForm(network: string) {
  const app = await openPanel();
  await app.user.click(within(app.panel).getByRole('button', { name: 'Agregar red' }));
  await app.user.click(within(app.panel).getByRole('button', { name: network }));
  return app;
}

async function editForm(connection: NetworkConnection, networkName: string) {
  const app = await openPanel({ listNetworks: vi.fn(async () => ok(aListPage([connection]))) });
  await app.user.click(
    await within(app.panel).findByRole('button', { name: `Editar ${networkName}` }),
  );
  return app;
}

describe('connection form', () => {
  it('names decimals and negatives instead of silently changing them', async () => {
    const { panel, user, bridge } = await openForm('Instagram');
    await user.type(within(panel).getByLabelText('Usuario'), 'ana');
    const followers = within(panel).getByLabelText('Seguidores');

    await user.type(followers, '1.5');
    await user.tab();
    expect(followers).toHaveValue('1.5');
    expect(followers).toHaveAccessibleDescription(
      expect.stringContaining('Escribe un número entero, sin decimales.'),
    );

    await user.clear(followers);
    await user.type(followers, '1,5');
    expect(followers).toHaveValue('1,5');
    expect(followers).toHaveAccessibleDescription(
      expect.stringContaining('Escribe un número entero, sin decimales.'),
    );

    await user.clear(followers);
    await user.type(followers, '-5');
    expect(followers).toHaveAccessibleDescription(
      expect.stringContaining('El número de seguidores no puede ser negativo.'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Agregar' }));
    expect(bridge.addNetwork).not.toHaveBeenCalled();
  });

  it('groups a 14-digit count correctly and says it is too many', async () => {
    const { panel, user } = await openForm('YouTube');
    const followers = within(panel).getByLabelText('Seguidores');
    await user.type(followers, '12345678901234');
    expect(followers).toHaveValue('12,345,678,901,234');
    await user.tab();
    expect(followers).toHaveAccessibleDescription(
      expect.stringContaining('El número de seguidores no puede pasar de 10,000,000,000.'),
    );
  });

  it('drops a leading "@" from a typed username', async () => {
    const { panel, user, bridge } = await openForm('TikTok');
    const username = within(panel).getByLabelText('Usuario');
    await user.type(username, '@ana.baila');
    expect(username).toHaveValue('ana.baila');
    await user.type(within(panel).getByLabelText('Seguidores'), '1500');
    await user.click(within(panel).getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(bridge.addNetwork).toHaveBeenCalledWith({
        network: 'tiktok',
        username: 'ana.baila',
        followers: 1500,
      }),
    );
  });

  it.each([
    [
      'LinkedIn',
      'https://www.linkedin.com/in/ana-lopez/?originalSubdomain=mx',
      'ana-lopez',
      'https://www.linkedin.com/in/ana-lopez',
    ],
    [
      'Podcast',
      'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk?si=1a2b',
      '4rOoJ6Egrf8K2IrywzwOMk',
      'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk',
    ],
  ])(
    'fills a %s form from a pasted profile link, as the hint says (issue 34)',
    async (network, link, username, url) => {
      const { panel, user, bridge } = await openForm(network);
      const field = within(panel).getByLabelText('Usuario');
      await user.click(field);
      await user.paste(link);
      expect(field).toHaveValue(username);
      expect(within(panel).getByLabelText('URL')).toHaveValue(url);
      expect(screen.queryByText(/No pudimos leer/)).not.toBeInTheDocument();

      await user.type(within(panel).getByLabelText('Nombre'), 'Ana López');
      await user.type(within(panel).getByLabelText('Seguidores'), '480');
      await user.click(within(panel).getByRole('button', { name: 'Agregar' }));
      await waitFor(() =>
        expect(bridge.addNetwork).toHaveBeenCalledWith(
          expect.objectContaining({ username, url, name: 'Ana López', followers: 480 }),
        ),
      );
    },
  );

  it('says next to the disabled button what a blog still needs', async () => {
    const { panel, user } = await openForm('Blog');
    const submit = within(panel).getByRole('button', { name: 'Agregar' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Escribe el nombre y una URL que empiece con https:// para continuar.',
    );
    await user.type(within(panel).getByLabelText('Nombre'), 'El blog de Ana');
    const url = within(panel).getByLabelText('URL');
    await user.type(url, 'miblog.com');
    await user.tab();
    expect(submit).toHaveAccessibleDescription(
      'Escribe una URL que empiece con https:// para continuar.',
    );
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una URL que empiece con https://'),
    );
    await user.clear(url);
    await user.type(url, 'https://miblog.com');
    expect(submit).toBeEnabled();
    expect(
      within(panel).queryByText(/para continuar\.$/, { selector: 'p' }),
    ).not.toBeInTheDocument();
  });

  it('warns before saving that typed figures remove a verified badge', async () => {
    const verified = aNetwork({ uuid: 'n1', network: 'twitch', connected: true });
    const { panel } = await editForm(verified, 'Twitch');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      /Si cambias las cifras a mano, esta conexión dejará de estar verificada/,
    );
  });

  it('does not warn when the connection was typed by hand already', async () => {
    const typed = aNetwork({ uuid: 'n1', network: 'twitch', connected: false });
    const { panel } = await editForm(typed, 'Twitch');
    await within(panel).findByRole('button', { name: 'Actualizar' });
    expect(within(panel).queryByText(/dejará de estar verificada/)).not.toBeInTheDocument();
  });
});
