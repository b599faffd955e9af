import { useTranslation } from 'react-i18next';
import './ResultsSkeleton.css';

const PLACEHOLDER_CARDS = 4;

/** Grey cards shaped like results while a search runs; screen readers hear one status instead. */
export function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="results-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{t('finder.searching')}</span>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
        <div key={index} className="results-skeleton__card" aria-hidden="true">
          <span className="results-skeleton__avatar" />
          <span className="results-skeleton__lines">
            <span className="results-skeleton__line results-skeleton__line--wide" />
            <span className="results-skeleton__line" />
          </span>
          <span className="results-skeleton__lines">
            <span className="results-skeleton__line results-skeleton__line--wide" />
            <span className="results-skeleton__line results-skeleton__line--wide" />
          </span>
        </div>
      ))}
    </div>
  );
}
