import { useTranslation } from 'react-i18next';
import { tallyRows, type ActiveBatchRun } from './batch-run';

/** One batch dialog at a time: the Cancel button points at the note saying why it waits. */
export const BATCH_SUMMARY_ID = 'batch-export-summary';

/**
 * What the run came to, read from the rows: "3 de 8 guardados, 5 cancelados". The live region is
 * there from the start with a fixed height, so its text is announced and nothing below it moves.
 */
export function BatchSummary({ run }: { run: ActiveBatchRun }) {
  const { t } = useTranslation();
  return (
    <div id={BATCH_SUMMARY_ID} role="status" className="batch-export__summary">
      {run.phase === 'running' && run.cancelling && (
        <p className="batch-export__summary-note">{t('mediaKit.batch.cancellingNote')}</p>
      )}
      {run.phase === 'finished' && (
        <>
          <p className="batch-export__summary-text">{summaryText(run, t)}</p>
          {run.folderName && (
            <p
              className="batch-export__summary-note"
              title={t('mediaKit.batch.summaryFolder', { folder: run.folderName })}
            >
              {t('mediaKit.batch.summaryFolder', { folder: run.folderName })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function summaryText(run: ActiveBatchRun, t: Translate): string {
  const tally = tallyRows(run.rows);
  const parts = [t('mediaKit.batch.summarySaved', { saved: tally.saved, total: tally.total })];
  if (tally.failed > 0) parts.push(t('mediaKit.batch.summaryFailed', { count: tally.failed }));
  if (tally.cancelled > 0) {
    parts.push(t('mediaKit.batch.summaryCancelled', { count: tally.cancelled }));
  }
  return parts.join(t('mediaKit.batch.summarySeparator'));
}
