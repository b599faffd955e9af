import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner';
import './RoutePending.css';

/** Shown where a page goes while its code loads (pages are split out of the start-up bundle). */
export function RoutePending() {
  const { t } = useTranslation();
  return (
    <div className="route-pending" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="lg" className="route-pending__spinner" />
      <p className="route-pending__label">{t('routeLoading.label')}</p>
    </div>
  );
}
