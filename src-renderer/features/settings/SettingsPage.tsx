import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { AgencySection } from './AgencySection';
import { DataFolderSection } from './DataFolderSection';
import { LanguageSection } from './LanguageSection';
import { ServerSection } from './ServerSection';
import { SessionSection } from './SessionSection';
import { StoriesSection } from './StoriesSection';
import './SettingsPage.css';

const loadSettings = () => call('getSettings');

/**
 * Route settings: this desktop's server, stories service, agency details for kits, language and
 * data folder, and sign-out everywhere.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  const { state, reload, replace } = useRemoteData('app-settings', loadSettings);
  return (
    <>
      <PageHeader
        eyebrow={t('settings.eyebrow')}
        title={t('settings.title')}
        description={t('settings.description')}
      />
      <RemoteView
        state={state}
        loadingLabel={t('settings.loading')}
        failedTitle={t('settings.loadFailed')}
        onRetry={reload}
      >
        {(settings) => (
          <div className="settings-page">
            <ServerSection settings={settings} onSaved={replace} />
            <StoriesSection settings={settings} onSaved={replace} />
            <AgencySection />
            <LanguageSection language={settings.language} />
            <DataFolderSection settings={settings} onChanged={replace} />
            <SessionSection />
          </div>
        )}
      </RemoteView>
    </>
  );
}
