import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MonitorKeyword } from '../../../src-shared/domain/monitor';
import { FilterTabs, filterTabClass } from '../../ui/FilterTabs';

export interface KeywordFilterProps {
  tracked: MonitorKeyword[];
  /** The keyword shown alone; undefined for all of them. */
  current: MonitorKeyword | undefined;
}

/** Every tracked keyword together, or one of them. */
export function KeywordFilter({ tracked, current }: KeywordFilterProps) {
  const { t } = useTranslation();
  return (
    <FilterTabs label={t('monitor.filter.label')}>
      {[undefined, ...tracked].map((keyword) => {
        const selected = keyword?.id === current?.id;
        return (
          <li key={keyword?.id ?? 'all'}>
            <Link
              to="/monitor"
              search={keyword ? { keyword: keyword.keyword } : {}}
              className={filterTabClass(selected)}
              aria-current={selected ? 'page' : undefined}
            >
              {keyword ? keyword.keyword : t('monitor.filter.all')}
            </Link>
          </li>
        );
      })}
    </FilterTabs>
  );
}
