import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { AlertCircleIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';

/** In place of the profile when no views are left: what happened, when it resets, a way back. */
export function ViewsExhausted() {
  const { t } = useTranslation();
  useDocumentTitle(t('creator.viewsExhausted.title'));
  return (
    <EmptyState
      icon={<AlertCircleIcon />}
      headingLevel={1}
      title={t('creator.viewsExhausted.title')}
      description={
        <>
          <p>{t('errors.profile_views_exhausted')}</p>
          <p>{t('creator.viewsExhausted.hint')}</p>
        </>
      }
      action={
        <Link to="/home_search" className={buttonClassName()}>
          {t('creator.viewsExhausted.back')}
        </Link>
      }
    />
  );
}
