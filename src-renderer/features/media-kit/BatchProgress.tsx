import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchSummary } from './BatchSummary';
import { tallyRows, type ActiveBatchRun, type BatchRow } from './batch-run';

/** Rows shown before the list scrolls; the list's height never changes during a run. */
const VISIBLE_ROWS = 6;

function useRowStatusText() {
  const { t } = useTranslation();
  return (row: BatchRow): string => {
    switch (row.status) {
      case 'saved':
        return t('mediaKit.batch.status.saved', { fileName: row.fileName ?? '' });
      case 'failed':
        return t('mediaKit.batch.status.failed', {
          message: row.message ?? t('errors.export_failed'),
        });
      case 'cancelled':
        return t('mediaKit.batch.status.cancelled');
      default:
        return t('mediaKit.batch.status.pending');
    }
  };
}

/**
 * The bar, one line per creator and the summary. Every row is there from the start with a
 * placeholder status, rows are one fixed height and the summary has its own reserved area, so
 * nothing in the dialog moves while kits are written.
 */
export function BatchProgress({ run }: { run: ActiveBatchRun }) {
  const { t } = useTranslation();
  const labelId = useId();
  const resultsId = useId();
  const statusText = useRowStatusText();
  const tally = tallyRows(run.rows);
  const progressText = t('mediaKit.batch.progress', {
    done: tally.attempted,
    total: tally.total,
  });
  const percent = tally.total === 0 ? 0 : (tally.attempted / tally.total) * 100;
  const listStyle = {
    '--batch-visible-rows': Math.max(1, Math.min(run.rows.length, VISIBLE_ROWS)),
  } as CSSProperties;
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
        aria-valuemax={tally.total}
        aria-valuenow={tally.attempted}
        aria-valuetext={progressText}
        className="batch-export__bar"
      >
        <span className="batch-export__bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p id={resultsId} className="batch-export__legend">
        {t('mediaKit.batch.resultsLabel')}
      </p>
      {/* Focusable so the list scrolls from the keyboard when it holds more than fits. */}
      <div
        role="region"
        tabIndex={0}
        aria-labelledby={resultsId}
        className="batch-export__results-scroll"
        style={listStyle}
      >
        <ul className="batch-export__results" aria-labelledby={resultsId}>
          {run.rows.map((row) => {
            const status = statusText(row);
            return (
              <li
                key={row.accountId}
                className={`batch-export__result batch-export__result--${row.status}`}
              >
                <span className="batch-export__result-name" title={row.name}>
                  {row.name}
                </span>
                <span className="batch-export__result-status" title={status}>
                  {status}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <BatchSummary run={run} />
    </div>
  );
}
