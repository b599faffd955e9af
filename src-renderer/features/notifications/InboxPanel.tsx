import { Link } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeReason, noticeSentence } from '../../../src-shared/collaborations/notice-text';
import type { AppNotification, NotificationPage } from '../../../src-shared/domain/collaboration';
import { offlineSavedAt } from '../../../src-shared/domain/offline-copy';
import { call } from '../../bridge/client';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';
import { formatDataAge, formatSavedAt } from '../../connectivity/data-age';
import { isOfflineFailure } from '../../connectivity/offline-failure';
import { ServerButton } from '../../connectivity/ServerButton';
import { SectionDataAge, SectionNoSavedData } from '../../connectivity/SectionOfflineNote';
import { useNow } from '../../connectivity/use-now';
import { useReloadOnReconnect } from '../../connectivity/use-reload-on-reconnect';
import { usePagedList } from '../../data/use-paged-list';
import { formatInteger } from '../../i18n/format';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { BellIcon, CheckIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast';
import { NetworkMark } from '../networks-panel';
import { inboxUnreadAtom } from './inbox-atoms';
import { useNoticeTranslate } from './notice-i18n';
import './InboxPanel.css';

/** What this panel marked read, over what the inbox answered. */
type ReadHere = { all: true } | { ids: ReadonlySet<string> };

const isUnread = (notice: AppNotification, readHere: ReadHere) =>
  notice.read_at === null && !('all' in readHere) && !readHere.ids.has(notice.id);

/**
 * The inbox's notices, newest first (read on every open): one Spanish sentence each with how long
 * ago, unread ones marked, each a link to its item that also marks it read, and "Marcar todo
 * como leído". Offline it shows the kept copy with its age.
 */
export function InboxPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const noticeT = useNoticeTranslate();
  const store = useStore();
  const offline = useAtomValue(isOfflineAtom);
  const now = useNow();
  const list = usePagedList<AppNotification>(`inbox:${accountId}`, (page) =>
    call('listNotifications', page > 1 ? { page } : {}),
  );
  const { state } = list;
  const failedForWantOfServer = state.status === 'failed' && isOfflineFailure(state.error);
  useReloadOnReconnect(failedForWantOfServer, list.reload);
  const [readHere, setReadHere] = useState<ReadHere>({ ids: new Set() });
  const [markingAll, setMarkingAll] = useState(false);
  const known = useAtomValue(inboxUnreadAtom);

  // A live read is the latest count there is: the badge follows it (a kept copy's is older).
  useEffect(() => {
    if (state.status !== 'ready' || offlineSavedAt(state.data) !== null) return;
    store.set(inboxUnreadAtom, { accountId, unread: (state.data as NotificationPage).unread });
  }, [state, store, accountId]);

  const unread =
    known?.accountId === accountId
      ? known.unread
      : list.items.filter((notice) => isUnread(notice, readHere)).length;

  const lowerCount = (by: number) =>
    store.set(inboxUnreadAtom, (current) =>
      current?.accountId === accountId
        ? { accountId, unread: Math.max(0, current.unread - by) }
        : current,
    );

  const markRead = (notice: AppNotification) => {
    if (!isUnread(notice, readHere)) return;
    setReadHere((current) =>
      'all' in current ? current : { ids: new Set([...current.ids, notice.id]) },
    );
    // The panel closes as the link opens the item: the count is the store's, not this panel's.
    call('markNotificationsRead', { ids: [notice.id] }).then(
      () => lowerCount(1),
      () => {},
    );
  };

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await call('markNotificationsRead', { all: true });
      setReadHere({ all: true });
      store.set(inboxUnreadAtom, { accountId, unread: 0 });
    } catch (error) {
      toast.error({ title: t('notifications.markAllFailed'), description: describe(error) });
    } finally {
      setMarkingAll(false);
    }
  };

  if (state.status === 'loading') {
    return (
      <div className="inbox__waiting">
        <Spinner label={t('notifications.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    if (offline && failedForWantOfServer) {
      return (
        <div className="inbox-panel__note">
          <SectionNoSavedData />
        </div>
      );
    }
    return (
      <div className="inbox-panel__note">
        <Alert tone="danger" title={t('notifications.loadFailed')}>
          <p>{describe(state.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="inbox-panel__retry"
            onClick={list.reload}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <div className="inbox-panel__empty">
        <span className="inbox-panel__empty-icon" aria-hidden="true">
          <BellIcon />
        </span>
        <p className="inbox-panel__empty-title">{t('notifications.empty.title')}</p>
        <p className="inbox-panel__empty-text">{t('notifications.empty.description')}</p>
      </div>
    );
  }

  return (
    <div className="inbox-panel">
      <div className="inbox-panel__toolbar">
        <p className="inbox-panel__count" role="status">
          {unread > 0
            ? t('notifications.unreadCount', { count: unread, formatted: formatInteger(unread) })
            : t('notifications.allRead')}
        </p>
        {unread > 0 && (
          <ServerButton
            variant="ghost"
            size="sm"
            icon={<CheckIcon />}
            loading={markingAll}
            onClick={() => void markAllRead()}
          >
            {t('notifications.markAllRead')}
          </ServerButton>
        )}
      </div>
      <div className="inbox-panel__age">
        <SectionDataAge savedAt={offlineSavedAt(state.data)} />
      </div>
      <ul className="inbox-panel__list" aria-label={t('notifications.listLabel')}>
        {list.items.map((notice) => {
          const fresh = isUnread(notice, readHere);
          const reason = noticeReason(notice, noticeT);
          return (
            <li key={notice.id}>
              <Link
                to="/collaborations/$id"
                params={{ id: notice.collaboration_id }}
                search={notice.item_id ? { item: notice.item_id } : {}}
                className={fresh ? 'inbox-line inbox-line--unread' : 'inbox-line'}
                onClick={() => markRead(notice)}
              >
                <span className="inbox-line__mark">
                  {notice.network ? (
                    <NetworkMark network={notice.network} />
                  ) : (
                    <span className="inbox-line__icon" aria-hidden="true">
                      <BellIcon />
                    </span>
                  )}
                </span>
                <span className="inbox-line__text">
                  <span className="inbox-line__sentence">{noticeSentence(notice, noticeT)}</span>
                  {reason && (
                    <>
                      {' '}
                      <span className="inbox-line__reason">{reason}</span>
                    </>
                  )}{' '}
                  <span className="inbox-line__meta">
                    <time dateTime={notice.created_at} title={formatSavedAt(notice.created_at)}>
                      {formatDataAge(notice.created_at, now, 'short') ?? t('notifications.justNow')}
                    </time>
                    {fresh && (
                      <span className="visually-hidden">, {t('notifications.unread')}</span>
                    )}
                  </span>
                </span>
                {fresh && <span className="inbox-line__dot" aria-hidden="true" />}
              </Link>
            </li>
          );
        })}
      </ul>
      {list.hasMore && (
        <div className="inbox-panel__more">
          {list.moreError !== null && <Alert tone="danger">{describe(list.moreError)}</Alert>}
          <Button variant="secondary" size="sm" loading={list.loadingMore} onClick={list.loadMore}>
            {t('notifications.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
