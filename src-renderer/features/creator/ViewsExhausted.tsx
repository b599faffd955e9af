import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { AlertCircleIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BuyCreditsLink } from '../billing';
import './ViewsExhausted.css';

/**
 * In place of the profile when no views or credits are left: what happened, when it resets,
 * credits that open more creators now, a way back.
 */
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
          <p>{t('creator.viewsExhausted.credits')}</p>
        </>
      }
      action={
        <div className="views-exhausted__actions">
          <BuyCreditsLink label={t('creator.viewsExhausted.buyCredits')} size="md" />
          <Link to="/home_search" className={buttonClassName()}>
            {t('creator.viewsExhausted.back')}
          </Link>
        </div>
      }
    />
  );
}
