import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { DeskLine, DeskState } from '../../../src-shared/domain/agency-desk';
import { aListPage, aNetwork, ok } from '../../test/builders';
import { renderApp } from '../../test/render-app';
import { aDesk, aDeskLine, aDeskSession, cafe, daysAgo, jose, threeRows } from './agency-builders';

const proposal = aDeskLine({
  id: 'proposal_to_answer:9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d:2',
  accountId: 'account-cafe',
  subject: 'José Ñúñez',
  at: daysAgo(0.1),
  target: { screen: 'proposal', id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d' },
});
const changes = aDeskLine({
  id: 'changes_asked:item-1:1:2026-12-11:soon',
  accountId: 'account-ana',
  kind: 'changes_asked',
  at: daysAgo(0.5),
  subject: 'Café Aurora',
  item: { network: 'instagram', content_type: 'reel', number: 2, due_date: '2099-01-01' },
  network: 'instagram',
  due: 'soon',
  target: {
    screen: 'collaboration',
    id: 'collab-1',
    itemId: '11111111-2222-4333-8444-555555555555',
  },
});
const oldFigures = aDeskLine({
  id: 'figures_old:account-jose:2026-01-01',
  accountId: 'account-jose',
  kind: 'figures_old',
  at: daysAgo(34),
  subject: 'José Ñúñez',
  count: 34,
  target: { screen: 'networks' },
});
const unfinished = aDeskLine({
  id: 'profile_unfinished:account-jose:5',
  accountId: 'account-jose',
  kind: 'profile_unfinished',
  at: daysAgo(40),
  subject: 'José Ñúñez',
  count: 4,
  target: { screen: 'profile' },
});
const doneLine = aDeskLine({
  id: 'application_news:application-1:accepted',
  accountId: 'account-ana',
  kind: 'application_news',
  at: daysAgo(3),
  subject: 'Verano 2026',
  target: { screen: 'myWork' },
  state: 'done',
});

function renderInbox(lines: DeskLine[], bridge: Partial<BridgeApi> = {}, activeIndex = 0) {
  const session = aDeskSession(undefined, activeIndex);
  const desk: DeskState = aDesk(threeRows(), lines);
  return renderApp('/agency?view=inbox', {
    getSession: vi.fn(async () => ok(session)),
    getAgencyDesk: vi.fn(async () => ok(desk)),
    ...bridge,
  });
}

const inbox = () => screen.findByRole('region', { name: 'Bandeja de todas las cuentas' });
const accountSection = (name: string) => screen.getByRole('region', { name });

describe('agency desk: inbox', () => {
  it('words every line, newest first, under its account', async () => {
    renderInbox([unfinished, changes, proposal, oldFigures]);
    const list = await inbox();
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Café Aurora', 'Ana López', 'José Ñúñez']);
    expect(
      within(accountSection('Café Aurora')).getByText('Propuesta de José Ñúñez por responder'),
    ).toBeVisible();
    expect(
      within(accountSection('Ana López')).getByText(
        'Cambios pedidos: Instagram · Reel 2 (vence el 1 ene)',
      ),
    ).toBeVisible();
    const jose = accountSection('José Ñúñez');
    expect(
      within(jose)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.desk-line__sentence')?.textContent),
    ).toEqual(['Cifras de hace 34 días', 'Perfil sin terminar: faltan 4 pasos']);
    expect(within(jose).getByText('2 pendientes')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bandeja (4)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks a line done or snoozes it for a day or a week, through main', async () => {
    const after = aDesk(threeRows(), [{ ...proposal, state: 'done' }]);
    const markDeskLine = vi.fn(async () => ok(after));
    const { user } = renderInbox([proposal, changes], { markDeskLine });
    await inbox();
    await user.click(
      screen.getByRole('button', { name: 'Hecho: Propuesta de José Ñúñez por responder' }),
    );
    expect(markDeskLine).toHaveBeenCalledWith({ lineId: proposal.id, action: 'done' });
    // Main's answer is the desk now: nothing left open.
    expect(await screen.findByRole('heading', { name: 'Nada pendiente' })).toBeVisible();

    act(() => screen.getByRole('checkbox', { name: 'Ver hechas y pospuestas (1)' }).click());
    await user.click(
      await screen.findByRole('button', { name: 'Reabrir: Propuesta de José Ñúñez por responder' }),
    );
    expect(markDeskLine).toHaveBeenLastCalledWith({ lineId: proposal.id, action: 'reopen' });
  });

  it('snoozes from its menu', async () => {
    const markDeskLine = vi.fn(async () => ok(aDesk(threeRows(), [changes])));
    const { user } = renderInbox([proposal, changes], { markDeskLine });
    await inbox();
    await user.click(
      screen.getByRole('button', { name: 'Posponer: Propuesta de José Ñúñez por responder' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: '1 semana' }));
    expect(markDeskLine).toHaveBeenCalledWith({ lineId: proposal.id, action: 'snooze_week' });
  });

  it('shows done lines only on demand', async () => {
    const { user } = renderInbox([doneLine]);
    await inbox();
    expect(screen.getByRole('heading', { name: 'Nada pendiente' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Ver hechas y pospuestas (1)' }));
    expect(screen.getByText('Tu postulación a «Verano 2026» tiene novedades')).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: 'Reabrir: Tu postulación a «Verano 2026» tiene novedades',
      }),
    ).toBeVisible();
  });
});

describe('agency desk: opening a line', () => {
  it('switches to the line’s account and opens its screen there, not the account’s home', async () => {
    const switched = { ...aDeskSession(), user: cafe, activeAccountId: 'account-cafe' };
    const switchAccount = vi.fn(async () => ok(switched));
    const { user, bridge, currentPath, history } = renderInbox([proposal, changes], {
      switchAccount,
    });
    await inbox();
    const visited: string[] = [];
    const unsubscribe = history.subscribe(({ location }) => visited.push(location.pathname));
    await user.click(
      screen.getByRole('button', {
        name: 'Abrir en la cuenta de Café Aurora: Propuesta de José Ñúñez por responder',
      }),
    );
    await waitFor(() =>
      expect(currentPath()).toBe('/view_proposal/9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d'),
    );
    expect(switchAccount).toHaveBeenCalledWith({ accountId: 'account-cafe' });
    await waitFor(() =>
      expect(bridge.getProposal).toHaveBeenCalledWith({
        id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
      }),
    );
    // The switch's landing on home never came after it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(currentPath()).toBe('/view_proposal/9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d');
    // The switch never went through the account's home (for a brand, the creator finder).
    expect(visited).toEqual(['/view_proposal/9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d']);
    expect(bridge.searchCreators).not.toHaveBeenCalled();
    unsubscribe();

    const back = screen.getByRole('navigation', { name: 'Volver a Agencia' });
    expect(within(back).getByText('Estás en la cuenta de Café Aurora.')).toBeVisible();
    await user.click(within(back).getByRole('link', { name: 'Volver a Agencia' }));
    await waitFor(() => expect(currentPath()).toBe('/agency'));
    expect(history.location.search).toBe('?view=inbox');
    expect(await inbox()).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Volver a Agencia' })).toBeNull();
  });

  it('opens a line of the account in use without switching, at the item it is about', async () => {
    const { user, bridge, currentPath, history } = renderInbox([changes]);
    await inbox();
    await user.click(
      screen.getByRole('button', {
        name: 'Abrir en la cuenta de Ana López: Cambios pedidos: Instagram · Reel 2 (vence el 1 ene)',
      }),
    );
    await waitFor(() => expect(currentPath()).toBe('/collaborations/collab-1'));
    expect(history.location.search).toBe('?item=11111111-2222-4333-8444-555555555555');
    expect(bridge.switchAccount).not.toHaveBeenCalled();
  });

  it('resumes an unfinished profile where that creator stopped', async () => {
    const switched = { ...aDeskSession(), user: jose, activeAccountId: 'account-jose' };
    const { user, bridge, currentPath } = renderInbox([unfinished], {
      switchAccount: vi.fn(async () => ok(switched)),
      listNetworks: vi.fn(async () => ok(aListPage([aNetwork()]))),
    });
    await inbox();
    await user.click(
      screen.getByRole('button', {
        name: 'Abrir en la cuenta de José Ñúñez: Perfil sin terminar: faltan 4 pasos',
      }),
    );
    await waitFor(() => expect(currentPath()).toMatch(/^\/setting-public-profile\//));
    expect(bridge.listNetworks).toHaveBeenCalled();
    // José has a network connected and no profile saved: the wizard resumes at the profile step.
    expect(currentPath()).toBe('/setting-public-profile/profile');
  });

  it('opens the line of a clicked system notification, in its account', async () => {
    const switched = { ...aDeskSession(), user: cafe, activeAccountId: 'account-cafe' };
    const session = aDeskSession();
    const { bridge, currentPath } = renderApp('/home_search', {
      getSession: vi.fn(async () => ok(session)),
      switchAccount: vi.fn(async () => ok(switched)),
    });
    await screen.findByRole('navigation', { name: 'Navegación principal' });
    act(() => bridge.emit('deskLineOpened', { line: proposal }));
    await waitFor(() =>
      expect(currentPath()).toBe('/view_proposal/9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d'),
    );
    expect(bridge.switchAccount).toHaveBeenCalledWith({ accountId: 'account-cafe' });
    expect(screen.getByRole('link', { name: 'Volver a Agencia' })).toBeVisible();

    act(() => bridge.emit('deskLineOpened', { line: null }));
    await waitFor(() => expect(currentPath()).toBe('/agency'));
  });
});
