import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction, TransactionPage } from '../../../src-shared/domain/billing';
import { ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';

function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'tx-1',
    type: 'credit_purchase',
    status: 'completed',
    amount: 45,
    credits: 50,
    description: 'Paquete de 50 créditos',
    reference: 'order-1',
    deal_id: null,
    status_reason: null,
    created_at: '2026-11-21T18:00:00Z',
    ...overrides,
  };
}

function aPage(results: Transaction[], overrides: Partial<TransactionPage> = {}): TransactionPage {
  return {
    results,
    count: results.length,
    page: 1,
    size_page: 20,
    totals: { amount: 25, money_in: 45, money_out: -20 },
    ...overrides,
  };
}

const table = () => screen.getByRole('table', { name: 'Movimientos de tu cuenta' });
const apply = () => screen.getByRole('button', { name: 'Filtrar' });

describe('transactions page', () => {
  it('shows the ledger in a table with es-MX dates and USD amounts, and the totals', async () => {
    const listTransactions = vi.fn(async () =>
      ok(
        aPage([
          aTransaction(),
          aTransaction({
            id: 'tx-2',
            type: 'payout',
            status: 'pending',
            amount: -1250.5,
            credits: null,
            description: 'Cobro a PayPal',
            created_at: '2026-11-20T18:00:00Z',
          }),
        ]),
      ),
    );
    renderAs('influencer', '/transactions', { listTransactions });
    expect(await screen.findByRole('table', { name: 'Movimientos de tu cuenta' })).toBeVisible();
    expect(listTransactions).toHaveBeenCalledWith({ filter: {}, page: 1, size_page: 20 });

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Fecha', 'Tipo', 'Descripción', 'Estado', 'Monto', 'Créditos']);
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        // Intl puts a no-break space between "USD" and the amount.
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      '21 nov 2026',
      'Compra de créditos',
      'Paquete de 50 créditos',
      'Completado',
      'USD 45.00',
      '50',
    ]);
    expect(second).toHaveTextContent('Cobro a PayPal');
    expect(second).toHaveTextContent('Pendiente');
    expect(second).toHaveTextContent('-USD 1,250.50');

    const totals = screen.getByRole('region', { name: 'Totales de 2 movimientos' });
    expect(within(totals).getByText('Entradas').nextSibling).toHaveTextContent('USD 45.00');
    expect(within(totals).getByText('Salidas').nextSibling).toHaveTextContent('-USD 20.00');
    expect(within(totals).getByText('Total').nextSibling).toHaveTextContent('USD 25.00');
  });

  it('shows a deal’s fee line with its status reason, links it to the collaboration and filters by the new statuses', async () => {
    const dealId = '00000000-0000-4000-8000-0000000c0a01';
    const listTransactions = vi.fn(async () =>
      ok(
        aPage([
          aTransaction({
            id: 'tx-fee',
            type: 'platform_fee',
            status: 'funded',
            amount: -150,
            credits: null,
            description: 'Comisión de la colaboración con Ana López',
            reference: null,
            deal_id: dealId,
            status_reason: 'Retenida por la plataforma hasta que se entreguen las piezas',
          }),
        ]),
      ),
    );
    const { user } = renderAs('brand', '/transactions', { listTransactions });
    await screen.findByRole('table', { name: 'Movimientos de tu cuenta' });
    const row = within(table()).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Comisión de la plataforma');
    expect(row).toHaveTextContent('Fondeada');
    expect(row).toHaveTextContent('Retenida por la plataforma hasta que se entreguen las piezas');
    expect(
      within(row).getByRole('link', {
        name: 'Ver la colaboración de «Comisión de la colaboración con Ana López»',
      }),
    ).toHaveAttribute('href', expect.stringContaining(`/collaborations/${dealId}`));

    const status = screen.getByLabelText('Estado');
    for (const label of ['Fondeada', 'Pagada', 'Reembolsada', 'Cancelada']) {
      expect(within(status).getByRole('option', { name: label })).toBeInTheDocument();
    }
    await user.selectOptions(status, 'Reembolsada');
    await user.click(apply());
    await waitFor(() =>
      expect(listTransactions).toHaveBeenLastCalledWith({
        filter: { status: 'refunded' },
        page: 1,
        size_page: 20,
      }),
    );
  });

  it('labels a brand’s extra profile view in Spanish and filters by it', async () => {
    const listTransactions = vi.fn(async () =>
      ok(
        aPage([
          aTransaction({
            id: 'tx-3',
            type: 'profile_view',
            amount: 0,
            credits: -1,
            description: 'Vista extra: perfil de Ana López',
            reference: '2026-11/creator-1',
          }),
        ]),
      ),
    );
    const { user } = renderAs('brand', '/transactions', { listTransactions });
    const [line] = within(await screen.findByRole('table', { name: 'Movimientos de tu cuenta' }))
      .getAllByRole('row')
      .slice(1);
    expect(line).toHaveTextContent('Vista de perfil adicional');
    expect(line).toHaveTextContent('Vista extra: perfil de Ana López');
    expect(within(line!).getAllByRole('cell').at(-1)).toHaveTextContent('-1');

    await user.selectOptions(screen.getByLabelText('Tipo'), 'Vista de perfil adicional');
    await user.click(apply());
    await waitFor(() =>
      expect(listTransactions).toHaveBeenLastCalledWith({
        filter: { type: 'profile_view' },
        page: 1,
        size_page: 20,
      }),
    );
  });

  it('sends the chosen type and status and starts again at page 1', async () => {
    const listTransactions = vi.fn(async () => ok(aPage([aTransaction()])));
    const { user, history } = renderAs('influencer', '/transactions?page=2', {
      listTransactions,
    });
    await screen.findByRole('table', { name: 'Movimientos de tu cuenta' });
    expect(listTransactions).toHaveBeenLastCalledWith({ filter: {}, page: 2, size_page: 20 });

    await user.selectOptions(screen.getByLabelText('Tipo'), 'Cobro a PayPal');
    await user.selectOptions(screen.getByLabelText('Estado'), 'Completado');
    await user.click(apply());
    await waitFor(() =>
      expect(listTransactions).toHaveBeenLastCalledWith({
        filter: { type: 'payout', status: 'completed' },
        page: 1,
        size_page: 20,
      }),
    );
    expect(history.location.search).toContain('type=payout');
    // The form keeps what was applied (and the focus on its button).
    expect(screen.getByLabelText('Tipo')).toHaveValue('payout');
    expect(apply()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() =>
      expect(listTransactions).toHaveBeenLastCalledWith({ filter: {}, page: 1, size_page: 20 }),
    );
    expect(screen.getByLabelText('Tipo')).toHaveValue('');
  });

  it('sends a date range and refuses one that ends before it starts', async () => {
    const listTransactions = vi.fn(async () => ok(aPage([aTransaction()])));
    const { user } = renderAs('influencer', '/transactions', { listTransactions });
    await screen.findByRole('table', { name: 'Movimientos de tu cuenta' });
    const calls = listTransactions.mock.calls.length;

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-01' } });
    await user.click(apply());
    expect(
      await screen.findByText('La fecha de fin no puede ser anterior a la de inicio.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('aria-invalid', 'true');
    expect(listTransactions).toHaveBeenCalledTimes(calls);

    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } });
    await user.click(apply());
    await waitFor(() =>
      expect(listTransactions).toHaveBeenLastCalledWith({
        filter: { date_from: '2026-03-10', date_to: '2026-03-31' },
        page: 1,
        size_page: 20,
      }),
    );
    expect(screen.queryByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeNull();
  });

  it('pages 20 at a time with previous and next', async () => {
    const listTransactions = vi.fn(async ({ page }: { page?: number }) =>
      ok(aPage([aTransaction({ id: `tx-page-${page}` })], { count: 45, page: page ?? 1 })),
    );
    const { user } = renderAs('influencer', '/transactions', { listTransactions });
    expect(await screen.findByText('Página 1 de 3')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Páginas de movimientos' });
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 3')).toBeVisible();
    expect(listTransactions).toHaveBeenLastCalledWith({ filter: {}, page: 2, size_page: 20 });

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 3 de 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Página 2 de 3')).toBeVisible();
  });

  it('keeps the filter while paging', async () => {
    const listTransactions = vi.fn(async () => ok(aPage([aTransaction()], { count: 30 })));
    const { user } = renderAs('influencer', '/transactions?type=refund', { listTransactions });
    await screen.findByText('Página 1 de 2');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(listTransactions).toHaveBeenLastCalledWith({
        filter: { type: 'refund' },
        page: 2,
        size_page: 20,
      }),
    );
  });

  it('says when there are no movements, with or without a filter', async () => {
    const { unmount } = renderAs('influencer', '/transactions');
    expect(await screen.findByText('Todavía no tienes movimientos')).toBeVisible();
    unmount();
    renderAs('influencer', '/transactions?status=failed');
    expect(await screen.findByText('Ningún movimiento coincide con los filtros')).toBeVisible();
  });

  it('shows a spinner while reading and a retry when reading fails', async () => {
    let answer: (value: unknown) => void = () => {};
    const listTransactions = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue(ok(aPage([aTransaction()])));
    const { user } = renderAs('brand', '/transactions', { listTransactions });
    expect(await screen.findByText('Cargando movimientos…')).toBeInTheDocument();
    answer({ ok: false, error: { status: 0, code: 'network_error', message: 'offline' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus movimientos');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Movimientos de tu cuenta' })).toBeVisible();
  });
});
