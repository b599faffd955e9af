import { useTranslation } from 'react-i18next';
import { useInsideMain } from '../ui/main-landmark';
import { Spinner } from '../ui/Spinner';
import './RoutePending.css';

/**
 * Shown where a page goes while its code loads (pages are split out of the start-up bundle). It
 * stands for the page, so it has what a page has: a heading, and the main landmark when it is not
 * already inside the shell's.
 */
export function RoutePending() {
  const { t } = useTranslation();
  const Landmark = useInsideMain() ? 'div' : 'main';
  return (
    <Landmark className="route-pending" aria-busy="true">
      <Spinner size="lg" className="route-pending__spinner" />
      <div role="status" aria-live="polite">
        <h1 className="route-pending__label">{t('routeLoading.label')}</h1>
      </div>
    </Landmark>
  );
}
