import { useTranslation } from 'react-i18next';
import { LinkIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NetworkList, NetworksSidePanel, useNetworks } from '../networks-panel';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';

/** Route account-setting/social: the creator's connections; changes happen in the side panel. */
export function SocialSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountSettings.social.title'));
  const { state, retry } = useNetworks();
  return (
    <>
      <PageHeader
        eyebrow={t('accountSettings.eyebrow')}
        title={t('accountSettings.social.title')}
        description={t('accountSettings.social.description')}
        actions={
          <NetworksSidePanel
            trigger={
              <ServerEntryButton icon={<LinkIcon />}>
                {t('accountSettings.social.manage')}
              </ServerEntryButton>
            }
          />
        }
      />
      <NetworkList state={state} onRetry={retry} />
    </>
  );
}
