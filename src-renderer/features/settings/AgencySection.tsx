import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { Card } from '../../ui/Card';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { AgencyForm } from './AgencyForm';

const loadAgency = () => call('getAgencyDetails');

/**
 * "Datos de la agencia": who sends this desktop's kits. Kept by main on this computer, so it is
 * read and saved offline too.
 */
export function AgencySection() {
  const { t } = useTranslation();
  const { state, reload, replace } = useRemoteData('agency-details', loadAgency);
  return (
    <Card as="section" aria-labelledby="settings-agency-title" className="settings-card">
      <h2 id="settings-agency-title" className="settings-card__title">
        {t('settings.agency.title')}
      </h2>
      <p className="settings-card__text">{t('settings.agency.description')}</p>
      <RemoteView
        state={state}
        loadingLabel={t('settings.agency.loading')}
        failedTitle={t('settings.agency.loadFailed')}
        onRetry={reload}
      >
        {(details) => <AgencyForm details={details} onSaved={replace} />}
      </RemoteView>
    </Card>
  );
}
