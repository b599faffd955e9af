import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { revisionsLeft } from '../../../src-shared/domain/item-machine';
import { call } from '../../bridge/client';
import { LoadMore } from '../../data/LoadMore';
import { RemoteView } from '../../data/RemoteView';
import { usePagedList } from '../../data/use-paged-list';
import { formatDate } from '../../i18n/format';
import { buttonClassName } from '../../ui/button-class-name';
import { creatorName } from '../../ui/creator-name';
import { EmptyState } from '../../ui/EmptyState';
import { CheckIcon } from '../../ui/icons';
import { ListCard } from '../../ui/ListCard';
import { ListCardItem } from '../../ui/ListCardItem';
import { NetworkMark } from '../networks-panel';
import { DraftThumb } from './DraftThumb';
import { itemLabel } from './item-text';
import './ReviewQueue.css';

/** The brand's drafts waiting for review across its collaborations, the one waiting longest first. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const list = usePagedList('review-queue', (page) =>
    call('listReviewQueue', page > 1 ? { page } : {}),
  );
  return (
    <RemoteView
      state={list.state}
      loadingLabel={t('collaborations.queue.loading')}
      failedTitle={t('collaborations.queue.failed')}
      onRetry={list.reload}
    >
      {() =>
        list.items.length === 0 ? (
          <EmptyState
            icon={<CheckIcon />}
            title={t('collaborations.queue.empty')}
            description={t('collaborations.queue.emptyHint')}
          />
        ) : (
          <>
            <ListCard aria-label={t('collaborations.queue.label')}>
              {list.items.map((entry) => {
                const left = revisionsLeft({
                  revisions_used: entry.item.revisions_used,
                  revision_rounds: entry.collaboration.revision_rounds,
                });
                const label = itemLabel(entry.item, t);
                return (
                  <ListCardItem
                    key={entry.item.id}
                    className="review-queue__item"
                    title={
                      <span className="review-queue__title">
                        <NetworkMark network={entry.item.network} />
                        <span className="ui-list-card__title">{label}</span>
                      </span>
                    }
                    details={
                      <>
                        <p className="ui-list-card__note">
                          {creatorName(entry.collaboration.creator)} ·{' '}
                          {entry.collaboration.brand.name} ·{' '}
                          {t('collaborations.queue.version', { version: entry.version.version })}
                        </p>
                        <p className="ui-list-card__note">
                          {t('collaborations.queue.waiting', {
                            date: formatDate(entry.waiting_since),
                          })}{' '}
                          ·{' '}
                          {left > 0
                            ? t('collaborations.queue.roundsLeft', { count: left })
                            : t('collaborations.queue.noRoundsLeft')}
                        </p>
                      </>
                    }
                    side={
                      <Link
                        to="/collaborations/$id"
                        params={{ id: entry.collaboration.id }}
                        search={{ item: entry.item.id }}
                        className={buttonClassName({ size: 'sm' })}
                        aria-label={`${t('collaborations.queue.review')}: ${label}`}
                      >
                        {t('collaborations.queue.review')}
                      </Link>
                    }
                  >
                    <DraftThumb media={entry.version.media[0] ?? null} />
                  </ListCardItem>
                );
              })}
            </ListCard>
            <LoadMore list={list} />
          </>
        )
      }
    </RemoteView>
  );
}
