import { describe, expect, it } from 'vitest';
import type { BatchExportAnswer, BatchKitResult } from '../../../src-shared/domain/media-kit';
import { applyProgress, finishRun, IDLE_RUN, savedCount, startRun } from './batch-run';

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

describe('a batch run', () => {
  it('fills rows in as kits are written', () => {
    const run = applyProgress(startRun(accounts), {
      batchId: 'batch-1',
      done: 1,
      total: 2,
      result: saved('b', 'Bruno'),
    });
    expect(run).toMatchObject({ phase: 'running', done: 1, total: 2 });
    if (run.phase === 'idle') throw new Error('unreachable');
    expect(run.rows.map((row) => row.status)).toEqual(['pending', 'saved']);
  });

  it('takes main’s answer as the record and ignores a late event', () => {
    const finished = finishRun(
      startRun(accounts),
      answer({ results: [saved('a', 'Ana'), saved('b', 'Bruno')] }),
    );
    expect(finished).toMatchObject({ phase: 'finished', done: 2, total: 2, folderName: 'Kits' });
    if (finished.phase === 'idle') throw new Error('unreachable');
    expect(savedCount(finished.rows)).toBe(2);
    expect(
      applyProgress(finished, { batchId: 'x', done: 1, total: 2, result: saved('a', 'Ana') }),
    ).toBe(finished);
  });

  it('marks kits never reached as cancelled when the batch was cancelled', () => {
    const finished = finishRun(
      startRun(accounts),
      answer({ results: [saved('a', 'Ana')], cancelled: true }),
    );
    if (finished.phase === 'idle') throw new Error('unreachable');
    expect(finished.rows.map((row) => row.status)).toEqual(['saved', 'cancelled']);
    expect(finished.done).toBe(1);
  });

  it('shows nothing as done when the folder dialog was closed', () => {
    expect(finishRun(startRun(accounts), answer({ started: false, folderName: null }))).toBe(
      IDLE_RUN,
    );
  });
});
