import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useRemoteData } from '../../data/use-remote-data';
import { ServerButton } from '../../connectivity/ServerButton';
import type { MonitorKeywords } from './use-monitor-keywords';

const loadDefault = () => call('getDefaultMonitorKeyword');

/**
 * A brand tracking nothing yet gets one keyword ready to add (its brand's or company's name, else
 * #publicidad); until then the results already show that keyword's posts. Without an answer the
 * form alone is enough, so a failure shows nothing here.
 */
export function DefaultKeywordOffer({ add }: { add: MonitorKeywords['add'] }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const { state } = useRemoteData('monitor-default-keyword', loadDefault);
  const [adding, setAdding] = useState(false);
  if (state.status !== 'ready') return null;
  const { keyword } = state.data;

  const accept = async () => {
    setAdding(true);
    try {
      await add(keyword);
      toast.success({ title: t('monitor.keywords.added', { keyword }) });
    } catch (error) {
      toast.error({ title: t('monitor.keywords.addFailed'), description: describe(error) });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="monitor-offer">
      <div>
        <p className="monitor-offer__keyword">{t('monitor.offer.keyword', { keyword })}</p>
        <p className="monitor-offer__hint">{t('monitor.offer.hint')}</p>
      </div>
      <ServerButton size="sm" variant="secondary" loading={adding} onClick={() => void accept()}>
        {t('monitor.offer.add')}
      </ServerButton>
    </div>
  );
}
