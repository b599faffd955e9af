import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccountSummary, SessionState } from '../../../src-shared/bridge/contract';
import type { User } from '../../../src-shared/domain/user';
import { draftStorageKey } from '../../drafts/draft-storage';
import { aListPage, aSession, anAccount, aUser, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const bruno = aUser({
  id: 'bruno',
  first_name: 'Bruno',
  last_name: 'Díaz',
  email: 'bruno@marca.mx',
  role: 'brand',
});
const carla = aUser({
  id: 'carla',
  first_name: 'Carla',
  last_name: 'Ruiz',
  email: 'carla@crea.mx',
  role: 'influencer',
});
const dani = aUser({ id: 'dani', first_name: 'Dani', last_name: 'Soto', role: null });
const jose = aUser({
  id: 'jose',
  first_name: 'José',
  last_name: 'Ñúñez',
  email: 'contacto@estudio.mx',
  role: 'influencer',
});

function sessionOf(
  users: User[],
  overrides: Partial<Record<string, Partial<AccountSummary>>> = {},
) {
  const accounts = users.map((user) => ({ ...anAccount(user), ...overrides[user.id] }));
  const session: SessionState = { user: users[0]!, activeAccountId: accounts[0]!.id, accounts };
  return { session, accounts };
}

const fourAccounts = (overrides: Partial<Record<string, Partial<AccountSummary>>> = {}) =>
  sessionOf([bruno, carla, dani, jose], { jose: { handle: 'pepe.crea' }, ...overrides });

/** An account's row: named by what it shows, its name first. */
const rowOf = (name: string) => new RegExp(`^${name}, ?`);

const trigger = () => screen.findByRole('button', { name: /^Cuenta/ });

async function openSwitcher(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await trigger());
  return screen.findByRole('dialog', { name: /en este equipo$/ });
}

