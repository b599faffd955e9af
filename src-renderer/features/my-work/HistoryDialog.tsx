import { useTranslation } from 'react-i18next';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { Dialog } from '../../ui/Dialog';
import { ServerButton } from '../../connectivity/ServerButton';
import { HistoryReadings } from './HistoryReadings';

/** "Ver historial": every stored reading of one connection, in a dialog, read when it opens. */
export function HistoryDialog({ connection }: { connection: NetworkConnection }) {
  const { t } = useTranslation();
  const network = t(`networks.${connection.network}`);
  return (
    <Dialog
      size="md"
      title={t('myWork.networks.history.title', { network })}
      description={t('myWork.networks.history.description')}
      trigger={
        <ServerButton
          variant="ghost"
          size="sm"
          className="follower-trend__history"
          aria-label={t('myWork.networks.history.openLabel', { network })}
          offlineReason={t('myWork.networks.history.offline')}
        >
          {t('myWork.networks.history.open')}
        </ServerButton>
      }
    >
      <HistoryReadings connection={connection} />
    </Dialog>
  );
}
