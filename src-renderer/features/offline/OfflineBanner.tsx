import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { activeAccountAtom } from '../../session/session-atoms';
import { Button } from '../../ui/Button';
import { RefreshIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { connectivityAtom, isOfflineAtom } from './connectivity-atoms';
import { formatSavedAt } from './data-age';
import { useDataAge } from './use-data-age';
import './OfflineBanner.css';

/** Shown while the core API does not answer: what the screens show and how old it is. */
export function OfflineBanner() {
  const offline = useAtomValue(isOfflineAtom);
  if (!offline) return null;
  return <OfflineNotice />;
}

function OfflineNotice() {
  const { t } = useTranslation();
  const savedAt = useAtomValue(activeAccountAtom)?.syncedAt ?? null;
  const age = useDataAge(savedAt);
  const setConnectivity = useSetAtom(connectivityAtom);
  const [checking, setChecking] = useState(false);

  const retry = async () => {
    setChecking(true);
    try {
      const connectivity = await call('checkConnectivity');
      setConnectivity(connectivity);
      if (!connectivity.online) toast.warning({ title: t('offline.stillOffline') });
    } catch {
      toast.warning({ title: t('offline.stillOffline') });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div role="status" className="offline-banner">
      <p className="offline-banner__text">
        {savedAt
          ? t('offline.banner', { date: formatSavedAt(savedAt), age })
          : t('offline.bannerNoData')}{' '}
        {t('offline.disabledNote')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        icon={<RefreshIcon />}
        loading={checking}
        onClick={() => void retry()}
      >
        {t('offline.retry')}
      </Button>
    </div>
  );
}
