import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CreatorFinder } from '../finder/CreatorFinder';
import { ProfileViewsNote } from '../finder/ProfileViewsNote';

/** home_search for brands: the creator finder, with the profile views left this month. */
export function BrandHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.brand.documentTitle'));
  return (
    <>
      <PageHeader
        eyebrow={t('home.brand.eyebrow')}
        title={t('home.brand.title')}
        description={t('home.brand.description')}
        actions={<ProfileViewsNote />}
      />
      <CreatorFinder />
    </>
  );
}
