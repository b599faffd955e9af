import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { SearchIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';

/** In place of the profile when the address names no creator: what happened and the way back. */
export function CreatorNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('creator.notFound.title'));
  return (
    <EmptyState
      icon={<SearchIcon />}
      headingLevel={1}
      title={t('creator.notFound.title')}
      description={<p>{t('creator.notFound.description')}</p>}
      action={
        <Link to="/home_search" className={buttonClassName()}>
          {t('creator.notFound.action')}
        </Link>
      }
    />
  );
}
