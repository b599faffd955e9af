import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../ui/ComingSoonPanel';
import { LinkIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';

/** Placeholder until the social-accounts settings are built (route account-setting/social). */
export function SocialSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountSettings.social.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('accountSettings.eyebrow')}
        title={t('accountSettings.social.title')}
        description={t('accountSettings.social.description')}
      />
      <ComingSoonPanel
        icon={<LinkIcon />}
        title={t('accountSettings.social.placeholder.title')}
        description={t('accountSettings.social.placeholder.description')}
        plannedItems={[
          t('accountSettings.social.placeholder.planned.connect'),
          t('accountSettings.social.placeholder.planned.edit'),
          t('accountSettings.social.placeholder.planned.remove'),
          t('accountSettings.social.placeholder.planned.verified'),
        ]}
      />
    </>
  );
}
