import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { aListPage, aSession, ok } from '../../test/builders';
import { aCardNetwork, aCreatorCard, creatorId, pagedCreators } from '../../test/finder-builders';
import { renderApp } from '../../test/render-app';
import { TABLE_HEADER_HEIGHT, TABLE_ROW_HEIGHT } from './CreatorTable';
import { viewModeStorageKey } from './view-mode';

const session = aSession('brand');
const brand = { getSession: vi.fn(async () => ok(session)) };

function renderFinder(bridge: Partial<BridgeApi> = {}) {
  return renderApp('/home_search', { ...brand, ...bridge });
}

/**
 * The results' region at 1280×800: the window less what CreatorFinder.css puts above it (324 px).
 * jsdom lays nothing out, so the virtualizer is told this height.
 */
const REGION_AT_1280X800 = 800 - 324;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('finder-results') ? REGION_AT_1280X800 : 0;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const table = () => screen.findByRole('table', { name: 'Creadores encontrados' });
const viewToggle = () => screen.findByRole('group', { name: 'Vista de resultados' });

/** The body rows (the header row has column headers only). */
const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

describe('finder compact list', () => {
  it('switches between cards and list, and remembers the choice for the account', async () => {
    const { user, unmount } = renderFinder({ searchCreators: vi.fn(pagedCreators(3)) });
    const toggle = await viewToggle();
    const cards = within(toggle).getByRole('button', { name: 'Tarjetas' });
    const list = within(toggle).getByRole('button', { name: 'Lista' });
    expect(cards).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('list', { name: 'Creadores encontrados' })).toBeInTheDocument();

    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Creadores encontrados' })).toBeNull();
    expect(localStorage.getItem(viewModeStorageKey(session.activeAccountId ?? ''))).toBe('list');

    unmount();
    renderFinder({ searchCreators: vi.fn(pagedCreators(3)) });
    expect(await table()).toBeInTheDocument();
    expect(within(await viewToggle()).getByRole('button', { name: 'Lista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows each creator on one line with its column headers, in Spanish', async () => {
    localStorage.setItem(viewModeStorageKey(session.activeAccountId ?? ''), 'list');
    renderFinder({
      searchCreators: vi.fn(async () =>
        ok(
          aListPage([
            aCreatorCard({
              category: 'top-influencer-celebrity',
              country: 'CO',
              networks: [
                aCardNetwork({ followers: 12_345, er: 3.456 }),
                aCardNetwork({
                  network: 'tiktok',
                  username: 'ana.tt',
                  followers: 2_345_678,
                  er: 1.2,
                  read_at: '2026-03-07T18:00:00.000Z',
                }),
              ],
            }),
          ]),
        ),
      ),
    });
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Creador',
      'Categoría',
      'Red principal',
      'Seguidores',
      'ER',
      'País',
      'Datos al',
      'Acciones',
    ]);
    const [row] = bodyRows(grid);
    expect(within(row as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Ana López@ana.crea',
    );
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Megainfluencer',
      'TikTok',
      '2.3M',
      '3.46%en Instagram',
      'Colombia',
      '7 mar 2026',
      'Guardar',
    ]);
    expect(within(row as HTMLElement).getByRole('link', { name: 'Ana López' })).toHaveAttribute(
      'href',
      '/creators/00000000-0000-4000-8000-000000000001',
    );
  });

  it('says "Sin país" where the creator chose no country, instead of an empty cell', async () => {
    localStorage.setItem(viewModeStorageKey(session.activeAccountId ?? ''), 'list');
    renderFinder({
      searchCreators: vi.fn(async () => ok(aListPage([aCreatorCard({ country: '' })]))),
    });
    const grid = await table();
    const [row] = bodyRows(grid);
    const headers = within(grid).getAllByRole('columnheader');
    const countryColumn = headers.findIndex((header) => header.textContent === 'País') - 1;
    const country = within(row as HTMLElement).getAllByRole('cell')[countryColumn];
    expect(country).toHaveTextContent(/^Sin país$/);
    // Plain text, so screen readers read it with the column's header.
    expect(within(country as HTMLElement).getByText('Sin país')).not.toHaveAttribute('aria-hidden');
  });

  it('shows at least fifteen creators in the region a 1280×800 window leaves it', async () => {
    expect(TABLE_HEADER_HEIGHT + 15 * TABLE_ROW_HEIGHT).toBeLessThanOrEqual(REGION_AT_1280X800);
    localStorage.setItem(viewModeStorageKey(session.activeAccountId ?? ''), 'list');
    renderFinder({ searchCreators: vi.fn(pagedCreators(10_000)) });
    const grid = await table();
    expect(bodyRows(grid).length).toBeGreaterThanOrEqual(15);
    // A window of rows, not all of them: the table says how many there are.
    expect(bodyRows(grid).length).toBeLessThan(30);
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    const region = screen.getByRole('region', { name: 'Tabla de creadores encontrados' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('keeps paging while scrolling the table', async () => {
    localStorage.setItem(viewModeStorageKey(session.activeAccountId ?? ''), 'list');
    const { bridge } = renderFinder({ searchCreators: vi.fn(pagedCreators(10_000)) });
    await table();
    const region = screen.getByRole('region', { name: 'Tabla de creadores encontrados' });
    // The first pages fill the region; scrolling to the end of the second asks for the third.
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenLastCalledWith({ page: 2, size_page: 20 }),
    );
    fireEvent.scroll(region, {
      target: { scrollTop: TABLE_HEADER_HEIGHT + 40 * TABLE_ROW_HEIGHT - REGION_AT_1280X800 },
    });
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenLastCalledWith({ page: 3, size_page: 20 }),
    );
    expect(await screen.findByRole('link', { name: 'Creador 41' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Creador 1' })).toBeNull();
  });

  it('orders by followers or er from the headers and searches again', async () => {
    localStorage.setItem(viewModeStorageKey(session.activeAccountId ?? ''), 'list');
    const { user, bridge } = renderFinder({ searchCreators: vi.fn(pagedCreators(50)) });
    const grid = await table();
    // Each new order is read from page 1 (the table may ask for page 2 right after: it prefetches).
    const followers = within(grid).getByRole('columnheader', { name: 'Seguidores' });
    const er = within(grid).getByRole('columnheader', { name: 'ER' });
    expect(followers).not.toHaveAttribute('aria-sort');

    await user.click(within(followers).getByRole('button', { name: 'Seguidores' }));
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenCalledWith({
        sort: 'followers_desc',
        page: 1,
        size_page: 20,
      }),
    );
    expect(followers).toHaveAttribute('aria-sort', 'descending');
    // The table stays while the new order loads: the header keeps the keyboard's focus.
    expect(within(followers).getByRole('button', { name: 'Seguidores' })).toHaveFocus();

    await user.click(within(followers).getByRole('button', { name: 'Seguidores' }));
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenCalledWith({
        sort: 'followers_asc',
        page: 1,
        size_page: 20,
      }),
    );
    expect(followers).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(er).getByRole('button', { name: 'ER' }));
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenCalledWith({
        sort: 'er_desc',
        page: 1,
        size_page: 20,
      }),
    );
    expect(er).toHaveAttribute('aria-sort', 'descending');
    expect(followers).not.toHaveAttribute('aria-sort');

    // The order stays with the filters: a network searched keeps it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Red social' }), 'TikTok');
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenCalledWith({
        network: 'tiktok',
        sort: 'er_desc',
        page: 1,
        size_page: 20,
      }),
    );
  });

  it('opens the creator from a row, by mouse anywhere on it and by keyboard on the name', async () => {
    localStorage.setItem(viewModeStorageKey(session.activeAccountId ?? ''), 'list');
    const { user, currentPath, history } = renderFinder({
      searchCreators: vi.fn(pagedCreators(3)),
    });
    const grid = await table();
    await user.click(
      within(grid).getAllByRole('cell', { name: 'Microinfluencer' })[1] as HTMLElement,
    );
    await waitFor(() => expect(currentPath()).toBe(`/creators/${creatorId(2)}`));

    history.back();
    const again = await table();
    within(again).getByRole('link', { name: 'Creador 3' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe(`/creators/${creatorId(3)}`));
  });
});

describe('finder shortlist', () => {
  it('saves a creator from a card and from a row, and counts them in "Mi lista"', async () => {
    const saved = new Set<string>();
    const { user, bridge } = renderFinder({
      searchCreators: vi.fn(pagedCreators(3)),
      listShortlist: vi.fn(async () => ok({ ...aListPage([]), count: saved.size })),
      addToShortlist: vi.fn(async ({ creator_id }: { creator_id: string }) => {
        saved.add(creator_id);
        return ok({ creator_id, shortlisted: true as const });
      }),
    });
    expect(await screen.findByRole('link', { name: 'Mi lista (0)' })).toHaveAttribute(
      'href',
      '/shortlist',
    );
    const cards = await screen.findByRole('list', { name: 'Creadores encontrados' });
    const first = within(cards).getAllByRole('article')[0] as HTMLElement;
    await user.click(
      within(first).getByRole('button', { name: 'Guardar a Creador 1 en tu lista' }),
    );
    expect(bridge.addToShortlist).toHaveBeenCalledExactlyOnceWith({ creator_id: creatorId(1) });
    expect(
      await within(first).findByRole('button', { name: 'Guardado en tu lista: Creador 1' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Mi lista (1)' })).toBeInTheDocument();

    // The list remembers what was saved: the table shows it too.
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    const grid = await table();
    const [row1, row2] = bodyRows(grid) as [HTMLElement, HTMLElement];
    expect(within(row1).getByRole('button', { name: /^Guardado/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(row2).getByRole('button', { name: 'Guardar a Creador 2 en tu lista' }));
    expect(bridge.addToShortlist).toHaveBeenLastCalledWith({ creator_id: creatorId(2) });
    expect(await screen.findByRole('link', { name: 'Mi lista (2)' })).toBeInTheDocument();
    // Saving opens nothing: the row's own click is not taken for the button's.
    expect(screen.getByRole('table', { name: 'Creadores encontrados' })).toBeInTheDocument();
  });

  it('takes a saved creator off the list from the finder', async () => {
    const { user, bridge } = renderFinder({
      searchCreators: vi.fn(async () => ok(aListPage([aCreatorCard({ shortlisted: true })]))),
      listShortlist: vi.fn(async () => ok({ ...aListPage([]), count: 1 })),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Guardado en tu lista: Ana López' }),
    );
    expect(bridge.removeFromShortlist).toHaveBeenCalledExactlyOnceWith({
      creator_id: creatorId(1),
    });
    expect(
      await screen.findByRole('button', { name: 'Guardar a Ana López en tu lista' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('finder filters that cannot be searched for', () => {
  it('keeps a too-long username with its message and sends nothing until it is fixed', async () => {
    const { user, bridge } = renderFinder();
    const box = await screen.findByRole('searchbox', { name: 'Buscar por usuario' });
    await screen.findByText('0 creadores');
    await user.click(box);
    await user.paste('a'.repeat(101));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Corrige los filtros marcados para buscar');
    expect(alert).toHaveTextContent('Usuario: La búsqueda no puede tener más de 100 caracteres.');
    expect(box).toHaveValue('a'.repeat(101));
    expect(box).toHaveAccessibleDescription('La búsqueda no puede tener más de 100 caracteres.');
    // The only search is the first one: none ran without the username the brand typed.
    expect(bridge.searchCreators).toHaveBeenCalledOnce();

    await user.type(box, '{Backspace}');
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenLastCalledWith({
        username: 'a'.repeat(100),
        page: 1,
        size_page: 20,
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps what was typed in the panel with its message, and says why it cannot apply', async () => {
    const { user, bridge } = renderFinder();
    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    const min = within(panel).getByLabelText('Mínimo');
    await user.type(min, '1.5');
    expect(min).toHaveValue('1.5');
    expect(min).toHaveAccessibleDescription(
      'Escribe un número entero, o usa K o M: por ejemplo 1.5M.',
    );
    const apply = within(panel).getByRole('button', { name: 'Aplicar filtros' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(
      'Corrige los campos marcados para aplicar los filtros.',
    );

    await user.type(min, 'M');
    await user.type(within(panel).getByLabelText('Máximo'), '100');
    expect(
      within(panel).getByText('El mínimo de seguidores no puede ser mayor que el máximo.'),
    ).toBeInTheDocument();
    expect(apply).toBeDisabled();

    const er = within(panel).getByLabelText('Tasa de interacción mínima (%)');
    await user.type(er, '150');
    expect(within(panel).getByText('La tasa de interacción va de 0 a 100 %.')).toBeInTheDocument();

    await user.clear(within(panel).getByLabelText('Máximo'));
    await user.type(within(panel).getByLabelText('Máximo'), '2M');
    await user.clear(er);
    await user.type(er, '2');
    expect(apply).toBeEnabled();
    await user.click(apply);
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenLastCalledWith({
        followers_min: 1_500_000,
        followers_max: 2_000_000,
        er_min: 2,
        page: 1,
        size_page: 20,
      }),
    );
  });
});
