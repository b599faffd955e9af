import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type {
  AddNetworkAnswer,
  NetworkConnection,
  SocialNetwork,
} from '../../../src-shared/domain/network';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import { aListPage, aNetwork, fail, ok } from '../../test/builders';
import { renderWizard } from '../../test/render-wizard';

const twitchConnected = aNetwork({
  uuid: 'n-twitch',
  network: 'twitch',
  username: 'login',
  connected: true,
});

/** The server in these tests connects twitch through a sign-in window, and nothing else. */
const configured: SocialNetwork[] = ['twitch'];

async function openForm(network: string, bridge: Partial<BridgeApi> = {}) {
  const app = await renderWizard('connections', {
    bridge: { getSocialProviders: vi.fn(async () => ok({ networks: configured })), ...bridge },
  });
  await app.user.click(screen.getByRole('button', { name: 'Agregar conexión' }));
  const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
  await app.user.click(within(panel).getByRole('button', { name: 'Agregar red' }));
  await app.user.click(within(panel).getByRole('button', { name: network }));
  return { ...app, panel };
}

/** Types manual values, then tries the sign-in window, which answers `answer`. */
async function connectTwitchAfterTyping(answer: BridgeOutcome<AddNetworkAnswer>) {
  const app = await openForm('Twitch', { connectNetwork: vi.fn(async () => answer) });
  await app.user.type(within(app.panel).getByLabelText('Usuario'), 'ana_juega');
  await app.user.type(within(app.panel).getByLabelText('Seguidores'), '1500');
  const button = within(app.panel).getByRole('button', { name: 'Conectar con Twitch' });
  await waitFor(() => expect(button).toBeEnabled());
  await app.user.click(button);
  return app;
}

function expectFormKept(panel: HTMLElement) {
  expect(within(panel).getByRole('heading', { name: 'Conectar Twitch' })).toBeInTheDocument();
  expect(within(panel).getByLabelText('Usuario')).toHaveValue('ana_juega');
  expect(within(panel).getByLabelText('Seguidores')).toHaveValue('1,500');
  expect(within(panel).getByRole('button', { name: 'Conectar con Twitch' })).toBeEnabled();
}

describe('connecting a network through its sign-in window', () => {
  it('offers the button when the server can connect the network', async () => {
    const { panel, bridge } = await openForm('Twitch');
    const button = within(panel).getByRole('button', { name: 'Conectar con Twitch' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAccessibleDescription();
    expect(within(panel).getByLabelText('Usuario')).toBeEnabled();
    expect(bridge.getSocialProviders).toHaveBeenCalledTimes(1);
  });

  it('disables the button with a note when the server cannot, and keeps the manual form', async () => {
    const { panel, user, bridge } = await openForm('TikTok');
    const note =
      'La conexión automática con TikTok no está configurada en este servidor; puedes agregarla a mano.';
    expect(await within(panel).findByText(note)).toBeInTheDocument();
    const button = within(panel).getByRole('button', { name: 'Conectar con TikTok' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(note);
    await user.type(within(panel).getByLabelText('Usuario'), 'ana.baila');
    await user.type(within(panel).getByLabelText('Seguidores'), '20');
    await user.click(within(panel).getByRole('button', { name: 'Agregar' }));
    await waitFor(() =>
      expect(bridge.addNetwork).toHaveBeenCalledWith({
        network: 'tiktok',
        username: 'ana.baila',
        followers: 20,
      }),
    );
  });

  it('offers no sign-in for networks that cannot be connected automatically', async () => {
    const { panel } = await openForm('Blog');
    expect(within(panel).queryByRole('button', { name: /^Conectar con/ })).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Continuar con Facebook' }),
    ).not.toBeInTheDocument();
  });

  it('waits for the window, then announces the connection and lists it as verified', async () => {
    let stored: NetworkConnection[] = [];
    let answer: (outcome: BridgeOutcome<AddNetworkAnswer>) => void = () => {};
    const connectNetwork = vi.fn(
      () =>
        new Promise<BridgeOutcome<AddNetworkAnswer>>((resolve) => {
          answer = resolve;
        }),
    );
    const { panel, user } = await openForm('Twitch', {
      connectNetwork,
      listNetworks: vi.fn(async () => ok(aListPage(stored))),
    });
    const button = within(panel).getByRole('button', { name: 'Conectar con Twitch' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(connectNetwork).toHaveBeenCalledWith({ network: 'twitch' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Esperando a Twitch…');
    expect(button).toBeDisabled();
    // The rest of the panel stays usable while the window is open.
    await user.type(within(panel).getByLabelText('Usuario'), 'ana');
    expect(within(panel).getByLabelText('Usuario')).toHaveValue('ana');

    stored = [twitchConnected];
    answer(ok({ new: true, code: 'created', user_network: twitchConnected }));
    expect(await screen.findByText('Twitch quedó conectada.')).toBeInTheDocument();
    expect(await within(panel).findByRole('heading', { name: 'Tus conexiones' })).toHaveFocus();
    const list = await within(panel).findByRole('list', { name: 'Redes conectadas' });
    const item = await within(list).findByRole('listitem');
    expect(item).toHaveTextContent('@login');
    expect(item).toHaveTextContent('Verificada');
    // The wizard's own list read the networks again too.
    await waitFor(() => expect(screen.getAllByText('@login')).toHaveLength(2));
  });

  it('warns when the network was already connected, and goes back to the list', async () => {
    const { panel } = await connectTwitchAfterTyping(
      ok({ new: false, code: 'exists', user_network: twitchConnected }),
    );
    expect(
      await screen.findByText('Esta red ya estaba conectada a tu cuenta.'),
    ).toBeInTheDocument();
    expect(
      await within(panel).findByRole('heading', { name: 'Tus conexiones' }),
    ).toBeInTheDocument();
  });

  it('stays on the form with the typed values when the creator closes the window', async () => {
    const { panel, bridge } = await connectTwitchAfterTyping(fail('sign_in_cancelled'));
    expect(await screen.findByText('No se conectó Twitch')).toBeInTheDocument();
    expect(screen.getByText(/Tus datos siguen aquí/)).toBeInTheDocument();
    expectFormKept(panel);
    expect(within(panel).queryByText('Esperando a Twitch…')).not.toBeInTheDocument();
    expect(bridge.listNetworks).toHaveBeenCalledTimes(2);
  });

  it('stays on the form with the typed values when the window times out', async () => {
    const { panel } = await connectTwitchAfterTyping(fail('sign_in_timed_out'));
    expect(await screen.findByText('Twitch tardó demasiado en responder')).toBeInTheDocument();
    expectFormKept(panel);
  });

  it('says so when the account is linked to another user', async () => {
    const { panel } = await connectTwitchAfterTyping(fail('accountNetwrokExists'));
    expect(await screen.findByText('Esta cuenta ya está vinculada')).toBeInTheDocument();
    expect(
      screen.getByText(
        'La red social que intentas conectar ya pertenece a otra cuenta de la plataforma.',
      ),
    ).toBeInTheDocument();
    expectFormKept(panel);
  });

  it('shows other failures with the code’s text', async () => {
    const { panel } = await connectTwitchAfterTyping(
      fail('provider_unavailable', { message: 'No pudimos comunicarnos con Twitch.' }),
    );
    expect(await screen.findByText('No pudimos conectar Twitch')).toBeInTheDocument();
    // Issue 34: the network that failed is named; it is not told as a sign-in outage.
    expect(screen.getByText('No pudimos comunicarnos con Twitch.')).toBeInTheDocument();
    expectFormKept(panel);
  });
});
