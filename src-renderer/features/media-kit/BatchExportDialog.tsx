import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKitFormat } from '../../../src-shared/domain/media-kit';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { BatchAccountPicker } from './BatchAccountPicker';
import { BatchFormatChoice } from './BatchFormatChoice';
import { BatchProgress } from './BatchProgress';
import { BATCH_SUMMARY_ID } from './BatchSummary';
import { creatorAccountsAtom } from './media-kit-atoms';
import { useBatchExport } from './use-batch-export';
import './BatchExportDialog.css';

export interface BatchExportDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The creators picked when the dialog opens (the agency desk's selection); without it, every
   * signed-in creator. Ids of accounts that are no creator here are left out.
   */
  accountIds?: readonly string[];
}

/**
 * Exports the kits of several signed-in creators to one folder main asks for. Closing the dialog
 * while kits are written leaves them running; reopening shows where they are.
 */
export function BatchExportDialog({ open, onClose, accountIds }: BatchExportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('mediaKit.batch.title')}
      description={t('mediaKit.batch.description')}
    >
      {/* Mounted per opening: each one starts from every creator picked (or those asked for). */}
      {open && <BatchExportBody onClose={onClose} accountIds={accountIds} />}
    </Dialog>
  );
}

function BatchExportBody({
  onClose,
  accountIds,
}: {
  onClose: () => void;
  accountIds: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const accounts = useAtomValue(creatorAccountsAtom);
  const { run, start, cancel, reset } = useBatchExport();
  // Exporting the whole roster is the common case; the choice survives a closed folder dialog.
  const [selected, setSelected] = useState<Set<string>>(
    () =>
      new Set(
        accounts
          .map((account) => account.id)
          .filter((id) => !accountIds || accountIds.includes(id)),
      ),
  );
  const [format, setFormat] = useState<MediaKitFormat>('pdf');
  const picked = accounts.filter((account) => selected.has(account.id));
  const blockedId = useId();
  const blocked = picked.length === 0;

  const close = () => {
    if (run.phase === 'finished') reset();
    onClose();
  };

  if (run.phase !== 'idle') {
    return (
      <>
        <BatchProgress run={run} />
        <div className="batch-export__actions">
          {run.phase === 'running' ? (
            // Focus follows the form's submit button, which is gone now. While cancelling it
            // stays focusable (aria-disabled), so focus does not drop out of the dialog.
            <Button
              autoFocus
              variant="secondary"
              className="batch-export__cancel"
              aria-disabled={run.cancelling || undefined}
              aria-describedby={run.cancelling ? BATCH_SUMMARY_ID : undefined}
              onClick={() => {
                if (!run.cancelling) void cancel();
              }}
            >
              {run.cancelling ? t('mediaKit.batch.cancelling') : t('mediaKit.batch.cancel')}
            </Button>
          ) : (
            <>
              <Button variant="secondary" onClick={reset}>
                {t('mediaKit.batch.again')}
              </Button>
              <Button autoFocus onClick={close}>
                {t('mediaKit.batch.done')}
              </Button>
            </>
          )}
        </div>
      </>
    );
  }

  if (accounts.length === 0) {
    return <p className="batch-export__empty">{t('mediaKit.batch.noAccounts')}</p>;
  }

  return (
    <form
      className="batch-export"
      onSubmit={(event) => {
        event.preventDefault();
        if (picked.length > 0) void start(picked, format);
      }}
    >
      <BatchAccountPicker accounts={accounts} selected={selected} onChange={setSelected} />
      <BatchFormatChoice value={format} onChange={setFormat} />
      <div className="batch-export__actions">
        <Button variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={blocked} aria-describedby={blocked ? blockedId : undefined}>
          {t('mediaKit.batch.start')}
        </Button>
      </div>
      {blocked && (
        <p id={blockedId} className="batch-export__blocked">
          {t('mediaKit.batch.startBlocked')}
        </p>
      )}
    </form>
  );
}
