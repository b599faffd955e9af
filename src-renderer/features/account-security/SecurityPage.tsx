import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import './SecurityPage.css';

/** Route account-setting/security: the password and deleting the account, for both roles. */
export function SecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('security.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('accountSettings.eyebrow')}
        title={t('security.title')}
        description={t('security.description')}
      />
      <div className="security-page">
        <ChangePasswordForm />
        <DeleteAccountSection />
      </div>
    </>
  );
}
