import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { SessionState } from '../../../src-shared/bridge/contract';
import type { DeskState } from '../../../src-shared/domain/agency-desk';
import { aSession, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { aDesk, aDeskSession, threeRows } from './agency-builders';

interface DeskSetup {
  session?: SessionState;
  desk?: DeskState;
  bridge?: Partial<BridgeApi>;
}

function renderDesk(path = '/agency', { session, desk, bridge = {} }: DeskSetup = {}) {
  const signedIn = session ?? aDeskSession();
  const answer = desk ?? aDesk(threeRows());
  return renderApp(path, {
    getSession: vi.fn(async () => ok(signedIn)),
    getAgencyDesk: vi.fn(async () => ok(answer)),
    ...bridge,
  });
}

const roster = () => screen.findByRole('table', { name: 'Cuentas de este equipo' });

/** The accounts' names in the order the table shows them. */
const shownNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.desk-who__name')?.textContent)
    .filter(Boolean);

const navLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Navegación principal' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('agency desk: nav and states', () => {
  it('shows "Agencia" in the side nav only with two accounts or more', async () => {
    const one = renderApp('/home_search', { getSession: vi.fn(async () => ok(aSession())) });
    expect(await navLinks()).not.toContain('Agencia');
    one.unmount();

    renderDesk('/home_search');
    const links = await navLinks();
    expect(links.slice(0, 2)).toEqual(['Inicio', 'Agencia']);
  });

  it('explains the desk and offers to add an account when there is only one', async () => {
    const { bridge } = renderDesk('/agency', { session: aSession('brand') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agencia' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Agencia reúne varias cuentas' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Agregar otra cuenta' })).toHaveAttribute(
      'href',
      '/add-account',
    );
    expect(bridge.getAgencyDesk).not.toHaveBeenCalled();
  });

  it('says how many accounts there are, what is pending and what is refreshing', async () => {
    const desk = { ...aDesk(threeRows()), openCount: 4, refreshing: 2 };
    renderDesk('/agency', { desk });
    await roster();
    expect(screen.getByText(/3 cuentas en este equipo · 4 pendientes en la bandeja/)).toBeVisible();
    expect(screen.getByText('Actualizando 2 cuentas…')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cuentas (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Bandeja (4)' })).toBeVisible();
  });

  it('says why when the desk cannot be read, and reads it again', async () => {
    const getAgencyDesk = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        error: { status: 500, code: 'internal_error', message: '' },
      })
      .mockResolvedValue(ok(aDesk(threeRows())));
    const { user } = renderDesk('/agency', { bridge: { getAgencyDesk } });
    expect(
      await screen.findByText('No pudimos leer las cuentas de este equipo'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await roster()).toBeVisible();
  });
});

describe('agency desk: roster', () => {
  it('groups creators and brands and sorts by followers, biggest first, from its header', async () => {
    const { user } = renderDesk();
    const table = await roster();
    expect(within(table).getByRole('rowheader', { name: 'Creadores (2)' })).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Marcas (1)' })).toBeVisible();
    expect(shownNames(table)).toEqual(['Ana López', 'José Ñúñez', 'Café Aurora']);

    const followers = within(table).getByRole('button', { name: 'Seguidores' });
    expect(followers.closest('th')).not.toHaveAttribute('aria-sort');
    await user.click(followers);
    expect(followers.closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames(table)).toEqual(['José Ñúñez', 'Ana López', 'Café Aurora']);
    // The keyboard flips it too.
    followers.focus();
    await user.keyboard('{Enter}');
    expect(followers.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames(table)).toEqual(['Ana López', 'José Ñúñez', 'Café Aurora']);

    const row = within(table).getByRole('row', { name: /José Ñúñez/ });
    expect(within(row).getByText('250,000')).toBeVisible();
    expect(within(row).getByText('Bajó 0.4% (−1,000 seguidores) en 30 días')).toBeInTheDocument();
    expect(within(row).getByText('Gaming')).toBeVisible();
    // The note is cut to one line; all of it is in the tooltip.
    expect(
      within(row).getByText('Prefiere que le escriban por la tarde').closest('[title]'),
    ).toHaveAttribute('title', 'Prefiere que le escriban por la tarde');
  });

  it('filters by search, role, group and "Requiere atención"', async () => {
    const { user } = renderDesk();
    const table = await roster();
    const search = screen.getByRole('searchbox', { name: 'Buscar cuentas' });
    await user.type(search, 'nunez');
    expect(shownNames(table)).toEqual(['José Ñúñez']);
    expect(screen.getByText('1 de 3 cuentas')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'tarde');
    expect(shownNames(table)).toEqual(['José Ñúñez']);
    await user.clear(search);

    await user.click(screen.getByRole('radio', { name: 'Marcas' }));
    expect(shownNames(table)).toEqual(['Café Aurora']);
    await user.click(screen.getByRole('radio', { name: 'Todas' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Grupo' }), 'Gaming');
    expect(shownNames(table)).toEqual(['José Ñúñez']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grupo' }), 'Sin grupo');
    expect(shownNames(table)).toEqual(['Ana López', 'Café Aurora']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Grupo' }), 'Todos los grupos');

    const attention = screen.getByRole('button', { name: 'Requiere atención (1)' });
    await user.click(attention);
    expect(attention).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames(table)).toEqual(['Café Aurora']);

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(shownNames(table)).toHaveLength(3);
  });

  it('keeps the selection while main pushes a new desk, dropping accounts that left', async () => {
    const { user, bridge } = renderDesk();
    const table = await roster();
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar a José Ñúñez' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar a Café Aurora' }));
    const bar = screen.getByRole('group', { name: '2 cuentas seleccionadas' });
    expect(bar).toBeVisible();

    const [ana, jose] = threeRows();
    act(() => bridge.emit('agencyDeskChanged', aDesk([ana!, { ...jose!, followers: 260_000 }])));
    expect(await within(table).findByText('260,000')).toBeVisible();
    expect(within(table).getByRole('checkbox', { name: 'Seleccionar a José Ñúñez' })).toBeChecked();
    expect(screen.getByRole('group', { name: '1 cuenta seleccionada' })).toBeVisible();
  });

  it('saves a group and a private note for an account, on this desktop', async () => {
    const saved = aDesk(threeRows().map((row) => ({ ...row, group: 'Moda', note: 'Hola' })));
    const saveDeskAccount = vi.fn(async () => ok(saved));
    const { user } = renderDesk('/agency', { bridge: { saveDeskAccount } });
    await roster();
    await user.click(screen.getByRole('button', { name: 'Grupo y nota de Ana López' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grupo y nota de Ana López' });
    expect(dialog).toHaveAccessibleDescription(
      'Se guardan solo en este equipo: nunca se envían al servidor.',
    );
    await user.type(within(dialog).getByRole('combobox', { name: 'Grupo' }), '  Moda ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nota privada' }), 'Hola');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saveDeskAccount).toHaveBeenCalledWith({
      accountId: 'account-ana',
      group: 'Moda',
      note: 'Hola',
    });
    expect(await screen.findByText('Guardamos el grupo y la nota de Ana López')).toBeVisible();
  });
});

describe('agency desk: bulk actions', () => {
  it('exports the rows ticked as CSV and XLSX, naming the file saved', async () => {
    const exportRoster = vi
      .fn()
      .mockResolvedValueOnce(ok({ saved: true, fileName: 'cuentas-agencia.csv' }))
      .mockResolvedValueOnce(ok({ saved: false, fileName: null }));
    const { user } = renderDesk('/agency', { bridge: { exportRoster } });
    const table = await roster();
    await user.click(
      within(table).getByRole('checkbox', { name: 'Seleccionar las 3 cuentas visibles' }),
    );
    const bar = screen.getByRole('group', { name: '3 cuentas seleccionadas' });
    await user.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    expect(exportRoster).toHaveBeenCalledWith({
      accountIds: ['account-ana', 'account-jose', 'account-cafe'],
      format: 'csv',
    });
    expect(await screen.findByText('Guardamos cuentas-agencia.csv')).toBeVisible();

    // The save dialog closed: nothing to say.
    await user.click(within(bar).getByRole('button', { name: 'Exportar Excel (XLSX)' }));
    await waitFor(() => expect(exportRoster).toHaveBeenCalledTimes(2));
    expect(exportRoster).toHaveBeenLastCalledWith({
      accountIds: ['account-ana', 'account-jose', 'account-cafe'],
      format: 'xlsx',
    });
    await waitFor(() =>
      expect(within(bar).getByRole('button', { name: 'Exportar Excel (XLSX)' })).toBeEnabled(),
    );
    expect(screen.queryByText(/Guardamos .*\.xlsx/)).toBeNull();
  });

  it('refreshes the figures and the copies of the rows ticked and sums up what happened', async () => {
    const refreshDeskFigures = vi.fn(async () =>
      ok({
        refreshed: 2,
        failed: [{ accountId: 'account-jose', network: 'tiktok' as const, code: 'network_error' }],
        skipped: 1,
      }),
    );
    const refreshing = { ...aDesk(threeRows()), refreshing: 2 };
    const refreshAgencyDesk = vi.fn(async () => ok(refreshing));
    const { user } = renderDesk('/agency', { bridge: { refreshDeskFigures, refreshAgencyDesk } });
    const table = await roster();
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar a José Ñúñez' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar a Café Aurora' }));
    const bar = screen.getByRole('group', { name: '2 cuentas seleccionadas' });

    await user.click(within(bar).getByRole('button', { name: 'Actualizar cifras' }));
    expect(refreshDeskFigures).toHaveBeenCalledWith({
      accountIds: ['account-jose', 'account-cafe'],
    });
    expect(await screen.findByText('Algunas cifras no se actualizaron')).toBeVisible();
    expect(
      screen.getByText(
        '2 redes actualizadas · 1 red no se pudo actualizar (José Ñúñez en TikTok) · ' +
          '1 cuenta sin redes conectadas con inicio de sesión',
      ),
    ).toBeVisible();

    await user.click(within(bar).getByRole('button', { name: 'Actualizar' }));
    expect(refreshAgencyDesk).toHaveBeenCalledWith({
      accountIds: ['account-jose', 'account-cafe'],
    });
    expect(await screen.findByText('Actualizando 2 cuentas…')).toBeVisible();
  });

  it('opens the batch export of kits with the creators ticked already picked', async () => {
    const { user } = renderDesk();
    const table = await roster();
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar a José Ñúñez' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Seleccionar a Café Aurora' }));
    await user.click(screen.getByRole('button', { name: 'Exportar kits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar varios kits' });
    expect(within(dialog).getByRole('checkbox', { name: /José Ñúñez/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Ana López/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: /Café Aurora/ })).toBeNull();
    expect(within(dialog).getByText('1 de 2 seleccionadas')).toBeVisible();
  });
});
