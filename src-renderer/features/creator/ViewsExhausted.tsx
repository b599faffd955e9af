import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useRemoteData } from '../../data/use-remote-data';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { AlertCircleIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BuyCreditsLink, ViewsOutOffer } from '../billing';
import './ViewsExhausted.css';

const loadViews = () => call('getProfileViews');

export interface ViewsExhaustedProps {
  /** The trial started: the profile is read again (the trial's views open it). */
  onTrialApplied: () => void;
}

/**
 * In place of the profile when no views or credits are left: what happened, then the trial where
 * the plan allows it or the day the views come back, credits that open more creators now, a way
 * back.
 */
export function ViewsExhausted({ onTrialApplied }: ViewsExhaustedProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('creator.viewsExhausted.title'));
  const views = useRemoteData('views-exhausted', loadViews);
  return (
    <EmptyState
      icon={<AlertCircleIcon />}
      headingLevel={1}
      title={t('creator.viewsExhausted.title')}
      description={
        <>
          <p>{t('errors.profile_views_exhausted')}</p>
          <p>{t('creator.viewsExhausted.hint')}</p>
          {views.state.status === 'ready' ? (
            <ViewsOutOffer
              resetsAt={views.state.data.resets_at}
              onTrialApplied={onTrialApplied}
              buyCreditsLabel={t('creator.viewsExhausted.buyCredits')}
            />
          ) : (
            <p>{t('creator.viewsExhausted.credits')}</p>
          )}
        </>
      }
      action={
        <div className="views-exhausted__actions">
          {views.state.status !== 'ready' && (
            <BuyCreditsLink label={t('creator.viewsExhausted.buyCredits')} size="md" />
          )}
          <Link to="/home_search" className={buttonClassName()}>
            {t('creator.viewsExhausted.back')}
          </Link>
        </div>
      }
    />
  );
}
