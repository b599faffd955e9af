import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { CompanyForm } from './CompanyForm';

const loadCompany = () => call('getCompany');

/** Route account-setting/company: the brand account's company details. */
export function CompanyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('company.title'));
  const { state, reload, replace } = useRemoteData('company', loadCompany);

  return (
    <>
      <PageHeader
        eyebrow={t('company.eyebrow')}
        title={t('company.title')}
        description={t('company.description')}
      />
      <RemoteView
        state={state}
        loadingLabel={t('company.loading')}
        failedTitle={t('company.loadFailed')}
        onRetry={reload}
      >
        {(company) => <CompanyForm company={company} onSaved={replace} />}
      </RemoteView>
    </>
  );
}
