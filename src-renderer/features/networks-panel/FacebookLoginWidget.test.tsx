import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import type { AddNetworkAnswer, SocialNetwork } from '../../../src-shared/domain/network';
import { aListPage, aNetwork, fail, ok } from '../../test/builders';
import { renderWizard } from '../../test/render-wizard';

const instagramConnected = aNetwork({
  uuid: 'n-ig',
  network: 'instagram',
  username: 'cocina_facil',
  connected: true,
});

async function openInstagram(
  bridge: Partial<BridgeApi> = {},
  configured: SocialNetwork[] = ['facebook', 'instagram'],
) {
  const app = await renderWizard('connections', {
    bridge: { getSocialProviders: vi.fn(async () => ok({ networks: configured })), ...bridge },
  });
  await app.user.click(screen.getByRole('button', { name: 'Agregar conexión' }));
  const panel = await screen.findByRole('dialog', { name: 'Redes sociales' });
  await app.user.click(within(panel).getByRole('button', { name: 'Agregar red' }));
  await app.user.click(within(panel).getByRole('button', { name: 'Instagram' }));
  const button = within(panel).getByRole('button', { name: 'Continuar con Facebook' });
  return { ...app, panel, button };
}

async function loginAnswering(answer: BridgeOutcome<AddNetworkAnswer>) {
  const app = await openInstagram({ connectNetwork: vi.fn(async () => answer) });
  await waitFor(() => expect(app.button).toBeEnabled());
  await app.user.click(app.button);
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Facebook's login widget (docs/PRODUCT.md §4)", () => {
  it('starts idle, shows working while the login is open, then connects', async () => {
    let answer: (outcome: BridgeOutcome<AddNetworkAnswer>) => void = () => {};
    const connectNetwork = vi.fn(
      () =>
        new Promise<BridgeOutcome<AddNetworkAnswer>>((resolve) => {
          answer = resolve;
        }),
    );
    let stored = [] as (typeof instagramConnected)[];
    const { panel, user, button } = await openInstagram({
      connectNetwork,
      listNetworks: vi.fn(async () => ok(aListPage(stored))),
    });
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Inicia sesión con Facebook para conectar Instagram con sus cifras verificadas.',
    );
    await user.click(button);
    expect(connectNetwork).toHaveBeenCalledWith({ network: 'instagram' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Esperando a Facebook…');

    stored = [instagramConnected];
    answer(ok({ new: true, code: 'created', user_network: instagramConnected }));
    expect(await screen.findByText('Instagram quedó conectada.')).toBeInTheDocument();
    const list = await within(panel).findByRole('list', { name: 'Redes conectadas' });
    expect(await within(list).findByRole('listitem')).toHaveTextContent('Verificada');
  });

  it('shows Error and logs it when the login did not load in time', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { panel, button } = await loginAnswering(fail('login_surface_unavailable'));
    const status = await within(panel).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Error /));
    // Issue 34: what happened and what to do, not a bare "Error".
    expect(status).toHaveTextContent(
      'Error La ventana de Facebook no cargó a tiempo, así que no se conectó Instagram. Revisa tu conexión a internet y vuelve a intentarlo, o agrega la red a mano abajo.',
    );
    expect(log).toHaveBeenCalledWith(
      '[facebook-login] the login surface did not load',
      expect.anything(),
    );
    // It can be tried again, and the manual form is still there.
    expect(button).toBeEnabled();
    expect(within(panel).getByLabelText('Usuario')).toBeEnabled();
  });

  it('is disconnected when the creator closes the login or declines', async () => {
    const { panel } = await loginAnswering(fail('sign_in_cancelled'));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'No se conectó Instagram: se cerró la ventana o no se dio el permiso.',
    );
  });

  it("toasts 'tryAgain' with the reason for any other code, and is idle again", async () => {
    const { panel } = await loginAnswering(fail('instagram_account_missing'));
    expect(await screen.findByText('Algo salió mal. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No encontramos una cuenta profesional de Instagram vinculada a tus páginas de Facebook.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent(/^Inicia sesión con Facebook/);
  });

  it('uses the spec toast when the account belongs to someone else', async () => {
    await loginAnswering(fail('accountNetwrokExists'));
    expect(await screen.findByText('Esta cuenta ya está vinculada')).toBeInTheDocument();
  });

  it('warns when the account was already connected', async () => {
    await loginAnswering(
      ok({ new: false, code: 'already_connected', user_network: instagramConnected }),
    );
    expect(
      await screen.findByText('Esta red ya estaba conectada a tu cuenta.'),
    ).toBeInTheDocument();
  });

  it('is disabled with a note where the server has no Facebook app', async () => {
    const { panel, button } = await openInstagram({}, ['twitch']);
    const note =
      'La conexión automática con Instagram no está configurada en este servidor; puedes agregarla a mano.';
    expect(await within(panel).findByText(note)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
  });
});
