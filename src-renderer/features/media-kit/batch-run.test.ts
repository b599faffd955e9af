import { describe, expect, it } from 'vitest';
import type { BatchExportAnswer, BatchKitResult } from '../../../src-shared/domain/media-kit';
import {
  applyProgress,
  finishRun,
  IDLE_RUN,
  markCancelling,
  startRun,
  tallyRows,
  unmarkCancelling,
} from './batch-run';

const accounts = [
  { accountId: 'a', name: 'Ana' },
  { accountId: 'b', name: 'Bruno' },
];
const saved = (accountId: string, name: string): BatchKitResult => ({
  accountId,
  name,
  status: 'saved',
  fileName: `kit-de-medios-${name.toLowerCase()}.pdf`,
  message: null,
});
const answer = (overrides: Partial<BatchExportAnswer>): BatchExportAnswer => ({
  batchId: 'batch-1',
  started: true,
  folderName: 'Kits',
  results: [],
  cancelled: false,
  ...overrides,
});
const rowsOf = (run: ReturnType<typeof startRun>) => {
  if (run.phase === 'idle') throw new Error('no rows in an idle run');
  return run.rows;
};

describe('a batch run', () => {
  it('fills rows in as kits are written, counting from the rows', () => {
    const run = applyProgress(startRun(accounts), {
      batchId: 'batch-1',
      done: 1,
      total: 2,
      result: saved('b', 'Bruno'),
    });
    expect(run).toMatchObject({ phase: 'running', cancelling: false });
    expect(rowsOf(run).map((row) => row.status)).toEqual(['pending', 'saved']);
    expect(tallyRows(rowsOf(run))).toEqual({
      total: 2,
      saved: 1,
      failed: 0,
      cancelled: 0,
      pending: 1,
      attempted: 1,
    });
  });

  it('takes main’s answer as the record and ignores a late event', () => {
    const finished = finishRun(
      startRun(accounts),
      answer({ results: [saved('a', 'Ana'), saved('b', 'Bruno')] }),
    );
    expect(finished).toMatchObject({ phase: 'finished', folderName: 'Kits', cancelled: false });
    expect(tallyRows(rowsOf(finished))).toMatchObject({ total: 2, saved: 2, attempted: 2 });
    expect(
      applyProgress(finished, { batchId: 'x', done: 1, total: 2, result: saved('a', 'Ana') }),
    ).toBe(finished);
  });

  it('marks kits never reached as cancelled when the batch was cancelled', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ accountId: id, name: id }));
    const finished = finishRun(
      markCancelling(startRun(five)),
      answer({ results: [saved('a', 'a'), saved('b', 'b')], cancelled: true }),
    );
    expect(rowsOf(finished).map((row) => row.status)).toEqual([
      'saved',
      'saved',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(tallyRows(rowsOf(finished))).toEqual({
      total: 5,
      saved: 2,
      failed: 0,
      cancelled: 3,
      pending: 0,
      attempted: 2,
    });
  });

  it('counts a kit main skipped without a cancel as failed, so every row is accounted for', () => {
    const finished = finishRun(startRun(accounts), answer({ results: [saved('a', 'Ana')] }));
    const tally = tallyRows(rowsOf(finished));
    expect(tally).toMatchObject({ saved: 1, failed: 1, cancelled: 0, pending: 0 });
    expect(tally.saved + tally.failed + tally.cancelled).toBe(tally.total);
  });

  it('offers Cancel again when the cancel request itself failed', () => {
    const cancelling = markCancelling(startRun(accounts));
    expect(cancelling).toMatchObject({ cancelling: true });
    expect(unmarkCancelling(cancelling)).toMatchObject({ cancelling: false });
  });

  it('shows nothing as done when the folder dialog was closed', () => {
    expect(finishRun(startRun(accounts), answer({ started: false, folderName: null }))).toBe(
      IDLE_RUN,
    );
  });
});
