import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskRow, DeskState, RosterFormat } from '../../../src-shared/domain/agency-desk';
import { call } from '../../bridge/client';
import { ServerButton } from '../../connectivity/ServerButton';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { CloseIcon, DownloadIcon, RefreshIcon, SparklesIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { BatchExportDialog } from '../media-kit';
import { figuresSummary } from './figures-summary';

export interface BulkBarProps {
  /** The rows ticked, in the desk's order. */
  rows: DeskRow[];
  onClear: () => void;
  onChange: (desk: DeskState) => void;
}

type Busy = 'figures' | 'copies' | RosterFormat | null;

/**
 * What can be done to the accounts ticked: refresh their networks' figures, refresh their copies,
 * export their media kits (the batch dialog, with these creators picked) and the roster as CSV
 * or XLSX through main's save dialog. Each says in Spanish what happened.
 */
export function BulkBar({ rows, onClear, onChange }: BulkBarProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const countId = useId();
  const kitsHintId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [kitsOpen, setKitsOpen] = useState(false);
  const accountIds = rows.map((row) => row.accountId);
  const creatorIds = rows.filter((row) => row.role === 'influencer').map((row) => row.accountId);

  const run = async (what: Exclude<Busy, null>, action: () => Promise<void>, failed: string) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      toast.error({ title: failed, description: describe(error) });
    } finally {
      setBusy(null);
    }
  };

  const refreshFigures = () =>
    run(
      'figures',
      async () => {
        const answer = await call('refreshDeskFigures', { accountIds });
        const summary = figuresSummary(answer, rows, t);
        if (answer.failed.length > 0) toast.warning(summary);
        else toast.success(summary);
      },
      t('agency.bulk.figures.error'),
    );

  const refreshCopies = () =>
    run(
      'copies',
      async () => {
        onChange(await call('refreshAgencyDesk', { accountIds }));
        toast.info({ title: t('agency.bulk.copiesStarted', { count: accountIds.length }) });
      },
      t('agency.bulk.copiesFailed'),
    );

  const exportRoster = (format: RosterFormat) =>
    run(
      format,
      async () => {
        const saved = await call('exportRoster', { accountIds, format });
        // A closed save dialog wrote nothing: nothing to say.
        if (saved.saved && saved.fileName) {
          toast.success({ title: t('agency.bulk.exported', { fileName: saved.fileName }) });
        }
      },
      t('agency.bulk.exportFailed'),
    );

  return (
    <div role="group" aria-labelledby={countId} className="desk-bulk">
      <p id={countId} className="desk-bulk__count">
        {t('agency.bulk.selected', { count: rows.length })}
      </p>
      <div className="desk-bulk__actions">
        <ServerButton
          size="sm"
          variant="secondary"
          icon={<RefreshIcon />}
          loading={busy === 'figures'}
          disabled={busy !== null}
          title={t('agency.bulk.refreshFiguresHint')}
          onClick={() => void refreshFigures()}
        >
          {t('agency.bulk.refreshFigures')}
        </ServerButton>
        <ServerButton
          size="sm"
          variant="secondary"
          icon={<RefreshIcon />}
          loading={busy === 'copies'}
          disabled={busy !== null}
          title={t('agency.bulk.refreshCopiesHint')}
          onClick={() => void refreshCopies()}
        >
          {t('agency.bulk.refreshCopies')}
        </ServerButton>
        <Button
          size="sm"
          variant="secondary"
          icon={<SparklesIcon />}
          disabled={creatorIds.length === 0}
          aria-describedby={creatorIds.length === 0 ? kitsHintId : undefined}
          onClick={() => setKitsOpen(true)}
        >
          {t('agency.bulk.exportKits')}
        </Button>
        {creatorIds.length === 0 && (
          <span id={kitsHintId} className="visually-hidden">
            {t('agency.bulk.exportKitsNone')}
          </span>
        )}
        <Button
          size="sm"
          variant="secondary"
          icon={<DownloadIcon />}
          loading={busy === 'csv'}
          disabled={busy !== null}
          onClick={() => void exportRoster('csv')}
        >
          {t('agency.bulk.exportCsv')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<DownloadIcon />}
          loading={busy === 'xlsx'}
          disabled={busy !== null}
          onClick={() => void exportRoster('xlsx')}
        >
          {t('agency.bulk.exportXlsx')}
        </Button>
        <Button size="sm" variant="ghost" icon={<CloseIcon />} onClick={onClear}>
          {t('agency.bulk.clear')}
        </Button>
      </div>
      <BatchExportDialog
        open={kitsOpen}
        onClose={() => setKitsOpen(false)}
        accountIds={creatorIds}
      />
    </div>
  );
}
