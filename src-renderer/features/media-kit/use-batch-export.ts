import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../src-shared/bridge/contract';
import type { MediaKitFormat } from '../../../src-shared/domain/media-kit';
import { call, subscribe } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { accountName } from './account-name';
import {
  applyProgress,
  finishRun,
  IDLE_RUN,
  markCancelling,
  startRun,
  unmarkCancelling,
} from './batch-run';
import { batchRunAtom } from './media-kit-atoms';

/** Starts, follows and cancels a batch export; the run lives in `batchRunAtom`. */
export function useBatchExport() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [run, setRun] = useAtom(batchRunAtom);

  const start = async (accounts: AccountSummary[], format: MediaKitFormat) => {
    setRun(
      startRun(accounts.map((account) => ({ accountId: account.id, name: accountName(account) }))),
    );
    // Listening before the call: the first kit can be done before the call's answer is.
    const unsubscribe = subscribe('exportProgress', (progress) =>
      setRun((current) => applyProgress(current, progress)),
    );
    try {
      const answer = await call('exportMediaKits', {
        accountIds: accounts.map((account) => account.id),
        format,
      });
      setRun((current) => finishRun(current, answer));
    } catch (error) {
      setRun(IDLE_RUN);
      toast.error({ title: t('mediaKit.batch.failed'), description: describe(error) });
    } finally {
      unsubscribe();
    }
  };

  const cancel = async () => {
    setRun(markCancelling);
    try {
      await call('cancelExport');
    } catch (error) {
      setRun(unmarkCancelling);
      toast.error({ title: t('mediaKit.batch.cancelFailed'), description: describe(error) });
    }
  };

  return { run, start, cancel, reset: () => setRun(IDLE_RUN) };
}
