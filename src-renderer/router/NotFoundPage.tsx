import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../ui/button-class-name';
import { EmptyState } from '../ui/EmptyState';
import { SearchIcon } from '../ui/icons';
import { useDocumentTitle } from '../ui/use-document-title';
import './StandalonePage.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <main className="standalone-page">
      <EmptyState
        icon={<SearchIcon />}
        headingLevel={1}
        title={t('notFound.title')}
        description={<p>{t('notFound.description')}</p>}
        action={
          <Link to="/" className={buttonClassName()}>
            {t('notFound.action')}
          </Link>
        }
      />
    </main>
  );
}
