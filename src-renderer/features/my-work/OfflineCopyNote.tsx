import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { activeAccountAtom } from '../../session/session-atoms';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { formatSavedAt } from '../../connectivity/data-age';
import { useDataAge } from '../../connectivity/use-data-age';

/** Offline, main answers the list from this account's saved copy: say how old it is. */
export function OfflineCopyNote() {
  const offline = useAtomValue(isOfflineAtom);
  if (!offline) return null;
  return <CopyAge />;
}

function CopyAge() {
  const { t } = useTranslation();
  const savedAt = useAtomValue(activeAccountAtom)?.syncedAt ?? null;
  const age = useDataAge(savedAt);
  return (
    <p className="networks-dashboard__offline">
      {savedAt
        ? t('myWork.networks.offlineCopy', { date: formatSavedAt(savedAt), age })
        : t('myWork.networks.offlineNoCopy')}
    </p>
  );
}
