import { useTranslation } from 'react-i18next';
import type { MonitorKeyword } from '../../../src-shared/domain/monitor';
import { call } from '../../bridge/client';
import { EmptyState } from '../../ui/EmptyState';
import { HashIcon } from '../../ui/icons';
import { LoadMore } from '../../data/LoadMore';
import { RemoteView } from '../../data/RemoteView';
import { usePagedList } from '../../data/use-paged-list';
import { KeywordFilter } from './KeywordFilter';
import { MonitorPostCard } from './MonitorPostCard';

export interface MonitorResultsProps {
  tracked: MonitorKeyword[];
  /** One keyword alone; undefined for every tracked one (or the default one with none). */
  filter: MonitorKeyword | undefined;
}

/** The posts that mention what the brand tracks, newest first, 20 at a time. */
export function MonitorResults({ tracked, filter }: MonitorResultsProps) {
  const { t } = useTranslation();
  // Adding or removing a keyword changes what "all" means: the list starts over.
  const trackedKey = tracked.map((keyword) => keyword.id).join(',');
  const list = usePagedList(`monitor:${filter?.id ?? 'all'}:${trackedKey}`, (page) =>
    call('getMonitorPosts', {
      ...(filter ? { keyword: filter.keyword } : {}),
      ...(page > 1 ? { page } : {}),
    }),
  );

  return (
    <section aria-labelledby="monitor-results-title" className="monitor-results">
      <h2 id="monitor-results-title" className="monitor-results__title">
        {t('monitor.results.title')}
      </h2>
      {tracked.length > 1 && <KeywordFilter tracked={tracked} current={filter} />}
      <RemoteView
        state={list.state}
        loadingLabel={t('monitor.results.loading')}
        failedTitle={t('monitor.results.failed')}
        onRetry={list.reload}
      >
        {() =>
          list.items.length > 0 ? (
            <>
              <ul className="monitor-results__list" aria-label={t('monitor.results.listLabel')}>
                {list.items.map((post) => (
                  <li key={`${post.network}:${post.id}`}>
                    <MonitorPostCard post={post} />
                  </li>
                ))}
              </ul>
              <LoadMore list={list} />
            </>
          ) : (
            <EmptyState
              headingLevel={3}
              icon={<HashIcon />}
              title={
                filter
                  ? t('monitor.results.emptyKeyword', { keyword: filter.keyword })
                  : t('monitor.results.empty')
              }
              description={<p>{t('monitor.results.emptyHint')}</p>}
            />
          )
        }
      </RemoteView>
    </section>
  );
}
