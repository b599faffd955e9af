import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSummary, SessionState } from '../../../src-shared/bridge/contract';
import { draftStorageKey } from '../../features/offline/draft-storage';
import { aSession, anAccount, aUser, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const bruno = aUser({ id: 'bruno', first_name: 'Bruno', last_name: 'Díaz', role: 'brand' });
const carla = aUser({ id: 'carla', first_name: 'Carla', last_name: 'Ruiz', role: 'influencer' });
const dani = aUser({ id: 'dani', first_name: 'Dani', last_name: 'Soto', role: null });

function threeAccounts(overrides: Partial<Record<string, Partial<AccountSummary>>> = {}) {
  const accounts = [bruno, carla, dani].map((user) => ({
    ...anAccount(user),
    ...overrides[user.id],
  }));
  const session: SessionState = { user: bruno, activeAccountId: accounts[0]!.id, accounts };
  return { session, accounts };
}

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Cuenta/ }));
  return screen.findByRole('menu');
}

/** Through the "Salir de otra cuenta" submenu, by keyboard as Radix expects in jsdom. */
async function chooseSignOutOf(user: ReturnType<typeof renderApp>['user'], name: string) {
  const menu = await openMenu(user);
  within(menu).getByRole('menuitem', { name: 'Salir de otra cuenta' }).focus();
  await user.keyboard('{ArrowRight}');
  const submenu = (await screen.findAllByRole('menu')).at(-1)!;
  const item = within(submenu).getByRole('menuitem', { name: `Salir de ${name}` });
  while (document.activeElement !== item) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

describe('account switcher', () => {
  it('lists every account on this desktop with its role, the one in use marked', async () => {
    const { session } = threeAccounts();
    const { user } = renderApp('/home_search', { getSession: vi.fn(async () => ok(session)) });
    const menu = await openMenu(user);
    const group = within(menu).getByRole('group', { name: 'Cuentas en este equipo' });
    const rows = within(group).getAllByRole('menuitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Bruno Díaz',
      'Cambiar a Carla Ruiz',
      'Cambiar a Dani Soto',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).toHaveAccessibleDescription(expect.stringContaining('Marca'));
    expect(rows[1]).not.toHaveAttribute('aria-current');
    expect(rows[1]).toHaveAccessibleDescription('Creador');
    expect(rows[2]).toHaveAccessibleDescription('Sin perfil elegido');
    // Online, the age of the saved copies is not worth mentioning.
    expect(menu).not.toHaveTextContent('Datos de');
  });

  it('shows initials when an account’s picture cannot be loaded', async () => {
    const { session } = threeAccounts({
      carla: { avatarUrl: 'https://cdn.example/carla.jpg' },
    });
    const { user } = renderApp('/home_search', { getSession: vi.fn(async () => ok(session)) });
    const menu = await openMenu(user);
    const row = within(menu).getByRole('menuitem', { name: 'Cambiar a Carla Ruiz' });
    const picture = row.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://cdn.example/carla.jpg');
    fireEvent.error(picture!);
    expect(row.querySelector('img')).toBeNull();
    expect(row).toHaveTextContent('CR');
  });

  it('switches straight to the other account’s home from main’s answer', async () => {
    const { session, accounts } = threeAccounts();
    const switched: SessionState = { ...session, user: carla, activeAccountId: accounts[1]!.id };
    const { user, bridge, currentPath } = renderApp('/account-setting/security', {
      getSession: vi.fn(async () => ok(session)),
      switchAccount: vi.fn(async () => ok(switched)),
    });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Cambiar a Carla Ruiz' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Carla!' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/home_search');
    expect(bridge.switchAccount).toHaveBeenCalledWith({ accountId: accounts[1]!.id });
    // Nothing else is read before the home shows: no profile, no second session read.
    expect(bridge.getSession).toHaveBeenCalledOnce();
    expect(bridge.getProfile).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
  });

  it('can be used with the keyboard alone', async () => {
    const { session, accounts } = threeAccounts();
    const switched: SessionState = { ...session, user: carla, activeAccountId: accounts[1]!.id };
    const { user, bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
      switchAccount: vi.fn(async () => ok(switched)),
    });
    (await screen.findByRole('button', { name: /^Cuenta/ })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Bruno Díaz' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cambiar a Carla Ruiz' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Carla!' }),
    ).toBeInTheDocument();
    expect(bridge.switchAccount).toHaveBeenCalledWith({ accountId: accounts[1]!.id });
  });

  it('signs another account out after confirming, staying on the same screen', async () => {
    const { session, accounts } = threeAccounts();
    const carlaAccount = accounts[1]!;
    localStorage.setItem(draftStorageKey(carlaAccount.id, 'application:1'), '{"price":"5"}');
    localStorage.setItem(draftStorageKey(accounts[0]!.id, 'application:1'), '{"price":"7"}');
    const remaining = { ...session, accounts: [accounts[0]!, accounts[2]!] };
    const { user, bridge, currentPath } = renderApp('/account-setting/security', {
      getSession: vi.fn(async () => ok(session)),
      signOutAccount: vi.fn(async () => ok(remaining)),
    });
    await chooseSignOutOf(user, 'Carla Ruiz');

    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la sesión de Carla Ruiz?' });
    expect(dialog).toHaveTextContent('sus datos guardados y sus borradores');
    expect(bridge.signOutAccount).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar su sesión' }));

    expect(await screen.findByText('Cerramos la sesión de Carla Ruiz')).toBeInTheDocument();
    expect(bridge.signOutAccount).toHaveBeenCalledWith({ accountId: carlaAccount.id });
    expect(currentPath()).toBe('/account-setting/security');
    expect(localStorage.getItem(draftStorageKey(carlaAccount.id, 'application:1'))).toBeNull();
    expect(localStorage.getItem(draftStorageKey(accounts[0]!.id, 'application:1'))).not.toBeNull();

    const after = await openMenu(user);
    expect(within(after).queryByRole('menuitem', { name: 'Cambiar a Carla Ruiz' })).toBeNull();
    expect(within(after).getByRole('menuitem', { name: 'Cambiar a Dani Soto' })).toBeVisible();
  });

  it('keeps the account when the sign-out is cancelled', async () => {
    const { session } = threeAccounts();
    const { user, bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
    });
    await chooseSignOutOf(user, 'Dani Soto');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.signOutAccount).not.toHaveBeenCalled();
  });

  it('offline, says how old each account’s saved data is', async () => {
    const { session } = threeAccounts({
      bruno: { syncedAt: minutesAgo(5) },
      carla: { syncedAt: minutesAgo(3 * 60) },
      dani: { syncedAt: null },
    });
    const { user } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
      getConnectivity: vi.fn(async () => ok({ online: false, checked_at: minutesAgo(0) })),
    });
    await screen.findByText(/Sin conexión con el servidor/);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitem', { name: 'Bruno Díaz' })).toHaveAccessibleDescription(
      expect.stringContaining('Datos de hace 5 min'),
    );
    expect(
      within(menu).getByRole('menuitem', { name: 'Cambiar a Carla Ruiz' }),
    ).toHaveAccessibleDescription('Creador · Datos de hace 3 h');
    expect(
      within(menu).getByRole('menuitem', { name: 'Cambiar a Dani Soto' }),
    ).toHaveAccessibleDescription('Sin perfil elegido · Sin datos guardados');
  });

  it('opens the settings', async () => {
    const { user, currentPath } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(aSession('brand'))),
    });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Configuración' }));
    await waitFor(() => expect(currentPath()).toBe('/settings'));
  });

  it('names a brand account after its company in the top bar and the switcher, not its e-mail', async () => {
    const brandUser = aUser({
      id: 'aurora',
      first_name: '',
      last_name: '',
      email: 'compras@aurora.mx',
      role: 'brand',
    });
    const account = { ...anAccount(brandUser), displayName: 'compras@aurora.mx' };
    const session: SessionState = {
      user: brandUser,
      activeAccountId: account.id,
      accounts: [account, anAccount(carla)],
    };
    const { user, bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
    });
    const trigger = await screen.findByRole('button', { name: /^Cuenta/ });
    expect(trigger).toHaveTextContent('compras@aurora.mx');

    // Main names the account after the company once it is saved or read, and says so.
    const named = { ...account, displayName: 'Café Aurora' };
    act(() => bridge.emit('sessionChanged', { ...session, accounts: [named, anAccount(carla)] }));
    await waitFor(() => expect(trigger).toHaveTextContent('Café Aurora'));
    expect(trigger).not.toHaveTextContent('compras@aurora.mx');
    const menu = await openMenu(user);
    const current = within(menu).getByRole('menuitem', { name: 'Café Aurora' });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('CA');
    // Creators keep their own names.
    expect(within(menu).getByRole('menuitem', { name: 'Cambiar a Carla Ruiz' })).toBeVisible();
  });
});