const search = () => screen.getByRole('combobox', { name: 'Buscar por nombre, usuario o correo' });
const activeOption = () => {
  const id = search().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('account switcher', () => {
  it('opens with the focus in the search box and lists the accounts grouped by role', async () => {
    const { session } = fourAccounts();
    const { user } = renderApp('/home_search', { getSession: vi.fn(async () => ok(session)) });
    const switcher = await openSwitcher(user);
    expect(switcher).toHaveAccessibleName('4 cuentas en este equipo');
    await waitFor(() => expect(search()).toHaveFocus());

    const list = within(switcher).getByRole('listbox', { name: 'Cuentas en este equipo' });
    const groups = within(list).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && group)).toHaveLength(3);
    const [creators, brands, noRole] = groups;
    expect(creators).toHaveAccessibleName('Creadores (2)');
    expect(brands).toHaveAccessibleName('Marcas (1)');
    expect(noRole).toHaveAccessibleName('Sin perfil elegido (1)');
    expect(within(creators!).getAllByRole('option')).toHaveLength(2);
    expect(within(creators!).getByRole('option', { name: rowOf('Carla Ruiz') })).toBeVisible();
    // Named by what it shows, its name first (WCAG 2.5.3).
    expect(
      within(creators!).getByRole('option', { name: rowOf('José Ñúñez') }),
    ).toHaveAccessibleName(/^José Ñúñez, ?@pepe\.crea · Creador ?· contacto@estudio\.mx$/);

    const current = within(brands!).getByRole('option', { name: rowOf('Bruno Díaz') });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveAccessibleName(/^Bruno Díaz, ?bruno@marca.mx · Marca ?· En uso$/);
    expect(
      within(creators!).getByRole('option', { name: rowOf('Carla Ruiz') }),
    ).not.toHaveAttribute('aria-current');
    expect(within(noRole!).getByRole('option', { name: rowOf('Dani Soto') })).toHaveAccessibleName(
      /^Dani Soto, ?ana@example\.com · Sin perfil elegido$/,
    );
    // Online, the age of the saved copies is not worth mentioning.
    expect(switcher).not.toHaveTextContent('Datos de');
  });

  it('filters by name ignoring case and accents, by handle and by e-mail', async () => {
    const { session } = fourAccounts();
    const { user } = renderApp('/home_search', { getSession: vi.fn(async () => ok(session)) });
    const switcher = await openSwitcher(user);
    const options = () =>
      within(switcher)
        .queryAllByRole('option')
        .map((option) => option.querySelector('.account-row__name')?.firstChild?.textContent);

    await user.type(search(), 'jose nunez');
    expect(options()).toEqual(['José Ñúñez']);
    expect(within(switcher).getByRole('group')).toHaveAccessibleName('Creadores (1)');
    expect(within(switcher).getByRole('status')).toHaveTextContent('1 cuenta coincide');

    await user.clear(search());
    await user.type(search(), '@PEPE');
    expect(options()).toEqual(['José Ñúñez']);

    await user.clear(search());
    await user.type(search(), 'marca.mx');
    expect(options()).toEqual(['Bruno Díaz']);

    await user.clear(search());
    expect(options()).toHaveLength(4);
  });

  it('says so in Spanish when nothing matches', async () => {
    const { session } = fourAccounts();
    const { user } = renderApp('/home_search', { getSession: vi.fn(async () => ok(session)) });
    const switcher = await openSwitcher(user);
    await user.type(search(), 'zzz');
    expect(within(switcher).queryByRole('listbox')).toBeNull();
    expect(within(switcher).getByRole('status')).toHaveTextContent(
      'Ninguna cuenta coincide con «zzz»',
    );
    expect(search()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows initials when an account’s picture cannot be loaded', async () => {
    const { session } = fourAccounts({ carla: { avatarUrl: 'https://cdn.example/carla.jpg' } });
    const { user } = renderApp('/home_search', { getSession: vi.fn(async () => ok(session)) });
    const switcher = await openSwitcher(user);
    const row = within(switcher).getByRole('option', { name: rowOf('Carla Ruiz') });
    const picture = row.querySelector('img');
    expect(picture).toHaveAttribute('src', 'https://cdn.example/carla.jpg');
    fireEvent.error(picture!);
    expect(row.querySelector('img')).toBeNull();
    expect(row).toHaveTextContent('CR');
  });

  it('switches straight to the other account’s home from main’s answer', async () => {
    const { session, accounts } = fourAccounts();
    const switched: SessionState = { ...session, user: carla, activeAccountId: accounts[1]!.id };
    const { user, bridge, currentPath } = renderApp('/account-setting/security', {
      getSession: vi.fn(async () => ok(session)),
      switchAccount: vi.fn(async () => ok(switched)),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('option', { name: rowOf('Carla Ruiz') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Carla!' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/home_search');
    expect(bridge.switchAccount).toHaveBeenCalledWith({ accountId: accounts[1]!.id });
    // Nothing else is read before the home shows: no profile, no second session read.
    expect(bridge.getSession).toHaveBeenCalledOnce();
    expect(bridge.getProfile).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never takes the person away from a screen they opened while main answered the switch', async () => {
    const { session, accounts } = fourAccounts();
    const switched: SessionState = { ...session, user: carla, activeAccountId: accounts[1]!.id };
    type Answer = ReturnType<typeof ok<SessionState>>;
    let answer!: (value: Answer) => void;
    const { user, currentPath, history } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
      switchAccount: vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve))),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('option', { name: rowOf('Carla Ruiz') }));
    await act(async () => history.push('/account-setting/security'));
    await act(async () => answer(ok(switched)));
    expect(await trigger()).toHaveAccessibleName('Cuenta Carla Ruiz');
    expect(currentPath()).toBe('/account-setting/security');
  });

  it('reads a creator’s saved copy as the switch starts, so the home shows it with the name', async () => {
    const { session, accounts } = fourAccounts();
    const switched: SessionState = { ...session, user: carla, activeAccountId: accounts[1]!.id };
    type Answer = ReturnType<typeof ok<SessionState>>;
    let answer!: (value: Answer) => void;
    const never = () => new Promise<never>(() => undefined);
    // Only Carla's copy, asked for by her account id: what the home reads once active finds none.
    const readSavedCopy = vi.fn(async (request: { read: string; accountId?: string }) => {
      if (request.accountId !== accounts[1]!.id) return ok({ found: false as const });
      const value = request.read === 'listPrices' ? { results: [] } : aListPage([]);
      return ok({ found: true as const, value });
    });
    const { user } = renderApp('/account-setting/security', {
      getSession: vi.fn(async () => ok(session)),
      switchAccount: vi.fn(() => new Promise<Answer>((resolve) => (answer = resolve))),
      readSavedCopy,
      // The live reads do not answer: whatever the blocks show comes from the copy.
      listNetworks: vi.fn(never),
      listBriefcase: vi.fn(never),
      listPrices: vi.fn(never),
      listProposals: vi.fn(never),
      listCastingCalls: vi.fn(never),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('option', { name: rowOf('Carla Ruiz') }));
    // Before main answers the switch, her copy is read for the home's five lists.
    await waitFor(() => expect(readSavedCopy).toHaveBeenCalledTimes(6));
    expect(readSavedCopy).toHaveBeenCalledWith({
      read: 'listNetworks',
      accountId: accounts[1]!.id,
    });
    await act(async () => answer(ok(switched)));

    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, Carla!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance del perfil' })).toBeInTheDocument();
    expect(screen.getByText('No hay propuestas esperando tu respuesta')).toBeInTheDocument();
  });

  it('reads no copy early for a brand: its home paints from its own reads', async () => {
    const { session, accounts } = sessionOf([carla, bruno]);
    const switched: SessionState = { ...session, user: bruno, activeAccountId: accounts[1]!.id };
    const { user, bridge } = renderApp('/account-setting/security', {
      getSession: vi.fn(async () => ok(session)),
      switchAccount: vi.fn(async () => ok(switched)),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('option', { name: rowOf('Bruno Díaz') }));
    await screen.findByRole('heading', { level: 1 });
    expect(bridge.readSavedCopy).not.toHaveBeenCalledWith(
      expect.objectContaining({ accountId: accounts[1]!.id }),
    );
  });

  it('moves with the arrow keys through the rows shown, and Enter switches', async () => {
    const { session, accounts } = fourAccounts();
    const switched: SessionState = { ...session, user: jose, activeAccountId: accounts[3]!.id };
    const { user, bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
      switchAccount: vi.fn(async () => ok(switched)),
    });
    (await trigger()).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(search()).toHaveFocus());
    // Creators first, then brands, then the account without a role.
    expect(activeOption()).toHaveAccessibleName(rowOf('Carla Ruiz'));
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName(rowOf('José Ñúñez'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName(rowOf('Dani Soto'));
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName(rowOf('Carla Ruiz'));
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveAccessibleName(rowOf('Dani Soto'));

    // Typing narrows the rows and the keyboard starts at the first one shown.
    await user.keyboard('ñu');
    expect(activeOption()).toHaveAccessibleName(rowOf('José Ñúñez'));
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Hola, José!' }),
    ).toBeInTheDocument();
    expect(bridge.switchAccount).toHaveBeenCalledWith({ accountId: accounts[3]!.id });
  });

  it('closes with Escape and gives the focus back to the button that opened it', async () => {
    const { session } = fourAccounts();
    const { user, bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
    });
    await openSwitcher(user);
    await user.type(search(), 'carla');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await trigger()).toHaveFocus();
    expect(bridge.switchAccount).not.toHaveBeenCalled();
  });

  it('names the top bar’s button starting with what it shows', async () => {
    const { session } = fourAccounts();
    renderApp('/home_search', { getSession: vi.fn(async () => ok(session)) });
    const button = await trigger();
    expect(button).toHaveAccessibleName('Cuenta Bruno Díaz');
  });

  it('lists 50 accounts in one scrolling list, each group counted', async () => {
    const users = Array.from({ length: 50 }, (_, index) =>
      aUser({
        id: `u${index}`,
        first_name: index % 2 ? 'Marca' : 'Creadora',
        last_name: String(index).padStart(2, '0'),
        email: `cuenta${index}@agencia.mx`,
        role: index % 2 ? 'brand' : 'influencer',
      }),
    );
    const { session } = sessionOf(users);
    const { user } = renderApp('/home_search', { getSession: vi.fn(async () => ok(session)) });
    const switcher = await openSwitcher(user);
    expect(within(switcher).getAllByRole('option')).toHaveLength(50);
    expect(within(switcher).getByRole('group', { name: 'Creadores (25)' })).toBeVisible();
    expect(within(switcher).getByRole('group', { name: 'Marcas (25)' })).toBeVisible();
    // The list scrolls inside the switcher, not the window (the CSS bounds it; jsdom lays nothing out).
    expect(within(switcher).getByRole('listbox')).toHaveClass('account-switcher__list');
    await user.type(search(), 'creadora 4');
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.querySelector('.account-row__name')?.firstChild?.textContent),
    ).toEqual([
      'Creadora 04',
      'Creadora 14',
      'Creadora 24',
      'Creadora 34',
      'Creadora 40',
      'Creadora 42',
      'Creadora 44',
      'Creadora 46',
      'Creadora 48',
    ]);
  });

  it('signs another account out after confirming, staying on the same screen', async () => {
    const { session, accounts } = fourAccounts();
    const carlaAccount = accounts[1]!;
    localStorage.setItem(draftStorageKey(carlaAccount.id, 'application:1'), '{"price":"5"}');
    localStorage.setItem(draftStorageKey(accounts[0]!.id, 'application:1'), '{"price":"7"}');
    const remaining = { ...session, accounts: accounts.filter((a) => a !== carlaAccount) };
    const { user, bridge, currentPath } = renderApp('/account-setting/security', {
      getSession: vi.fn(async () => ok(session)),
      signOutAccount: vi.fn(async () => ok(remaining)),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('menuitem', { name: 'Salir de otra cuenta' }));
    expect(switcher).toHaveAccessibleName('Salir de otra cuenta');
    await waitFor(() => expect(search()).toHaveFocus());
    // The account in use is not among those that can leave from here.
    expect(within(switcher).queryByRole('option', { name: rowOf('Bruno Díaz') })).toBeNull();
    await user.keyboard('carla{Enter}');

    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la sesión de Carla Ruiz?' });
    expect(dialog).toHaveTextContent('sus datos guardados y sus borradores');
    expect(bridge.signOutAccount).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar su sesión' }));

    expect(await screen.findByText('Cerramos la sesión de Carla Ruiz')).toBeInTheDocument();
    expect(bridge.signOutAccount).toHaveBeenCalledWith({ accountId: carlaAccount.id });
    expect(currentPath()).toBe('/account-setting/security');
    await waitFor(async () => expect(await trigger()).toHaveFocus());
    expect(localStorage.getItem(draftStorageKey(carlaAccount.id, 'application:1'))).toBeNull();
    expect(localStorage.getItem(draftStorageKey(accounts[0]!.id, 'application:1'))).not.toBeNull();

    const after = await openSwitcher(user);
    expect(within(after).queryByRole('option', { name: rowOf('Carla Ruiz') })).toBeNull();
    expect(within(after).getByRole('option', { name: rowOf('Dani Soto') })).toBeVisible();
  });

  it('keeps the account when the sign-out is cancelled, and can go back to switching', async () => {
    const { session } = fourAccounts();
    const { user, bridge } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
    });
    let switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('menuitem', { name: 'Salir de otra cuenta' }));
    await user.click(within(switcher).getByRole('menuitem', { name: 'Volver a las cuentas' }));
    expect(within(switcher).getByRole('option', { name: rowOf('Bruno Díaz') })).toBeVisible();
    await user.click(within(switcher).getByRole('menuitem', { name: 'Salir de otra cuenta' }));
    await user.click(within(switcher).getByRole('option', { name: rowOf('Dani Soto') }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la sesión de Dani Soto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bridge.signOutAccount).not.toHaveBeenCalled();
    switcher = await openSwitcher(user);
    expect(within(switcher).getByRole('option', { name: rowOf('Dani Soto') })).toBeVisible();
  });

  it('moves through its actions with the arrow keys', async () => {
    const { session } = fourAccounts();
    const { user, currentPath } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
    });
    const switcher = await openSwitcher(user);
    const actions = within(switcher).getByRole('menu', { name: 'Acciones de cuenta' });
    await user.tab();
    expect(within(actions).getByRole('menuitem', { name: 'Agregar otra cuenta' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(actions).getByRole('menuitem', { name: 'Configuración' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(actions).getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(actions).getByRole('menuitem', { name: 'Agregar otra cuenta' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/settings'));
  });

  it('offline, says how old each account’s saved data is', async () => {
    const { session } = fourAccounts({
      bruno: { syncedAt: minutesAgo(5) },
      carla: { syncedAt: minutesAgo(3 * 60) },
      dani: { syncedAt: null },
    });
    const { user } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
      getConnectivity: vi.fn(async () => ok({ online: false, checked_at: minutesAgo(0) })),
    });
    await screen.findByText(/El servidor no responde/);
    const switcher = await openSwitcher(user);
    expect(
      within(switcher).getByRole('option', { name: rowOf('Bruno Díaz') }),
    ).toHaveAccessibleName(expect.stringContaining('Datos de hace 5 min'));
    expect(
      within(switcher).getByRole('option', { name: rowOf('Carla Ruiz') }),
    ).toHaveAccessibleName(/^Carla Ruiz, ?carla@crea\.mx · Creador · Datos de hace 3 h$/);
    expect(within(switcher).getByRole('option', { name: rowOf('Dani Soto') })).toHaveAccessibleName(
      /^Dani Soto, ?ana@example\.com · Sin perfil elegido · Sin datos guardados$/,
    );
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
    const button = await trigger();
    expect(button).toHaveTextContent('compras@aurora.mx');

    // Main names the account after the company once it is saved or read, and says so.
    const named = { ...account, displayName: 'Café Aurora' };
    act(() => bridge.emit('sessionChanged', { ...session, accounts: [named, anAccount(carla)] }));
    await waitFor(() => expect(button).toHaveTextContent('Café Aurora'));
    expect(button).not.toHaveTextContent('compras@aurora.mx');
    const switcher = await openSwitcher(user);
    const current = within(switcher).getByRole('option', { name: rowOf('Café Aurora') });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(current).toHaveTextContent('CA');
    await user.type(search(), 'cafe');
    expect(within(switcher).getAllByRole('option')).toEqual([current]);
    // Creators keep their own names.
    await user.clear(search());
    expect(within(switcher).getByRole('option', { name: rowOf('Carla Ruiz') })).toBeVisible();
  });
});

describe('adding accounts from the switcher', () => {
  it('after a sign-in, opens the switcher again ready to add another', async () => {
    const { session } = sessionOf([bruno]);
    const withCarla: SessionState = {
      user: carla,
      activeAccountId: anAccount(carla).id,
      accounts: [...session.accounts, anAccount(carla)],
    };
    const { user, bridge, currentPath } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
      signIn: vi.fn(async () => ok(withCarla)),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('menuitem', { name: 'Agregar otra cuenta' }));
    await waitFor(() => expect(currentPath()).toBe('/add-account'));
    await user.type(await screen.findByLabelText('Correo electrónico'), 'carla@crea.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-segura-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(bridge.signIn).toHaveBeenCalledOnce();

    const again = await screen.findByRole('dialog', { name: '2 cuentas en este equipo' });
    expect(
      within(again).getByText('Agregaste la cuenta de Carla Ruiz. Puedes agregar otra.'),
    ).toHaveAttribute('role', 'status');
    expect(within(again).getByRole('option', { name: rowOf('Carla Ruiz') })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const addAnother = within(again).getByRole('menuitem', { name: 'Agregar otra cuenta' });
    await waitFor(() => expect(addAnother).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/add-account'));
  });

  it('closes the switcher it opened again when the person goes to another screen', async () => {
    const { session } = sessionOf([bruno]);
    const withCarla: SessionState = {
      user: carla,
      activeAccountId: anAccount(carla).id,
      accounts: [...session.accounts, anAccount(carla)],
    };
    const { user, history } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
      signIn: vi.fn(async () => ok(withCarla)),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('menuitem', { name: 'Agregar otra cuenta' }));
    await user.type(await screen.findByLabelText('Correo electrónico'), 'carla@crea.mx');
    await user.type(screen.getByLabelText('Contraseña'), 'clave-segura-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByRole('dialog', { name: '2 cuentas en este equipo' });

    act(() => history.push('/account-setting/social'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open the switcher when the user comes back without adding one', async () => {
    const { session } = sessionOf([bruno, carla]);
    const { user, currentPath } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('menuitem', { name: 'Agregar otra cuenta' }));
    await user.click(await screen.findByRole('button', { name: 'Volver a mi cuenta' }));
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
    await trigger();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the switcher on a fresh session', () => {
  it('opens the settings', async () => {
    const { user, currentPath } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(aSession('brand'))),
    });
    const switcher = await openSwitcher(user);
    await user.click(within(switcher).getByRole('menuitem', { name: 'Configuración' }));
    await waitFor(() => expect(currentPath()).toBe('/settings'));
  });
});
