import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../src-shared/bridge/api';
import type { BridgeOutcome } from '../../../src-shared/bridge/bridge-error';
import type { BatchExportAnswer } from '../../../src-shared/domain/media-kit';
import { ok } from '../../test/builders';
import { renderAs } from '../../test/render-as';
import { aCreatorAccount, aSavedKit, anAgencySession, deferred } from './media-kit-builders';
import { UI_WAIT_MS } from '../../test/ui-wait';

// The first wait covers the app's start (session, shell, route), slow on a busy machine.
const BOOT = { timeout: UI_WAIT_MS };

const ANA = 'account-user-1';
const anaPdf = aSavedKit(ANA, 'Ana López', 'kit-de-medios-ana.pdf');
const brunoPdf = aSavedKit('bruno', 'Bruno Díaz', 'kit-de-medios-bruno.pdf');

const answer = (overrides: Partial<BatchExportAnswer> = {}): BatchExportAnswer => ({
  batchId: 'batch-1',
  started: true,
  folderName: 'Kits de clientes',
  results: [anaPdf, brunoPdf],
  cancelled: false,
  ...overrides,
});

async function openBatch(bridge: Partial<BridgeApi> = {}) {
  const session = anAgencySession();
  const app = renderAs('influencer', '/media-kit', {
    getSession: vi.fn(async () => ok(session)),
    ...bridge,
  });
  await app.user.click(await screen.findByRole('button', { name: 'Exportar varios kits' }, BOOT));
  const dialog = await screen.findByRole('dialog', { name: 'Exportar varios kits' });
  return { ...app, dialog };
}

