import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useRemoteData } from '../../data/use-remote-data';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { isOfflineFailure } from '../../connectivity/offline-failure';
import { SectionDataAge, SectionNoSavedData } from '../../connectivity/SectionOfflineNote';
import { useReloadOnReconnect } from '../../connectivity/use-reload-on-reconnect';
import { creatorName } from '../../ui/creator-name';
import { ShortlistButton, ShortlistLink, useShortlistCount } from '../shortlist';
import { CreatorResults } from './CreatorResults';
import { CreatorTable } from './CreatorTable';
import { filterLabels } from './filter-summary';
import { FilterPanel } from './FilterPanel';
import { FilterProblems } from './FilterProblems';
import { useFinderFilters, useFinderSort } from './finder-atoms';
import {
  EMPTY_FILTERS,
  hasFilters,
  isSearchable,
  panelFilterCount,
  toFinderQuery,
} from './finder-filters';
import { FinderEmpty } from './FinderEmpty';
import { FinderSearchBar } from './FinderSearchBar';
import { ResultsSkeleton } from './ResultsSkeleton';
import { ResultSummary } from './ResultSummary';
import { useCreatorSearch } from './use-creator-search';
import { useDebouncedValue } from './use-debounced-value';
import { useResultsOnScreen } from './use-results-on-screen';
import { useCreatorViewMode } from './view-mode';
import { ViewModeToggle } from './ViewModeToggle';
import './CreatorFinder.css';

const loadSettings = () => call('getSettings');

/**
 * The brand's creator search: box, network, filter panel, summary, the view (cards or the
 * compact table, sortable) and the paged results, each with its shortlist button.
 */
export function CreatorFinder() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [filters, setFilters] = useFinderFilters();
  const [sort, setSort] = useFinderSort();
  const [mode, setMode] = useCreatorViewMode();
  const [panelOpen, setPanelOpen] = useState(false);
  const settled = useDebouncedValue(filters.username);
  // Typing waits for a pause; emptying the box searches at once.
  const username = filters.username.trim() === '' ? '' : settled;
  const { query, problems } = toFinderQuery({ ...filters, username });
  const searchable = isSearchable(problems);
  const searchQuery = sort ? { ...query, sort } : query;
  const search = useCreatorSearch(searchQuery, searchable);
  const { state, loadMore, retryMore, retry, updateCreator } = search;
  const shown = useResultsOnScreen(state, JSON.stringify(searchQuery));
  const shortlist = useShortlistCount();
  const settings = useRemoteData('settings', loadSettings);
  const embedded = settings.state.status === 'ready' && settings.state.data.apiMode === 'embedded';
  const offline = useAtomValue(isOfflineAtom);
  const failedForWantOfServer = shown.status === 'failed' && isOfflineFailure(shown.error);
  // Results from the copy, or none for want of the server: read live once it answers again.
  const fromCopy = shown.status === 'ready' && shown.savedAt !== null;
  useReloadOnReconnect(failedForWantOfServer || fromCopy, retry);

  const saveButton = (creator: CreatorCard) => (
    <ShortlistButton
      creatorId={creator.id}
      creatorName={creatorName(creator)}
      shortlisted={creator.shortlisted}
      onChange={(shortlisted) => {
        updateCreator(creator.id, { shortlisted });
        shortlist.adjust(shortlisted ? 1 : -1);
      }}
    />
  );

  const results = () => {
    if (!searchable) {
      return <FilterProblems problems={problems} onOpenFilters={() => setPanelOpen(true)} />;
    }
    if (shown.status === 'loading') return <ResultsSkeleton />;
    // The one banner says why; this search was not saved on this desktop.
    if (offline && failedForWantOfServer) return <SectionNoSavedData />;
    if (shown.status === 'failed') {
      return (
        <Alert tone="danger" title={t('finder.failed')}>
          <p>{describe(shown.error)}</p>
          <Button variant="secondary" size="sm" className="creator-finder__retry" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      );
    }
    if (shown.creators.length === 0 && !shown.hasMore) {
      return (
        <FinderEmpty
          filtered={hasFilters(query)}
          embedded={embedded}
          onClearFilters={() => setFilters(EMPTY_FILTERS)}
          onSeeded={retry}
        />
      );
    }
    const list = {
      creators: shown.creators,
      count: shown.count,
      hasMore: shown.hasMore,
      loadingMore: shown.loadingMore,
      moreError: shown.moreError,
      onLoadMore: loadMore,
      onRetryMore: retryMore,
      label: t('finder.resultsLabel'),
      action: saveButton,
      scrollKey: shown.key,
      busy: shown.stale,
    };
    return mode === 'list' ? (
      <CreatorTable
        {...list}
        regionLabel={t('finder.table.region')}
        sort={sort}
        onSort={setSort}
        network={query.network}
      />
    ) : (
      <CreatorResults {...list} />
    );
  };

  return (
    <section className="creator-finder" aria-label={t('finder.label')}>
      <FinderSearchBar
        filters={filters}
        onChange={setFilters}
        usernameProblem={problems.username}
        panelCount={panelFilterCount(query)}
        onOpenFilters={() => setPanelOpen(true)}
      />
      <div className="creator-finder__toolbar">
        <ResultSummary
          searching={searchable && state.status === 'loading'}
          count={searchable && state.status === 'ready' ? state.count : null}
          labels={filterLabels(query, t)}
          onShowFilters={() => setPanelOpen(true)}
        />
        <div className="creator-finder__view">
          <ViewModeToggle mode={mode} onChange={setMode} />
          <ShortlistLink count={shortlist.count} />
        </div>
      </div>
      {searchable && shown.status === 'ready' && shown.savedAt !== null && (
        <SectionDataAge savedAt={shown.savedAt} />
      )}
      {results()}
      <FilterPanel
        open={panelOpen}
        onOpenChange={setPanelOpen}
        filters={filters}
        onApply={setFilters}
      />
    </section>
  );
}
