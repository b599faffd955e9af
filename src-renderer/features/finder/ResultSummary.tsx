import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../i18n/format';
import { TagList, tagClassName } from '../../ui/TagList';
import { summarizeFilters } from './filter-summary';

export interface ResultSummaryProps {
  searching: boolean;
  /** How many creators match; null until a search has answered. */
  count: number | null;
  /** One label per active filter. */
  labels: readonly string[];
  onShowFilters: () => void;
}

/** "1,234 creadores · Instagram · Microinfluencer +3": the count, two filters, then how many more. */
export function ResultSummary({ searching, count, labels, onShowFilters }: ResultSummaryProps) {
  const { t } = useTranslation();
  const { shown, hidden } = summarizeFilters(labels);
  return (
    <div className="finder-summary">
      <p className="finder-summary__count" role="status">
        {searching
          ? t('finder.searching')
          : count !== null && t('finder.resultCount', { count, formatted: formatInteger(count) })}
      </p>
      {shown.length > 0 && (
        <TagList aria-label={t('finder.summary.label')}>
          {shown.map((label) => (
            <li key={label} className={`${tagClassName('accent')} finder-summary__chip`}>
              {label}
            </li>
          ))}
          {hidden.length > 0 && (
            <li>
              <button
                type="button"
                className={`${tagClassName('accent')} finder-summary__more`}
                title={hidden.join(', ')}
                aria-label={t('finder.summary.more', {
                  count: hidden.length,
                  filters: hidden.join(', '),
                })}
                onClick={onShowFilters}
              >
                +{hidden.length}
              </button>
            </li>
          )}
        </TagList>
      )}
    </div>
  );
}
