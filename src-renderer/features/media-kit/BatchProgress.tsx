import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchRow, BatchRun } from './batch-run';
import { savedCount } from './batch-run';

type ActiveRun = Exclude<BatchRun, { phase: 'idle' }>;

function RowStatus({ row }: { row: BatchRow }) {
  const { t } = useTranslation();
  switch (row.status) {
    case 'saved':
      return <>{t('mediaKit.batch.status.saved', { fileName: row.fileName ?? '' })}</>;
    case 'failed':
      return (
        <>
          {t('mediaKit.batch.status.failed', {
            message: row.message ?? t('errors.export_failed'),
          })}
        </>
      );
    case 'cancelled':
      return <>{t('mediaKit.batch.status.cancelled')}</>;
    default:
      return <>{t('mediaKit.batch.status.pending')}</>;
  }
}

/** The bar, one line per creator, and once main answers, what ended up in which folder. */
export function BatchProgress({ run }: { run: ActiveRun }) {
  const { t } = useTranslation();
  const labelId = useId();
  const progressText = t('mediaKit.batch.progress', { done: run.done, total: run.total });
  const percent = run.total === 0 ? 0 : (run.done / run.total) * 100;
  return (
    <div className="batch-export__progress">
      <div className="batch-export__bar-label">
        <span id={labelId}>{t('mediaKit.batch.progressLabel')}</span>
        <span aria-hidden="true">{progressText}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={run.done}
        aria-valuetext={progressText}
        className="batch-export__bar"
      >
        <span className="batch-export__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <ul className="batch-export__results" aria-label={t('mediaKit.batch.resultsLabel')}>
        {run.rows.map((row) => (
          <li
            key={row.accountId}
            className={`batch-export__result batch-export__result--${row.status}`}
          >
            <span className="batch-export__result-name">{row.name}</span>
            <span className="batch-export__result-status">
              <RowStatus row={row} />
            </span>
          </li>
        ))}
      </ul>
      {run.phase === 'finished' && (
        <p role="status" className="batch-export__summary">
          {t(run.cancelled ? 'mediaKit.batch.summaryCancelled' : 'mediaKit.batch.summary', {
            saved: savedCount(run.rows),
            total: run.total,
            folder: run.folderName ?? '',
          })}
        </p>
      )}
    </div>
  );
}
