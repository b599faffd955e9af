import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { Card } from '../../ui/Card';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { WorkSettingsForm } from './WorkSettingsForm';

const loadSettings = () => call('getInfluencerSettings');

export function WorkSettingsCard() {
  const { t } = useTranslation();
  const { state, reload } = useRemoteData('influencer-settings', loadSettings);
  return (
    <Card aria-labelledby="work-settings-title" className="pricing-section">
      <div className="pricing-section__head">
        <div>
          <h2 id="work-settings-title" className="pricing-section__title">
            {t('workSettings.title')}
          </h2>
          <p className="pricing-section__description">{t('workSettings.description')}</p>
        </div>
      </div>
      <RemoteView
        state={state}
        loadingLabel={t('workSettings.loading')}
        failedTitle={t('workSettings.loadFailed')}
        onRetry={reload}
      >
        {(settings) => <WorkSettingsForm settings={settings} />}
      </RemoteView>
    </Card>
  );
}