describe('batch export dialog', () => {
  it('offers every signed-in creator, all picked, and none of the brands', async () => {
    const { user, dialog } = await openBatch();
    const accounts = within(dialog).getByRole('group', { name: 'Cuentas de creador' });
    const boxes = within(accounts).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Ana López'),
      expect.stringContaining('Bruno Díaz'),
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(within(dialog).getByText('2 de 2 seleccionadas')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Ninguna' }));
    const start = within(dialog).getByRole('button', { name: 'Exportar' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Elige al menos una cuenta para exportar.');
    expect(within(dialog).getByText('Elige al menos una cuenta para exportar.')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: /Bruno Díaz/ }));
    expect(within(dialog).getByText('1 de 2 seleccionadas')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Seleccionar todas' }));
    expect(within(dialog).getByText('2 de 2 seleccionadas')).toBeVisible();
  });

  it('fills the bar and the rows as kits are written, then says where they went', async () => {
    const pending = deferred<BridgeOutcome<BatchExportAnswer>>();
    const exportMediaKits = vi.fn(() => pending.promise);
    const { user, dialog, bridge } = await openBatch({ exportMediaKits });

    await user.click(within(dialog).getByRole('radio', { name: 'PNG (imagen)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(exportMediaKits).toHaveBeenCalledWith({ accountIds: [ANA, 'bruno'], format: 'png' });
    const bar = within(dialog).getByRole('progressbar', { name: 'Progreso de la exportación' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    const rows = within(dialog).getByRole('list', { name: 'Resultado por cuenta' });
    expect(within(rows).getAllByText('En espera')).toHaveLength(2);

    bridge.emit('exportProgress', { batchId: 'batch-1', done: 1, total: 2, result: anaPdf });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1'));
    expect(bar).toHaveAttribute('aria-valuetext', '1 de 2 kits');
    expect(within(rows).getByText('Guardado: kit-de-medios-ana.pdf')).toBeVisible();
    expect(within(rows).getByText('En espera')).toBeVisible();

    bridge.emit('exportProgress', {
      batchId: 'batch-1',
      done: 2,
      total: 2,
      result: { ...brunoPdf, status: 'failed', fileName: null, message: 'Disco lleno.' },
    });
    expect(await within(rows).findByText('Error: Disco lleno.')).toBeVisible();

    pending.resolve(
      ok(
        answer({
          results: [
            anaPdf,
            { ...brunoPdf, status: 'failed', fileName: null, message: 'Disco lleno.' },
          ],
        }),
      ),
    );
    expect(await within(dialog).findByText('1 de 2 guardados, 1 con error')).toBeVisible();
    expect(within(dialog).getByText('Carpeta: Kits de clientes')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(bridge.listenerCount('exportProgress')).toBe(0);
  });

  it('cancels while kits are written and marks the ones not reached', async () => {
    const pending = deferred<BridgeOutcome<BatchExportAnswer>>();
    const cancelExport = vi.fn(async () => ok({ cancelled: true }));
    const { user, dialog, bridge } = await openBatch({
      exportMediaKits: vi.fn(() => pending.promise),
      cancelExport,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    bridge.emit('exportProgress', { batchId: 'batch-1', done: 1, total: 2, result: anaPdf });

    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(cancelExport).toHaveBeenCalledTimes(1);
    // Main stops at the next kit: until it answers the button says so and keeps its focus.
    const cancelling = within(dialog).getByRole('button', { name: 'Cancelando…' });
    expect(cancelling).toHaveAttribute('aria-disabled', 'true');
    expect(cancelling).toHaveFocus();
    expect(cancelling).toHaveAccessibleDescription('Se detendrá al terminar el kit en curso.');
    await user.keyboard('{Enter}');
    expect(cancelExport).toHaveBeenCalledTimes(1);

    pending.resolve(ok(answer({ results: [anaPdf], cancelled: true })));
    expect(await within(dialog).findByText('1 de 2 guardados, 1 cancelado')).toBeVisible();
    expect(within(dialog).getByText('Cancelado')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Cancelando…' })).not.toBeInTheDocument();
  });

  it('shows nothing as done when the folder dialog is closed', async () => {
    const { user, dialog } = await openBatch({
      exportMediaKits: vi.fn(async () =>
        ok(answer({ started: false, folderName: null, results: [] })),
      ),
    });
    await user.click(within(dialog).getByRole('checkbox', { name: /Bruno Díaz/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));

    // Back to the choice as it was left, with nothing reported as saved.
    expect(await within(dialog).findByText('1 de 2 seleccionadas')).toBeVisible();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Guardado/)).not.toBeInTheDocument();
  });

  it('keeps a run going when the dialog is closed and shows it again on reopening', async () => {
    const pending = deferred<BridgeOutcome<BatchExportAnswer>>();
    const { user, dialog, bridge } = await openBatch({
      exportMediaKits: vi.fn(() => pending.promise),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const single = screen.getByRole('button', { name: 'Exportar PDF' });
    expect(single).toBeDisabled();
    expect(single).toHaveAccessibleDescription(
      'Espera a que termine la exportación de varios kits para exportar este.',
    );

    bridge.emit('exportProgress', { batchId: 'batch-1', done: 1, total: 2, result: anaPdf });
    await user.click(screen.getByRole('button', { name: 'Exportando kits…' }));
    const reopened = await screen.findByRole('dialog', { name: 'Exportar varios kits' });
    expect(within(reopened).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    pending.resolve(ok(answer()));
    expect(await within(reopened).findByText('2 de 2 guardados')).toBeVisible();
  });

  it('sums up a batch of five cancelled after the second kit from its rows', async () => {
    const five = ['bruno', 'carla', 'diego', 'elena'].map((id, index) =>
      aCreatorAccount(id, ['Bruno Díaz', 'Carla Méndez', 'Diego Ruiz', 'Elena Soto'][index]!),
    );
    const session = anAgencySession();
    session.accounts = [session.accounts[0]!, ...five];
    const pending = deferred<BridgeOutcome<BatchExportAnswer>>();
    const { user, dialog, bridge } = await openBatch({
      getSession: vi.fn(async () => ok(session)),
      exportMediaKits: vi.fn(() => pending.promise),
      cancelExport: vi.fn(async () => ok({ cancelled: true })),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    const region = within(dialog).getByRole('region', { name: 'Resultado por cuenta' });
    const rows = within(dialog).getByRole('list', { name: 'Resultado por cuenta' });
    expect(within(rows).getAllByRole('listitem')).toHaveLength(5);
    // Its height is set for every row from the first frame, so nothing moves as rows change.
    expect(region.style.getPropertyValue('--batch-visible-rows')).toBe('5');
    const kits = [anaPdf, brunoPdf];
    kits.forEach((result, index) =>
      bridge.emit('exportProgress', { batchId: 'batch-1', done: index + 1, total: 5, result }),
    );
    await waitFor(() => expect(within(rows).getAllByText(/^Guardado:/)).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    pending.resolve(ok(answer({ results: kits, cancelled: true })));
    expect(await within(dialog).findByText('2 de 5 guardados, 3 cancelados')).toBeVisible();
    expect(within(rows).getAllByText('Cancelado')).toHaveLength(3);
    expect(region.style.getPropertyValue('--batch-visible-rows')).toBe('5');
  });

  it('lets the keyboard reach and scroll the result list', async () => {
    const pending = deferred<BridgeOutcome<BatchExportAnswer>>();
    const { user, dialog } = await openBatch({ exportMediaKits: vi.fn(() => pending.promise) });
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    const region = within(dialog).getByRole('region', { name: 'Resultado por cuenta' });
    expect(region).toHaveAttribute('tabindex', '0');
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.tab({ shift: true });
    expect(region).toHaveFocus();
  });
});
