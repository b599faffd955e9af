import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { call } from '../../bridge/client';
import { formatInteger } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/error-message';
import { currentUserAtom } from '../../session/session-atoms';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { BookmarkIcon, SearchIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import {
  CreatorResults,
  CreatorTable,
  usePagedCreators,
  useResultsOnScreen,
  useCreatorViewMode,
  ViewModeToggle,
} from '../finder';
import { creatorName } from '../../ui/creator-name';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { RemoveFromShortlistButton } from './RemoveFromShortlistButton';
import './ShortlistPage.css';
import { SectionDataAge } from '../../connectivity/SectionOfflineNote';

/**
 * Route shortlist: the creators a brand saved, in the finder's cards or its compact table (the
 * same choice as the finder), each with "Quitar".
 */
export function ShortlistPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shortlist.documentTitle'));
  const userId = useAtomValue(currentUserAtom)?.id ?? '';
  const [mode, setMode] = useCreatorViewMode();
  const key = `shortlist:${userId}`;
  const list = usePagedCreators(key, (page) => call('listShortlist', page > 1 ? { page } : {}));
  const { state } = list;
  // "Deshacer" reads the list again: what is on screen stays until the new answer.
  const shown = useResultsOnScreen(state, key);
  const offline = useAtomValue(isOfflineAtom);
  // The list lives on the server: when it answers again, a list that could not be read is read.
  const readAgainIfFailed = useEffectEvent(() => {
    if (state.status === 'failed') list.retry();
  });
  useEffect(() => {
    if (!offline) readAgainIfFailed();
  }, [offline]);

  const removeButton = (creator: CreatorCard) => (
    <RemoveFromShortlistButton
      creatorId={creator.id}
      creatorName={creatorName(creator)}
      onRemoved={list.removeCreator}
      onRestored={list.retry}
    />
  );

  return (
    <>
      <PageHeader
        title={t('shortlist.title')}
        description={t('shortlist.description')}
        actions={
          <Link to="/home_search" className={buttonClassName({ variant: 'secondary' })}>
            <span className="ui-button__icon" aria-hidden="true">
              <SearchIcon />
            </span>
            {t('shortlist.find')}
          </Link>
        }
      />
      <div className="shortlist-page">
        <div className="shortlist-page__toolbar">
          <p className="shortlist-page__count" role="status">
            {shown.status === 'ready' &&
              t('shortlist.count', { count: shown.count, formatted: formatInteger(shown.count) })}
          </p>
          <ViewModeToggle mode={mode} onChange={setMode} />
        </div>
        {shown.status === 'ready' && shown.savedAt !== null && (
          <SectionDataAge savedAt={shown.savedAt} />
        )}
        {shown.status === 'loading' && (
          <div className="shortlist-page__loading">
            <Spinner label={t('shortlist.loading')} />
          </div>
        )}
        {shown.status === 'failed' && (
          <ShortlistFailed error={shown.error} offline={offline} onRetry={list.retry} />
        )}
        {shown.status === 'ready' &&
          (shown.creators.length === 0 && !shown.hasMore ? (
            <EmptyState
              icon={<BookmarkIcon />}
              title={t('shortlist.emptyTitle')}
              description={<p>{t('shortlist.emptyHint')}</p>}
              action={
                <Link to="/home_search" className={buttonClassName()}>
                  {t('shortlist.find')}
                </Link>
              }
            />
          ) : mode === 'list' ? (
            <CreatorTable
              creators={shown.creators}
              count={shown.count}
              hasMore={shown.hasMore}
              loadingMore={shown.loadingMore}
              moreError={shown.moreError}
              onLoadMore={list.loadMore}
              onRetryMore={list.retryMore}
              label={t('shortlist.listLabel')}
              regionLabel={t('shortlist.region')}
              action={removeButton}
              busy={shown.stale}
            />
          ) : (
            <CreatorResults
              creators={shown.creators}
              count={shown.count}
              hasMore={shown.hasMore}
              loadingMore={shown.loadingMore}
              moreError={shown.moreError}
              onLoadMore={list.loadMore}
              onRetryMore={list.retryMore}
              label={t('shortlist.listLabel')}
              action={removeButton}
              busy={shown.stale}
            />
          ))}
      </div>
    </>
  );
}

/** Offline, the list simply waits for the server; any other failure says why. */
function ShortlistFailed({
  error,
  offline,
  onRetry,
}: {
  error: unknown;
  offline: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  return (
    <Alert
      tone={offline ? 'warning' : 'danger'}
      title={offline ? t('shortlist.offlineTitle') : t('shortlist.loadFailed')}
    >
      <p>{offline ? t('shortlist.offline') : describe(error)}</p>
      <Button variant="secondary" size="sm" className="shortlist-page__retry" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
