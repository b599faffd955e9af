import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { activeAccountAtom } from '../../session/session-atoms';
import { Button } from '../../ui/Button';
import { RefreshIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { QueuedActionsSummary, useHasQueuedActions } from '../queued-actions';
import type { OfflineReason } from '../../../src-shared/domain/connectivity';
import { connectivityAtom, offlineReasonAtom } from '../../connectivity/connectivity-atoms';
import { formatSavedAt } from '../../connectivity/data-age';
import { useDataAge } from '../../connectivity/use-data-age';
import './OfflineBanner.css';

const STILL_DOWN: Record<OfflineReason, string> = {
  server_unreachable: 'offline.stillOffline',
  network_down: 'offline.stillNetworkDown',
};

/**
 * Shown while the core API does not answer, the one place that says so: why (no internet, or the
 * server does not answer), what the screens show and how old it is. Sections under it show their
 * saved data, or a quiet note, instead of an error card each.
 */
export function OfflineBanner() {
  const reason = useAtomValue(offlineReasonAtom);
  const hasQueued = useHasQueuedActions();
  if (reason) return <OfflineNotice reason={reason} />;
  // Back online, actions still waiting (or in conflict) keep the one banner, quieter.
  if (!hasQueued) return null;
  return (
    <div role="status" className="offline-banner offline-banner--queue">
      <QueuedActionsSummary />
    </div>
  );
}

function OfflineNotice({ reason }: { reason: OfflineReason }) {
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
      if (!connectivity.online) {
        toast.warning({ title: t(STILL_DOWN[connectivity.reason ?? 'server_unreachable']) });
      }
    } catch {
      toast.warning({ title: t(STILL_DOWN[reason]) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <div role="status" className="offline-banner">
      <p className="offline-banner__text">
        <strong>{t(`offline.${reason}`)}</strong>{' '}
        {savedAt
          ? t('offline.banner', { date: formatSavedAt(savedAt), age })
          : t('offline.bannerNoData')}{' '}
        {t('offline.disabledNote')}
      </p>
      <QueuedActionsSummary />
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
