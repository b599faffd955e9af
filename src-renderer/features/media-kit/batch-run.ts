import type {
  BatchExportAnswer,
  BatchExportProgress,
  BatchKitResult,
  BatchKitStatus,
} from '../../../src-shared/domain/media-kit';

export type BatchRowStatus = 'pending' | BatchKitStatus;

/** One creator of a batch as the dialog lists it. */
export interface BatchRow {
  accountId: string;
  name: string;
  status: BatchRowStatus;
  fileName: string | null;
  message: string | null;
}

/**
 * A batch export from the renderer's side: nothing yet, kits being written (rows fill in as
 * `exportProgress` arrives), or main's final answer with the folder's name.
 */
export type BatchRun =
  | { phase: 'idle' }
  | { phase: 'running'; rows: BatchRow[]; done: number; total: number; cancelling: boolean }
  | {
      phase: 'finished';
      rows: BatchRow[];
      done: number;
      total: number;
      folderName: string | null;
      cancelled: boolean;
    };

export const IDLE_RUN: BatchRun = { phase: 'idle' };

export function startRun(accounts: { accountId: string; name: string }[]): BatchRun {
  return {
    phase: 'running',
    rows: accounts.map(({ accountId, name }) => ({
      accountId,
      name,
      status: 'pending',
      fileName: null,
      message: null,
    })),
    done: 0,
    total: accounts.length,
    cancelling: false,
  };
}

const withResult = (rows: BatchRow[], result: BatchKitResult): BatchRow[] =>
  rows.map((row) =>
    row.accountId === result.accountId
      ? { ...row, status: result.status, fileName: result.fileName, message: result.message }
      : row,
  );

/** One kit done; an event that arrives after the final answer changes nothing. */
export function applyProgress(run: BatchRun, progress: BatchExportProgress): BatchRun {
  if (run.phase !== 'running') return run;
  return {
    ...run,
    rows: withResult(run.rows, progress.result),
    done: Math.max(run.done, progress.done),
    total: progress.total,
  };
}

export function markCancelling(run: BatchRun): BatchRun {
  return run.phase === 'running' ? { ...run, cancelling: true } : run;
}

/**
 * Main's answer is the record of what happened. A closed folder dialog started nothing, so the
 * dialog goes back to the choice instead of showing kits as done.
 */
export function finishRun(run: BatchRun, answer: BatchExportAnswer): BatchRun {
  if (!answer.started || run.phase === 'idle') return IDLE_RUN;
  const rows = answer.results.reduce(withResult, run.rows).map((row) =>
    // A kit main never reached before a cancel is as good as cancelled.
    row.status === 'pending' && answer.cancelled ? { ...row, status: 'cancelled' as const } : row,
  );
  return {
    phase: 'finished',
    rows,
    done: rows.filter((row) => row.status === 'saved' || row.status === 'failed').length,
    total: rows.length,
    folderName: answer.folderName,
    cancelled: answer.cancelled,
  };
}

export const savedCount = (rows: BatchRow[]): number =>
  rows.filter((row) => row.status === 'saved').length;
