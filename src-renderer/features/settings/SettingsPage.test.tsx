import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { AppSettings } from '../../../src-shared/bridge/contract';
import { anAppSettings, aSession, fail, ok, signedOutSession } from '../../test/builders';
import { renderAs } from '../../test/render-as';

const renderSettings = (bridge: Partial<BridgeApi> = {}) =>
  renderAs('influencer', '/settings', bridge);

const section = (name: string) => screen.findByRole('region', { name });
const remote = (url: string): AppSettings => anAppSettings({ apiMode: 'remote', apiBaseUrl: url });

describe('settings page', () => {
  it('shows the server, the language, the data folder and the session', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    expect(await section('Servidor')).toHaveTextContent(
      'En uso: el servidor integrado de esta computadora.',
    );
    const language = within(await section('Idioma')).getByRole('combobox', {
      name: 'Idioma de la aplicación',
    });
    expect(language).toHaveValue('es-MX');
    expect(language).toHaveDisplayValue('Español (México)');
    expect(within(await section('Carpeta de datos')).getByLabelText('Carpeta actual')).toHaveValue(
      '/home/ana/.config/marca-creadores',
    );
    expect(await section('Sesión')).toHaveTextContent('ana@example.com');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Configuración' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers a retry when the settings cannot be read', async () => {
    const getSettings = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 0 }))
      .mockResolvedValue(ok(anAppSettings()));
    const { user } = renderSettings({ getSettings });
    expect(await screen.findByText('No pudimos leer la configuración')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await section('Servidor')).toBeVisible();
  });
});

