import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useRemoteData } from '../marketplace/use-remote-data';
import { CreatorResults } from './CreatorResults';
import { filterLabels } from './filter-summary';
import { FilterPanel } from './FilterPanel';
import { useFinderFilters } from './finder-atoms';
import { EMPTY_FILTERS, hasFilters, panelFilterCount, toFinderQuery } from './finder-filters';
import { FinderEmpty } from './FinderEmpty';
import { FinderSearchBar } from './FinderSearchBar';
import { ResultsSkeleton } from './ResultsSkeleton';
import { ResultSummary } from './ResultSummary';
import { useCreatorSearch } from './use-creator-search';
import { useDebouncedValue } from './use-debounced-value';
import './CreatorFinder.css';

const loadSettings = () => call('getSettings');

/** The brand's creator search: box, network, filter panel, summary and the paged results. */
export function CreatorFinder() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [filters, setFilters] = useFinderFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const settled = useDebouncedValue(filters.username);
  // Typing waits for a pause; emptying the box searches at once.
  const username = filters.username.trim() === '' ? '' : settled;
  const { query, problems } = toFinderQuery({ ...filters, username });
  const { state, loadMore, retryMore, retry } = useCreatorSearch(query);
  const settings = useRemoteData('settings', loadSettings);
  const embedded = settings.state.status === 'ready' && settings.state.data.apiMode === 'embedded';

  return (
    <section className="creator-finder" aria-label={t('finder.label')}>
      <FinderSearchBar
        filters={filters}
        onChange={setFilters}
        usernameProblem={problems.username}
        panelCount={panelFilterCount(query)}
        onOpenFilters={() => setPanelOpen(true)}
      />
      <ResultSummary
        searching={state.status === 'loading'}
        count={state.status === 'ready' ? state.count : null}
        labels={filterLabels(query, t)}
        onShowFilters={() => setPanelOpen(true)}
      />
      {state.status === 'loading' && <ResultsSkeleton />}
      {state.status === 'failed' && (
        <Alert tone="danger" title={t('finder.failed')}>
          <p>{describe(state.error)}</p>
          <Button variant="secondary" size="sm" className="creator-finder__retry" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {state.status === 'ready' &&
        (state.creators.length === 0 ? (
          <FinderEmpty
            filtered={hasFilters(query)}
            embedded={embedded}
            onClearFilters={() => setFilters(EMPTY_FILTERS)}
            onSeeded={retry}
          />
        ) : (
          <CreatorResults
            creators={state.creators}
            count={state.count}
            hasMore={state.hasMore}
            loadingMore={state.loadingMore}
            moreError={state.moreError}
            onLoadMore={loadMore}
            onRetryMore={retryMore}
          />
        ))}
      <FilterPanel
        open={panelOpen}
        onOpenChange={setPanelOpen}
        filters={filters}
        onApply={setFilters}
      />
    </section>
  );
}
