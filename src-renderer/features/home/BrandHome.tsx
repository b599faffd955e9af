import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../ui/ComingSoonPanel';
import { SearchIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';

export function BrandHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.brand.documentTitle'));
  return (
    <>
      <PageHeader
        eyebrow={t('home.brand.eyebrow')}
        title={t('home.brand.title')}
        description={t('home.brand.description')}
      />
      <ComingSoonPanel
        icon={<SearchIcon />}
        title={t('home.brand.finder.title')}
        description={t('home.brand.finder.description')}
        plannedItems={[
          t('home.brand.finder.planned.networks'),
          t('home.brand.finder.planned.categories'),
          t('home.brand.finder.planned.audience'),
          t('home.brand.finder.planned.metrics'),
        ]}
      />
    </>
  );
}
