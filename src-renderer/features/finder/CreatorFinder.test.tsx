import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import { aListPage, aSession, fail, ok } from '../../test/builders';
import {
  aCardNetwork,
  aCreatorCard,
  pagedCreators,
  someProfileViews,
} from '../../test/finder-builders';
import { renderApp } from '../../test/render-app';

const brand = { getSession: vi.fn(async () => ok(aSession('brand'))) };

function renderFinder(bridge: Partial<BridgeApi> = {}) {
  return renderApp('/home_search', { ...brand, ...bridge });
}

const resultsList = () => screen.findByRole('list', { name: 'Creadores encontrados' });

/** The results' scroller height; jsdom lays nothing out, so it would be 0 and show no rows. */
const VIEWPORT = 600;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('finder-results') ? VIEWPORT : 0;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('creator finder', () => {
  it('shows each creator with category, followers per network in K/M, ER, AQS and the date read', async () => {
    renderFinder({
      searchCreators: vi.fn(async () =>
        ok(
          aListPage([
            aCreatorCard({
              networks: [
                aCardNetwork(),
                aCardNetwork({
                  network: 'tiktok',
                  followers: 2_345_678,
                  er: null,
                  aqs: null,
                  read_at: null,
                }),
              ],
            }),
          ]),
        ),
      ),
      getProfileViews: vi.fn(async () => ok(someProfileViews({ remaining: 27 }))),
    });
    const list = await resultsList();
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Ana López' })).toHaveAttribute(
      'href',
      '/creators/00000000-0000-4000-8000-000000000001',
    );
    expect(card).toHaveTextContent('@ana.crea');
    expect(card).toHaveTextContent('Microinfluencer');
    const networks = within(card).getByRole('list', { name: 'Redes de Ana López' });
    const [tiktok, instagram] = within(networks).getAllByRole('listitem');
    expect(tiktok).toHaveTextContent('TikTok2.3M seguidores');
    expect(instagram).toHaveTextContent(
      'Instagram12.3K seguidoresER 3.46%AQS 78Datos al 5 mar 2026',
    );
    expect(screen.getByText('Te quedan 27 vistas este mes')).toBeInTheDocument();
    expect(screen.getByText('1 creador')).toBeInTheDocument();
  });

  it('searches by username after a pause in typing, and by network at once', async () => {
    const { user, bridge } = renderFinder();
    await screen.findByText('0 creadores');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por usuario' }), '@ana');
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenLastCalledWith({
        username: 'ana',
        page: 1,
        size_page: 20,
      }),
    );
    // One search for the settled text, none for "@", "@a" or "@an".
    expect(bridge.searchCreators).toHaveBeenCalledTimes(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Red social' }), 'Instagram');
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenLastCalledWith({
        network: 'instagram',
        username: 'ana',
        page: 1,
        size_page: 20,
      }),
    );
  });

  it('applies the panel’s filters and summarizes two of them, then +N', async () => {
    const { user, bridge } = renderFinder();
    await screen.findByText('0 creadores');
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });

    await user.selectOptions(within(panel).getByLabelText('Categoría'), 'Microinfluencer');
    const min = within(panel).getByLabelText('Mínimo');
    await user.type(min, '10000');
    expect(min).toHaveValue('10,000');
    await user.type(within(panel).getByLabelText('Máximo'), '1500000');
    await user.selectOptions(within(panel).getByLabelText('País'), 'Colombia');
    await user.selectOptions(within(panel).getByLabelText('Idioma'), 'Español');
    await user.selectOptions(within(panel).getByLabelText('Género'), 'Mujer');
    await user.type(within(panel).getByLabelText('Tasa de interacción mínima (%)'), '2.5');
    await user.click(within(panel).getByRole('button', { name: 'Aplicar filtros' }));

    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenLastCalledWith({
        category: 'microinfluencer',
        followers_min: 10_000,
        followers_max: 1_500_000,
        country: 'CO',
        language: 'es',
        gender: 'female',
        er_min: 2.5,
        page: 1,
        size_page: 20,
      }),
    );
    const summary = screen.getByRole('list', { name: 'Filtros aplicados' });
    const entries = within(summary).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Microinfluencer',
      '10K a 1.5M seguidores',
      '+4',
    ]);
    expect(
      within(summary).getByRole('button', {
        name: 'y 4 filtros más: Colombia, Español, Mujer, ER desde 2.50%',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros (6 activos)' })).toBeInTheDocument();
  });

  it('refuses a followers minimum above the maximum', async () => {
    const { user } = renderFinder();
    await user.click(await screen.findByRole('button', { name: 'Filtros' }));
    const panel = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.type(within(panel).getByLabelText('Mínimo'), '5000');
    await user.type(within(panel).getByLabelText('Máximo'), '100');
    expect(
      within(panel).getByText('El mínimo de seguidores no puede ser mayor que el máximo.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Aplicar filtros' })).toBeDisabled();
  });

  it('offers demo creators on an empty embedded finder, then searches again', async () => {
    const searchCreators = vi
      .fn()
      .mockResolvedValueOnce(ok(aListPage([])))
      .mockResolvedValue(ok(aListPage([aCreatorCard()])));
    const { user, bridge } = renderFinder({
      searchCreators,
      seedDemoData: vi.fn(async () => ok({ creators: 48 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Cargar creadores de ejemplo' }));
    expect(bridge.seedDemoData).toHaveBeenCalledOnce();
    expect(await screen.findByText('Cargamos 48 creadores de ejemplo.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ana López' })).toBeInTheDocument();
    expect(searchCreators).toHaveBeenCalledTimes(2);
  });

  it('never offers demo creators against a remote server', async () => {
    renderFinder({
      getSettings: vi.fn(async () =>
        ok({
          apiMode: 'remote' as const,
          apiBaseUrl: 'https://api.example',
          language: 'es-MX' as const,
          dataDir: '/datos',
          pendingDataDir: null,
          storiesBaseUrl: null,
        }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Todavía no hay creadores' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cargar creadores de ejemplo' })).toBeNull();
  });

  it('with filters and no match, hints at clearing them instead of loading demo data', async () => {
    const { user, bridge } = renderFinder();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Red social' }), 'Twitch');
    expect(
      await screen.findByRole('heading', { name: 'Ningún creador coincide con tu búsqueda' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cargar creadores de ejemplo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() =>
      expect(bridge.searchCreators).toHaveBeenLastCalledWith({ page: 1, size_page: 20 }),
    );
    expect(screen.getByRole('combobox', { name: 'Red social' })).toHaveValue('');
  });

  it('says why a search failed and runs it again on retry', async () => {
    const searchCreators = vi
      .fn()
      .mockResolvedValueOnce(fail('network_error', { status: 0 }))
      .mockResolvedValue(ok(aListPage([aCreatorCard()])));
    const { user } = renderFinder({ searchCreators });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos buscar creadores');
    expect(alert).toHaveTextContent('No hay conexión con el servidor.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Ana López' })).toBeInTheDocument();
  });
});

describe('creator finder with 10,000 results', () => {
  it('keeps only a window of rows in the DOM and reads the next page of 20 while scrolling', async () => {
    const { bridge } = renderFinder({ searchCreators: vi.fn(pagedCreators(10_000)) });
    const list = await resultsList();
    const scroller = list.parentElement as HTMLElement;
    expect(screen.getByText('10,000 creadores')).toBeInTheDocument();
    expect(within(list).getAllByRole('article').length).toBeLessThan(20);
    expect(bridge.searchCreators).toHaveBeenCalledTimes(1);
    expect(list.firstElementChild).toHaveAttribute('aria-setsize', '10000');

    // Two pages past the first prove the paging; each more would only cost time on a slow machine.
    for (let page = 2; page <= 3; page += 1) {
      // Scroll to the end of what is loaded: the list asks for exactly the next page.
      const loaded = (page - 1) * 20;
      fireEvent.scroll(scroller, { target: { scrollTop: loaded * 148 - VIEWPORT } });
      await waitFor(() =>
        expect(bridge.searchCreators).toHaveBeenLastCalledWith({ page, size_page: 20 }),
      );
      await waitFor(() =>
        expect(screen.getByRole('link', { name: `Creador ${loaded + 1}` })).toBeInTheDocument(),
      );
      // However far down, only the rows around the viewport exist.
      expect(within(list).getAllByRole('article').length).toBeLessThan(30);
    }
    expect(bridge.searchCreators).toHaveBeenCalledTimes(3);

    // Scrolling back up through what is loaded reads nothing more.
    fireEvent.scroll(scroller, { target: { scrollTop: 0 } });
    expect(await screen.findByRole('link', { name: 'Creador 1' })).toBeInTheDocument();
    expect(bridge.searchCreators).toHaveBeenCalledTimes(3);
  });
});
