import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CreatorFinder, ProfileViewsNote } from '../finder';

/**
 * home_search for brands: the creator finder, with the profile views left this month. The
 * header is one line, so the compact list shows ten creators in a laptop's window.
 */
export function BrandHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.brand.documentTitle'));
  return (
    <>
      <PageHeader title={t('home.brand.title')} actions={<ProfileViewsNote />} />
      <CreatorFinder />
    </>
  );
}
