import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../../../src-shared/bridge/contract';
import { aSession, anAccount, aUser, ok, signedOutSession } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const asSession = (session: SessionState) => ({ getSession: vi.fn(async () => ok(session)) });

describe('app shell', () => {
  it('shows the creator destinations and marks the current one', async () => {
    renderApp('/my_work/networks', asSession(aSession('influencer')));
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Inicio',
      'Perfil público',
      'Castings',
      'Propuestas',
      'Colaboraciones',
      'Calendario',
      'Mi trabajo',
      'Portafolio',
      'Precios',
      'Kit de medios',
      'Estudio de imágenes',
      'Historias',
      'Redes sociales',
      'Créditos y plan',
      'Movimientos',
      'Seguridad',
      'Configuración',
    ]);
    expect(within(nav).getByRole('link', { name: 'Mi trabajo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the brand destinations', async () => {
    renderApp('/home_search', asSession(aSession('brand')));
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Buscar creadores',
      'Mi lista',
      'Monitor',
      'Marcas',
      'Castings',
      'Propuestas',
      'Colaboraciones',
      'Calendario',
      'Redes sociales',
      'Empresa',
      'Plan',
      'Movimientos',
      'Seguridad',
      'Configuración',
    ]);
  });

  it('shows the account in the "Cuenta" menu and signs out from it', async () => {
    const { user, bridge, currentPath } = renderApp('/home_search', {
      ...asSession(
        aSession('brand', { first_name: 'Bruno', last_name: 'Díaz', email: 'bruno@marca.mx' }),
      ),
      signOut: vi.fn(async () => ok(signedOutSession())),
    });
    await user.click(await screen.findByRole('button', { name: /^Cuenta/ }));
    const menu = await screen.findByRole('dialog');
    expect(menu).toHaveTextContent('Bruno Díaz');
    expect(menu).toHaveTextContent('bruno@marca.mx');
    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(bridge.signOut).toHaveBeenCalledOnce();
  });

  it('follows the session signOut answers with, e.g. another signed-in account', async () => {
    const next = aSession('influencer', { id: 'other', first_name: 'Carla' });
    const { user, currentPath } = renderApp('/my_work/networks', {
      ...asSession(aSession('brand')),
      signOut: vi.fn(async () => ok(next)),
    });
    await user.click(await screen.findByRole('button', { name: /^Cuenta/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Carla!' }),
    ).toBeInTheDocument();
  });

  it('switches to another signed-in account from the menu', async () => {
    const session = aSession('brand');
    const carla = aUser({
      id: 'carla',
      first_name: 'Carla',
      last_name: 'Ruiz',
      role: 'influencer',
    });
    const withTwo = { ...session, accounts: [...session.accounts, anAccount(carla)] };
    const { user, bridge } = renderApp('/home_search', {
      ...asSession(withTwo),
      switchAccount: vi.fn(async () =>
        ok({ user: carla, activeAccountId: anAccount(carla).id, accounts: withTwo.accounts }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: /^Cuenta/ }));
    await user.click(await screen.findByRole('option', { name: /^Carla Ruiz,/ }));
    expect(bridge.switchAccount).toHaveBeenCalledWith({ accountId: anAccount(carla).id });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Carla!' }),
    ).toBeInTheDocument();
  });
});

describe('adding another account', () => {
  it('signs in a second account from the menu while the first stays, and can go back', async () => {
    const session = aSession('brand');
    const carla = aUser({ id: 'carla', first_name: 'Carla', role: 'influencer' });
    const both = {
      user: carla,
      activeAccountId: anAccount(carla).id,
      accounts: [...session.accounts, anAccount(carla)],
    };
    const { user, bridge, currentPath } = renderApp('/home_search', {
      ...asSession(session),
      signIn: vi.fn(async () => ok(both)),
    });
    await user.click(await screen.findByRole('button', { name: /^Cuenta/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Agregar otra cuenta' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agregar otra cuenta' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/add-account');

    await user.click(screen.getByRole('button', { name: 'Volver a mi cuenta' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));

    await user.click(await screen.findByRole('button', { name: /^Cuenta/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Agregar otra cuenta' }));
    await user.type(await screen.findByLabelText('Correo electrónico'), 'carla@ejemplo.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-segura-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(bridge.signIn).toHaveBeenCalledWith({
      email: 'carla@ejemplo.mx',
      password: 'clave-segura-1',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Carla!' }),
    ).toBeInTheDocument();
  });
});

describe('back button', () => {
  it('is disabled on home_search with nothing to go back to', async () => {
    renderApp('/home_search', asSession(aSession('influencer')));
    expect(await screen.findByRole('button', { name: 'Volver' })).toBeDisabled();
  });

  it('skips proposals and casting calls and returns with the parameters', async () => {
    const { user, history, currentPath } = renderApp(
      '/setting-public-profile/basic_info?is_edit=true',
      asSession(aSession('influencer')),
    );
    await screen.findByRole('heading', { level: 1, name: 'Información básica' });
    history.push('/view_proposal/9');
    await screen.findByRole('heading', { level: 1, name: 'No encontramos esa propuesta' });
    history.push('/view_casting_call/4');
    await screen.findByRole('heading', { level: 1, name: 'No encontramos ese casting' });

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/basic_info'));
    expect(history.location.search).toBe('?is_edit=true');

    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });
});

describe('home_search', () => {
  it('gives brands a heading and the creator finder', async () => {
    renderApp('/home_search', asSession(aSession('brand')));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar creadores' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por usuario' })).toBeInTheDocument();
  });

  it('invites creators to complete their public profile', async () => {
    const { user, currentPath } = renderApp('/home_search', asSession(aSession('influencer')));
    await user.click(await screen.findByRole('link', { name: 'Completar mi perfil' }));
    await waitFor(() => expect(currentPath()).toBe('/setting-public-profile/connections'));
  });
});
