import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aListPage, ok } from '../../test/builders';
import { aCastingCall, anApplication, ids } from '../../test/marketplace-builders';
import { renderAs } from '../../test/render-as';

describe('casting calls list', () => {
  it('shows a brand its calls with status and applicants, filtered by status', async () => {
    const listCastingCalls = vi.fn(async () =>
      ok(aListPage([aCastingCall({ status: 'open', applications_count: 3 })])),
    );
    const { user } = renderAs('brand', '/casting-calls', { listCastingCalls });
    const list = await screen.findByRole('list', { name: 'Castings' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Lanzamiento de cold brew' })).toBeVisible();
    expect(item).toHaveTextContent('Abierto');
    expect(item).toHaveTextContent('3 postulaciones');
    expect(item).toHaveTextContent('USD 300.00 a USD 1,200.50');
    expect(item).toHaveTextContent('Cierra el 30 de septiembre de 2026');
    expect(listCastingCalls).toHaveBeenLastCalledWith({});

    const filters = screen.getByRole('navigation', { name: 'Filtrar castings por estado' });
    expect(within(filters).getByRole('link', { name: 'Todos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filters).getByRole('link', { name: 'Borrador' }));
    await waitFor(() => expect(listCastingCalls).toHaveBeenLastCalledWith({ status: 'draft' }));
    expect(within(filters).getByRole('link', { name: 'Borrador' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Nuevo casting' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Castings' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when a brand has no calls in a status', async () => {
    renderAs('brand', '/casting-calls?status=closed');
    expect(await screen.findByText('No tienes castings en este estado')).toBeVisible();
  });

  it('shows a creator the open calls that fit them, with their own application', async () => {
    const listCastingCalls = vi.fn(async () =>
      ok(aListPage([aCastingCall({ my_application: anApplication({ status: 'shortlisted' }) })])),
    );
    renderAs('influencer', '/casting-calls?status=draft', { listCastingCalls });
    const item = within(await screen.findByRole('list', { name: 'Castings' })).getByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Preseleccionado');
    expect(item).not.toHaveTextContent('postulaciones');
    // The core API chooses what fits a creator; a status in the address is ignored.
    expect(listCastingCalls).toHaveBeenCalledWith({});
    expect(screen.queryByRole('navigation', { name: 'Filtrar castings por estado' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Nuevo casting' })).toBeNull();
  });

  it('marks the calls a creator was invited to, with the date', async () => {
    const listCastingCalls = vi.fn(async () =>
      ok(
        aListPage([
          aCastingCall({ title: 'Invitado', invited_at: '2026-06-03T17:00:00.000Z' }),
          aCastingCall({ id: ids.application, title: 'Abierto a todos' }),
        ]),
      ),
    );
    renderAs('influencer', '/casting-calls', { listCastingCalls });
    const items = within(await screen.findByRole('list', { name: 'Castings' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Invitación · 3 jun 2026');
    expect(items[1]).not.toHaveTextContent('Invitación');
  });

  it('tells a creator when nothing is open for them', async () => {
    renderAs('influencer', '/casting-calls');
    expect(await screen.findByText('No hay castings abiertos para ti')).toBeVisible();
  });

  it('offers a retry when the list cannot be read', async () => {
    const listCastingCalls = vi
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        error: { status: 0, code: 'network_error', message: 'offline' },
      })
      .mockResolvedValue(ok(aListPage([aCastingCall()])));
    const { user } = renderAs('brand', '/casting-calls', { listCastingCalls });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los castings');
    expect(alert).toHaveTextContent('No hay conexión con el servidor');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Castings' })).toBeVisible();
  });

  it('reads further pages on demand', async () => {
    const calls = Array.from({ length: 21 }, (_, index) =>
      aCastingCall({ id: `call-${index}`, title: `Casting ${index + 1}` }),
    );
    const listCastingCalls = vi.fn(async (args?: { page?: number }) =>
      ok({
        results: args?.page === 2 ? calls.slice(20) : calls.slice(0, 20),
        count: 21,
        page: args?.page ?? 1,
        size_page: 20,
      }),
    );
    const { user } = renderAs('brand', '/casting-calls', { listCastingCalls });
    const list = await screen.findByRole('list', { name: 'Castings' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(listCastingCalls).toHaveBeenLastCalledWith({ page: 2 });
    expect(await within(list).findByRole('link', { name: 'Casting 21' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
  });
});
