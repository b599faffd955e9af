import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListPage } from '../../../src-shared/api/envelope';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { aListPage, aSession, fail, ok } from '../../test/builders';
import { aCreatorCard, creatorId } from '../../test/finder-builders';
import { renderAs } from '../../test/render-as';
import { viewModeStorageKey } from '../finder';

/** jsdom lays nothing out: the list's scroller is given a height so rows are rendered. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('finder-results') ? 600 : 0;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const saved = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    aCreatorCard({
      id: creatorId(index + 1),
      first_name: `Creadora ${index + 1}`,
      last_name: '',
      vanity_name: `creadora${index + 1}`,
      shortlisted: true,
    }),
  );

/** A shortlist kept like the core API keeps it: removals and additions change what it answers. */
function aServerShortlist(creators: CreatorCard[]) {
  let kept = [...creators];
  return {
    listShortlist: vi.fn(async ({ page = 1 }: { page?: number }) => {
      const results = kept.slice((page - 1) * 20, page * 20);
      const answer: ListPage<CreatorCard> = { results, count: kept.length, page, size_page: 20 };
      return ok(answer);
    }),
    removeFromShortlist: vi.fn(async ({ creator_id }: { creator_id: string }) => {
      kept = kept.filter((creator) => creator.id !== creator_id);
      return ok({ creator_id, shortlisted: false as const });
    }),
    addToShortlist: vi.fn(async ({ creator_id }: { creator_id: string }) => {
      const back = creators.find((creator) => creator.id === creator_id);
      if (back) kept = [back, ...kept];
      return ok({ creator_id, shortlisted: true as const });
    }),
  };
}

const useListMode = () =>
  localStorage.setItem(viewModeStorageKey(aSession('brand').activeAccountId ?? ''), 'list');

describe('shortlist screen', () => {
  it('lists the saved creators as cards; "Quitar" takes one off and "Deshacer" puts it back', async () => {
    const server = aServerShortlist(saved(3));
    const { user, bridge } = renderAs('brand', '/shortlist', server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi lista' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Creadores en tu lista' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('3 creadores guardados')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Quitar a Creadora 2 de tu lista' }));
    expect(bridge.removeFromShortlist).toHaveBeenCalledExactlyOnceWith({
      creator_id: creatorId(2),
    });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).queryByRole('link', { name: 'Creadora 2' })).toBeNull();
    expect(screen.getByText('2 creadores guardados')).toBeInTheDocument();
    expect(await screen.findByText('Quitamos a Creadora 2 de tu lista')).toBeInTheDocument();

    // By keyboard: sonner's toast captures the pointer, which jsdom cannot do.
    screen.getByRole('button', { name: 'Deshacer' }).focus();
    await user.keyboard('{Enter}');
    expect(bridge.addToShortlist).toHaveBeenCalledExactlyOnceWith({ creator_id: creatorId(2) });
    expect(await screen.findByRole('link', { name: 'Creadora 2' })).toBeInTheDocument();
    expect(screen.getByText('3 creadores guardados')).toBeInTheDocument();
  });

  it('shows the compact table when that is the account’s view, with "Quitar" per row', async () => {
    useListMode();
    const server = aServerShortlist(saved(12));
    const { user, currentPath } = renderAs('brand', '/shortlist', server);
    const table = await screen.findByRole('table', { name: 'Creadores en tu lista' });
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(rows).toHaveLength(12);
    // No order to choose here: the headers are plain text.
    expect(within(table).queryByRole('button', { name: 'Seguidores' })).toBeNull();

    await user.click(
      within(rows[0] as HTMLElement).getByRole('button', {
        name: 'Quitar a Creadora 1 de tu lista',
      }),
    );
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'Creadora 1' })).toBeNull(),
    );
    expect(currentPath()).toBe('/shortlist');

    await user.click(within(table).getByRole('link', { name: 'Creadora 2' }));
    await waitFor(() => expect(currentPath()).toBe(`/creators/${creatorId(2)}`));
  });

  it('reads past the first page without skipping anyone after a removal', async () => {
    useListMode();
    const server = aServerShortlist(saved(25));
    const { user } = renderAs('brand', '/shortlist', server);
    const table = await screen.findByRole('table', { name: 'Creadores en tu lista' });
    await user.click(
      within(table).getByRole('button', { name: 'Quitar a Creadora 3 de tu lista' }),
    );
    // 24 left: everyone after the third is still listed once the list has been read to its end.
    await waitFor(() => expect(screen.getByText('24 creadores guardados')).toBeInTheDocument());
    const region = screen.getByRole('region', { name: 'Tabla de creadores en tu lista' });
    act(() => {
      region.scrollTop = 2000;
      region.dispatchEvent(new Event('scroll'));
    });
    expect(await within(table).findByRole('link', { name: 'Creadora 25' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Creadora 21' })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'Creadora 3' })).toBeNull();
  });

  it('points back to the finder when nothing is saved', async () => {
    const { user, currentPath } = renderAs('brand', '/shortlist', {
      listShortlist: vi.fn(async () => ok(aListPage([]))),
    });
    expect(await screen.findByRole('heading', { name: 'Tu lista está vacía' })).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'Buscar creadores' });
    await user.click(links.at(-1) as HTMLElement);
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });

  it('says why the list could not be read and reads it again', async () => {
    const listShortlist = vi
      .fn()
      .mockResolvedValueOnce(fail('server_error', { status: 500, message: 'Falló el servidor.' }))
      .mockResolvedValue(ok(aListPage(saved(1))));
    const { user } = renderAs('brand', '/shortlist', { listShortlist });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tu lista');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Creadora 1' })).toBeInTheDocument();
  });

  it('offline, says the list waits for the connection, and reads it once the server answers', async () => {
    const offline = ok({ online: false, checked_at: '2026-06-01T12:00:00.000Z' });
    const { bridge } = renderAs('brand', '/shortlist', {
      getConnectivity: vi.fn(async () => offline),
      listShortlist: vi
        .fn()
        .mockResolvedValueOnce(fail('network_error', { status: 0 }))
        .mockResolvedValue(ok(aListPage(saved(1)))),
    });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Sin conexión con el servidor'));
    expect(alert).toHaveTextContent('la verás en cuanto vuelva la conexión');

    act(() =>
      bridge.emit('connectivityChanged', { online: true, checked_at: '2026-06-01T12:01:00Z' }),
    );
    expect(await screen.findByRole('link', { name: 'Creadora 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is the brand’s: a creator lands on home_search', async () => {
    const { currentPath } = renderAs('influencer', '/shortlist');
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });
});
