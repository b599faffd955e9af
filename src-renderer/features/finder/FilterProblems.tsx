import { useTranslation } from 'react-i18next';
import { formErrorText } from '../../i18n/form-error-text';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import type { FilterField, FinderQueryResult } from './finder-filters';
import './FilterProblems.css';

/** The bar's own fields show their message where they are; the panel's are behind a button. */
const BAR_FIELDS: readonly FilterField[] = ['username', 'network'];

export interface FilterProblemsProps {
  problems: FinderQueryResult['problems'];
  onOpenFilters: () => void;
}

/**
 * In place of the results while a filter cannot be searched for: which one and why, and the
 * way to it. The search waits instead of running without the filter the brand typed.
 */
export function FilterProblems({ problems, onOpenFilters }: FilterProblemsProps) {
  const { t } = useTranslation();
  const entries = Object.entries(problems) as [FilterField, string][];
  const inPanel = entries.some(([field]) => !BAR_FIELDS.includes(field));
  return (
    <Alert tone="warning" title={t('finder.invalid.title')} className="filter-problems">
      <ul className="filter-problems__list">
        {entries.map(([field, message]) => (
          <li key={field}>
            <strong>{t(`finder.invalid.fields.${field}`)}:</strong> {formErrorText({ message }, t)}
          </li>
        ))}
      </ul>
      {inPanel && (
        <Button variant="secondary" size="sm" onClick={onOpenFilters}>
          {t('finder.invalid.fix')}
        </Button>
      )}
    </Alert>
  );
}
