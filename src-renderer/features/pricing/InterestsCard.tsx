import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { Card } from '../../ui/Card';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { InterestsPicker } from './InterestsPicker';

// The whole answer, not just its results: offline it carries how old the saved copy is.
const loadInterests = () => call('listInterests');

export function InterestsCard() {
  const { t } = useTranslation();
  const { state, reload } = useRemoteData('interests', loadInterests);
  return (
    <Card aria-labelledby="interests-title" className="pricing-section">
      <div className="pricing-section__head">
        <div>
          <h2 id="interests-title" className="pricing-section__title">
            {t('interests.title')}
          </h2>
          <p className="pricing-section__description">{t('interests.description')}</p>
        </div>
      </div>
      <RemoteView
        state={state}
        loadingLabel={t('interests.loading')}
        failedTitle={t('interests.loadFailed')}
        onRetry={reload}
      >
        {/* The picker keeps its own optimistic copy from here on; the list is read once. */}
        {({ results }) => <InterestsPicker initial={results} />}
      </RemoteView>
    </Card>
  );
}