describe('server', () => {
  it('checks the address with the shared rules before anything is sent', async () => {
    const saveApiSettings = vi.fn(async () => ok(anAppSettings()));
    const { user } = renderSettings({ saveApiSettings });
    const server = await section('Servidor');
    await user.click(within(server).getByRole('button', { name: 'Probar y guardar' }));
    expect(
      await within(server).findByText('Escribe la dirección del servidor de tu equipo.'),
    ).toBeVisible();
    await user.type(within(server).getByLabelText('Servidor de tu equipo'), 'http://api.equipo.mx');
    await user.click(within(server).getByRole('button', { name: 'Probar y guardar' }));
    expect(
      await within(server).findByText(/Escribe una dirección https:\/\/ válida/),
    ).toBeVisible();
    expect(saveApiSettings).not.toHaveBeenCalled();
  });

  it('tests and keeps a team server, then reads the session again', async () => {
    const saveApiSettings = vi.fn(async () => ok(remote('https://api.equipo.mx')));
    const { user, bridge } = renderSettings({ saveApiSettings });
    const server = await section('Servidor');
    await user.type(
      within(server).getByLabelText('Servidor de tu equipo'),
      ' https://api.equipo.mx/ ',
    );
    await user.click(within(server).getByRole('button', { name: 'Probar y guardar' }));
    expect(await screen.findByText('Ahora usas https://api.equipo.mx')).toBeInTheDocument();
    expect(saveApiSettings).toHaveBeenCalledWith({ apiBaseUrl: 'https://api.equipo.mx' });
    expect(server).toHaveTextContent('En uso: https://api.equipo.mx');
    await waitFor(() => expect(bridge.getSession).toHaveBeenCalledTimes(2));
  });

  it('says under the field when the server does not answer as the API', async () => {
    const { user } = renderSettings({
      saveApiSettings: vi.fn(async () => fail('server_unreachable', { status: 0 })),
    });
    const server = await section('Servidor');
    const field = within(server).getByLabelText('Servidor de tu equipo');
    await user.type(field, 'https://otro.example');
    await user.click(within(server).getByRole('button', { name: 'Probar y guardar' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Ese servidor no responde como la API de Marca Creadores.'),
    );
    expect(field).toHaveFocus();
  });

  it('puts the server’s field message under the field', async () => {
    const { user } = renderSettings({
      saveApiSettings: vi.fn(async () =>
        fail('validation_error', { fields: { apiBaseUrl: ['Esa dirección no está permitida.'] } }),
      ),
    });
    const server = await section('Servidor');
    await user.type(within(server).getByLabelText('Servidor de tu equipo'), 'https://x.example');
    await user.click(within(server).getByRole('button', { name: 'Probar y guardar' }));
    expect(await within(server).findByText('Esa dirección no está permitida.')).toBeVisible();
  });

  it('goes back to the embedded server', async () => {
    const saveApiSettings = vi.fn(async () => ok(anAppSettings()));
    const { user } = renderSettings({
      getSettings: vi.fn(async () => ok(remote('https://api.equipo.mx'))),
      saveApiSettings,
    });
    const server = await section('Servidor');
    expect(within(server).getByLabelText('Servidor de tu equipo')).toHaveValue(
      'https://api.equipo.mx',
    );
    await user.click(within(server).getByRole('button', { name: 'Usar el servidor integrado' }));
    expect(await screen.findByText('Ahora usas el servidor integrado')).toBeInTheDocument();
    expect(saveApiSettings).toHaveBeenCalledWith({ apiBaseUrl: null });
    expect(server).toHaveTextContent('En uso: el servidor integrado de esta computadora.');
    expect(within(server).queryByRole('button', { name: 'Usar el servidor integrado' })).toBeNull();
  });

  it('signs in again when no account is signed in on the new server', async () => {
    const getSession = vi
      .fn()
      .mockResolvedValueOnce(ok(aSession('influencer')))
      .mockResolvedValue(ok(signedOutSession()));
    const { user, currentPath } = renderSettings({
      getSession,
      saveApiSettings: vi.fn(async () => ok(remote('https://api.equipo.mx'))),
    });
    const server = await section('Servidor');
    await user.type(
      within(server).getByLabelText('Servidor de tu equipo'),
      'https://api.equipo.mx',
    );
    await user.click(within(server).getByRole('button', { name: 'Probar y guardar' }));
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
  });
});

describe('data folder', () => {
  it('opens the folder in the file manager', async () => {
    const { user, bridge } = renderSettings();
    const folder = await section('Carpeta de datos');
    await user.click(within(folder).getByRole('button', { name: 'Abrir carpeta' }));
    expect(bridge.openDataFolder).toHaveBeenCalledOnce();
  });

  it('says a new folder takes over at the next start', async () => {
    const { user } = renderSettings({
      chooseDataFolder: vi.fn(async () => ok(anAppSettings({ pendingDataDir: '/datos/marca' }))),
    });
    const folder = await section('Carpeta de datos');
    await user.click(within(folder).getByRole('button', { name: 'Cambiar…' }));
    expect(
      await within(folder).findByText('Se usará /datos/marca al reiniciar la aplicación.'),
    ).toBeVisible();
    expect(within(folder).getByLabelText('Carpeta actual')).toHaveValue(
      '/home/ana/.config/marca-creadores',
    );
  });

  it('says nothing when the folder dialog is closed', async () => {
    const { user, bridge } = renderSettings();
    const folder = await section('Carpeta de datos');
    await user.click(within(folder).getByRole('button', { name: 'Cambiar…' }));
    await waitFor(() => expect(bridge.chooseDataFolder).toHaveBeenCalledOnce());
    expect(within(folder).queryByText(/al reiniciar la aplicación/)).toBeNull();
  });
});

describe('sign out everywhere', () => {
  it('explains what it ends, then signs out', async () => {
    const signOutEverywhere = vi.fn(async () => ok(signedOutSession()));
    const { user, currentPath } = renderSettings({ signOutEverywhere });
    const session = await section('Sesión');
    await user.click(
      within(session).getByRole('button', { name: 'Cerrar sesión en todas partes' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión en todas partes?' });
    expect(dialog).toHaveTextContent(
      'Se cierran todas las sesiones de ana@example.com en todos los dispositivos',
    );
    expect(signOutEverywhere).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(signOutEverywhere).toHaveBeenCalledOnce();
    expect(await screen.findByText('Cerramos todas tus sesiones')).toBeInTheDocument();
  });

  it('keeps the session and says why when it fails', async () => {
    const { user, currentPath } = renderSettings({
      signOutEverywhere: vi.fn(async () => fail('network_error', { status: 0 })),
    });
    const session = await section('Sesión');
    await user.click(
      within(session).getByRole('button', { name: 'Cerrar sesión en todas partes' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas las sesiones' }));
    expect(await screen.findByText('No pudimos cerrar tus sesiones')).toBeInTheDocument();
    expect(currentPath()).toBe('/settings');
  });

  it('is off while the server does not answer, with the reason', async () => {
    renderSettings({
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: new Date().toISOString() }),
      ),
    });
    const session = await section('Sesión');
    const button = within(session).getByRole('button', { name: 'Cerrar sesión en todas partes' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(
      'Necesitas conexión con el servidor para cerrar tus sesiones en otros dispositivos.',
    );
    // The server itself can still be changed: that is how one gets back online.
    const server = await section('Servidor');
    expect(within(server).getByRole('button', { name: 'Probar y guardar' })).toBeEnabled();
  });
});
