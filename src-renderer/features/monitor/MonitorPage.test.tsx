import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { fail, ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { formatShortDate } from '../../i18n/format';
import { aMonitorPage, aMonitorPost, trackedKeywords } from './monitor-builders';

const renderMonitor = (bridge: Partial<BridgeApi> = {}, path = '/monitor') =>
  renderAs('brand', path, bridge);

const keywordsCard = () => screen.findByRole('region', { name: 'Palabras clave' });
const chips = () =>
  within(screen.getByRole('list', { name: 'Palabras clave que sigues' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('monitor: keywords', () => {
  it('offers the default keyword on a first visit and tracks it with one click', async () => {
    const keywords = trackedKeywords();
    const { user, bridge } = renderMonitor({
      ...keywords,
      getDefaultMonitorKeyword: vi.fn(async () =>
        ok({ keyword: '#publicidad', source: 'generic' as const }),
      ),
    });
    const card = await keywordsCard();
    expect(within(card).getByText('Todavía no sigues ninguna palabra clave.')).toBeVisible();
    expect(await within(card).findByText('Sugerencia: #publicidad')).toBeVisible();
    expect(card).toHaveTextContent('0 de 20');
    // Until one is tracked, the server searches the default keyword.
    expect(bridge.getMonitorPosts).toHaveBeenCalledWith({});

    await user.click(within(card).getByRole('button', { name: 'Agregar' }));
    expect(keywords.addMonitorKeyword).toHaveBeenCalledExactlyOnceWith({ keyword: '#publicidad' });
    expect(await screen.findByText('Ahora sigues #publicidad')).toBeInTheDocument();
    await waitFor(() => expect(chips()).toEqual(['#publicidad']));
    expect(within(card).queryByText('Sugerencia: #publicidad')).toBeNull();
    expect(card).toHaveTextContent('1 de 20');
  });

  it('checks a new keyword with the shared rules, then tracks it', async () => {
    const keywords = trackedKeywords('#viajes');
    const { user, bridge } = renderMonitor(keywords);
    const card = await keywordsCard();
    const field = within(card).getByLabelText('Nueva palabra clave');

    await user.type(field, 'a');
    await user.click(within(card).getByRole('button', { name: 'Seguir' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('La palabra clave debe tener de 2 a 50 caracteres.'),
    );
    await user.clear(field);
    await user.type(field, '¡hola!');
    await user.click(within(card).getByRole('button', { name: 'Seguir' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Escribe un #hashtag o palabras con letras y números'),
    );
    expect(keywords.addMonitorKeyword).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '  Refresco   Sol ');
    await user.click(within(card).getByRole('button', { name: 'Seguir' }));
    expect(keywords.addMonitorKeyword).toHaveBeenCalledExactlyOnceWith({
      keyword: 'Refresco Sol',
    });
    await waitFor(() => expect(chips()).toEqual(['#viajes', 'Refresco Sol']));
    expect(field).toHaveValue('');
    // "All" now means both keywords: the results are read again.
    await waitFor(() => expect(bridge.getMonitorPosts).toHaveBeenCalledTimes(2));
  });

  it('says so when the keyword is already tracked', async () => {
    const { user } = renderMonitor(trackedKeywords('#viajes'));
    const card = await keywordsCard();
    await user.type(within(card).getByLabelText('Nueva palabra clave'), '#VIAJES');
    await user.click(within(card).getByRole('button', { name: 'Seguir' }));
    expect(await screen.findByText('Ya sigues #viajes')).toBeInTheDocument();
    expect(chips()).toEqual(['#viajes']);
  });

  it('shows the server’s refusal of a 21st keyword under the field', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `palabra${index + 1}`);
    const keywords = trackedKeywords(...twenty);
    const { user } = renderMonitor(keywords);
    const card = await keywordsCard();
    expect(card).toHaveTextContent('20 de 20');
    const field = within(card).getByLabelText('Nueva palabra clave');
    await user.type(field, '#viajes');
    await user.click(within(card).getByRole('button', { name: 'Seguir' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Ya sigues 20 palabras clave. Quita alguna para agregar otra.'),
    );
    expect(field).toHaveFocus();
    expect(chips()).toHaveLength(20);
  });

  it('stops tracking a keyword with its ×', async () => {
    const keywords = trackedKeywords('#viajes', 'Refresco Sol');
    const { user } = renderMonitor(keywords);
    await keywordsCard();
    await user.click(screen.getByRole('button', { name: 'Dejar de seguir #viajes' }));
    expect(keywords.removeMonitorKeyword).toHaveBeenCalledExactlyOnceWith({ id: 'keyword-1' });
    await waitFor(() => expect(chips()).toEqual(['Refresco Sol']));
  });

  it('goes back to every keyword when the one shown alone is no longer tracked', async () => {
    const getMonitorPosts = vi.fn(async () => ok(aMonitorPage([])));
    const { user, history } = renderMonitor(
      { ...trackedKeywords('#viajes', 'Sol', 'Luna'), getMonitorPosts },
      '/monitor?keyword=Sol',
    );
    await waitFor(() => expect(getMonitorPosts).toHaveBeenCalledWith({ keyword: 'Sol' }));
    await user.click(await screen.findByRole('button', { name: 'Dejar de seguir Sol' }));
    await waitFor(() => expect(history.location.search).toBe(''));
    await waitFor(() => expect(getMonitorPosts).toHaveBeenLastCalledWith({}));
  });

  it('keeps the screen usable offline: adding waits in the queue, removing is off', async () => {
    const { user } = renderMonitor({
      ...trackedKeywords('#viajes'),
      getConnectivity: vi.fn(async () =>
        ok({ online: false, checked_at: new Date().toISOString() }),
      ),
    });
    const card = await keywordsCard();
    // A keyword added offline waits in the queue of pending actions (issue 17).
    expect(await within(card).findByRole('button', { name: 'Guardar sin conexión' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Dejar de seguir #viajes' })).toBeDisabled();
    await user.type(within(card).getByLabelText('Nueva palabra clave'), '#playa');
    expect(within(card).getByLabelText('Nueva palabra clave')).toHaveValue('#playa');
  });

  it('offers a retry when the keywords cannot be read', async () => {
    const listMonitorKeywords = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500 }))
      .mockResolvedValue(ok({ results: [] }));
    const { user } = renderMonitor({ listMonitorKeywords });
    expect(await screen.findByText('No pudimos cargar tus palabras clave')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await keywordsCard()).toBeVisible();
  });
});

describe('monitor: posts', () => {
  it('shows who posted what, with the matched keyword marked and a link to the post', async () => {
    const post = aMonitorPost();
    renderMonitor({
      ...trackedKeywords('#viajes'),
      getMonitorPosts: vi.fn(async () => ok(aMonitorPage([post], { keywords: ['#viajes'] }))),
    });
    const list = await screen.findByRole('list', {
      name: 'Publicaciones que mencionan tus palabras clave',
    });
    const card = within(list).getByRole('article', { name: 'Ana López' });
    expect(within(card).getByRole('link', { name: 'Ana López' })).toHaveAttribute(
      'href',
      `/creators/${post.creator.id}`,
    );
    // The account the post is on, once; the creator's own handle is on their page.
    expect(card).toHaveTextContent('Instagram · @ana.viaja');
    expect(card).not.toHaveTextContent('@anaviaja');
    expect(within(card).getByRole('img', { name: 'Foto de Ana López' })).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Publicación de Ana López' })).toHaveAttribute(
      'src',
      post.media_url,
    );
    expect(card.querySelector('mark')).toHaveTextContent('#Viajes');
    expect(within(card).getByText(formatShortDate(post.timestamp))).toHaveAttribute(
      'datetime',
      post.timestamp,
    );
    expect(card).toHaveTextContent('1,234 me gusta');
    expect(card).toHaveTextContent('1 comentario');
    const open = within(card).getByRole('link', { name: 'Ver publicación' });
    expect(open).toHaveAttribute('href', post.permalink);
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('never repeats a handle on a card', async () => {
    renderMonitor({
      ...trackedKeywords('#viajes'),
      getMonitorPosts: vi.fn(async () =>
        ok(
          aMonitorPage([
            aMonitorPost({
              username: 'rodo.viaja',
              creator: {
                id: 'c-2',
                name: 'rodo.viaja',
                vanity_name: 'rodo.viaja',
                profile_image: null,
              },
            }),
          ]),
        ),
      ),
    });
    const card = await screen.findByRole('article', { name: 'rodo.viaja' });
    expect(card.textContent?.match(/rodo\.viaja/g)).toHaveLength(1);
    expect(card).toHaveTextContent('Instagram');
  });

  it('leaves out what the network did not give', async () => {
    renderMonitor({
      ...trackedKeywords('#viajes'),
      getMonitorPosts: vi.fn(async () =>
        ok(
          aMonitorPage([
            aMonitorPost({
              media_type: 'VIDEO',
              media_url: 'https://cdn.example.com/v.mp4',
              like_count: null,
              comments_count: null,
              creator: { id: 'c-2', name: '@rodo', vanity_name: null, profile_image: null },
            }),
          ]),
        ),
      ),
    });
    const card = await screen.findByRole('article', { name: '@rodo' });
    expect(within(card).queryByRole('img', { name: /Publicación/ })).toBeNull();
    expect(card).not.toHaveTextContent('me gusta');
    expect(card).not.toHaveTextContent('comentario');
  });

  it('filters by one keyword or all of them', async () => {
    const getMonitorPosts = vi.fn(async () => ok(aMonitorPage([aMonitorPost()])));
    const { user, history } = renderMonitor({
      ...trackedKeywords('#viajes', 'Refresco Sol'),
      getMonitorPosts,
    });
    const filter = await screen.findByRole('navigation', { name: 'Filtrar por palabra clave' });
    expect(within(filter).getByRole('link', { name: 'Todas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(getMonitorPosts).toHaveBeenLastCalledWith({}));

    await user.click(within(filter).getByRole('link', { name: 'Refresco Sol' }));
    await waitFor(() =>
      expect(getMonitorPosts).toHaveBeenLastCalledWith({ keyword: 'Refresco Sol' }),
    );
    expect(within(filter).getByRole('link', { name: 'Refresco Sol' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(history.location.search).toContain('keyword=');

    await user.click(within(filter).getByRole('link', { name: 'Todas' }));
    await waitFor(() => expect(getMonitorPosts).toHaveBeenLastCalledWith({}));
  });

  it('shows every keyword when the address names one no longer tracked', async () => {
    const getMonitorPosts = vi.fn(async () => ok(aMonitorPage([])));
    renderMonitor(
      { ...trackedKeywords('#viajes', 'Sol'), getMonitorPosts },
      '/monitor?keyword=%23playa',
    );
    expect(
      await screen.findByText('Ninguna publicación menciona tus palabras clave todavía'),
    ).toBeVisible();
    expect(getMonitorPosts).toHaveBeenCalledWith({});
  });

  it('reads 20 at a time and the next page on demand', async () => {
    const first = Array.from({ length: 20 }, (_, index) =>
      aMonitorPost({
        id: `p${index}`,
        creator: { ...aMonitorPost().creator, name: `Creador ${index}` },
      }),
    );
    const getMonitorPosts = vi.fn(async ({ page }: { page?: number }) =>
      ok(
        page === 2
          ? aMonitorPage(
              [
                aMonitorPost({
                  id: 'p20',
                  creator: { ...aMonitorPost().creator, name: 'La última' },
                }),
              ],
              { count: 21, page: 2 },
            )
          : aMonitorPage(first, { count: 21 }),
      ),
    );
    const { user } = renderMonitor({ ...trackedKeywords('#viajes'), getMonitorPosts });
    await screen.findByRole('article', { name: 'Creador 0' });
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(await screen.findByRole('article', { name: 'La última' })).toBeVisible();
    expect(getMonitorPosts).toHaveBeenLastCalledWith({ page: 2 });
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });

  it('says when nothing matches one keyword', async () => {
    const { user } = renderMonitor({ ...trackedKeywords('#viajes', 'Sol') });
    await user.click(await screen.findByRole('link', { name: 'Sol' }));
    expect(await screen.findByText('Ninguna publicación menciona Sol todavía')).toBeVisible();
  });

  it('offers a retry when the posts cannot be read', async () => {
    const getMonitorPosts = vi
      .fn()
      .mockResolvedValueOnce(fail('internal_error', { status: 500 }))
      .mockResolvedValue(ok(aMonitorPage([aMonitorPost()])));
    const { user } = renderMonitor({ ...trackedKeywords('#viajes'), getMonitorPosts });
    expect(await screen.findByText('No pudimos buscar publicaciones')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: 'Ana López' })).toBeVisible();
  });
});

describe('monitor: navigation', () => {
  it('is a brand destination', async () => {
    renderMonitor(trackedKeywords());
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Monitor' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Monitor' })).toBeVisible();
  });

  it('sends a creator home', async () => {
    const { currentPath } = renderAs('influencer', '/monitor');
    await waitFor(() => expect(currentPath()).toBe('/home_search'));
  });
});
