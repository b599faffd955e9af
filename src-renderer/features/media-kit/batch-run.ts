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
 * A batch export from the renderer's side: nothing yet, kits being written (every row is there
 * from the start and fills in as `exportProgress` arrives), or main's final answer with the
 * folder's name. Counts are never kept beside the rows: `tallyRows` derives them, so the bar, the
 * summary and the rows cannot disagree.
 */
export type BatchRun =
  | { phase: 'idle' }
  | { phase: 'running'; rows: BatchRow[]; cancelling: boolean }
  | { phase: 'finished'; rows: BatchRow[]; folderName: string | null; cancelled: boolean };

export type ActiveBatchRun = Exclude<BatchRun, { phase: 'idle' }>;

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
  return { ...run, rows: withResult(run.rows, progress.result) };
}

export function markCancelling(run: BatchRun): BatchRun {
  return run.phase === 'running' ? { ...run, cancelling: true } : run;
}

/** The cancel request itself failed: the run goes on and Cancel is offered again. */
export function unmarkCancelling(run: BatchRun): BatchRun {
  return run.phase === 'running' ? { ...run, cancelling: false } : run;
}

/**
 * Main's answer is the record of what happened. A closed folder dialog started nothing, so the
 * dialog goes back to the choice instead of showing kits as done.
 */
export function finishRun(run: BatchRun, answer: BatchExportAnswer): BatchRun {
  if (!answer.started || run.phase === 'idle') return IDLE_RUN;
  const rows = answer.results.reduce(withResult, run.rows).map((row): BatchRow => {
    if (row.status !== 'pending') return row;
    // A kit main never reached before a cancel is as good as cancelled; one it skipped without a
    // cancel was not written, and the summary must still account for it.
    return answer.cancelled ? { ...row, status: 'cancelled' } : { ...row, status: 'failed' };
  });
  return {
    phase: 'finished',
    rows,
    folderName: answer.folderName,
    cancelled: answer.cancelled,
  };
}

export interface BatchTally {
  total: number;
  saved: number;
  failed: number;
  cancelled: number;
  pending: number;
  /** Kits main has written or tried to write: what the progress bar shows. */
  attempted: number;
}

/** Every count the dialog shows, read from the rows themselves. */
export function tallyRows(rows: readonly BatchRow[]): BatchTally {
  const count = (status: BatchRowStatus) => rows.filter((row) => row.status === status).length;
  const saved = count('saved');
  const failed = count('failed');
  return {
    total: rows.length,
    saved,
    failed,
    cancelled: count('cancelled'),
    pending: count('pending'),
    attempted: saved + failed,
  };
}
