import { useTranslation } from 'react-i18next';
import type { CollaborationSummary } from '../../../src-shared/domain/collaboration';
import type { Role } from '../../../src-shared/domain/user';
import { LoadMore } from '../../data/LoadMore';
import { RemoteView } from '../../data/RemoteView';
import type { PagedList } from '../../data/use-paged-list';
import { EmptyState } from '../../ui/EmptyState';
import { BriefcaseIcon } from '../../ui/icons';
import { CollaborationList } from './CollaborationList';

export interface CollaborationResultsProps {
  list: PagedList<CollaborationSummary>;
  role: Role;
  label: string;
  emptyTitle: string;
}

/** A paged collaboration list with its loading, failure and empty states. */
export function CollaborationResults({ list, role, label, emptyTitle }: CollaborationResultsProps) {
  const { t } = useTranslation();
  return (
    <RemoteView
      state={list.state}
      loadingLabel={t('collaborations.list.loading')}
      failedTitle={t('collaborations.list.failed')}
      onRetry={list.reload}
    >
      {() =>
        list.items.length === 0 ? (
          <EmptyState
            icon={<BriefcaseIcon />}
            title={emptyTitle}
            description={
              role === 'brand'
                ? t('collaborations.list.emptyBrandHint')
                : t('collaborations.list.emptyCreatorHint')
            }
          />
        ) : (
          <>
            <CollaborationList collaborations={list.items} role={role} label={label} />
            <LoadMore list={list} />
          </>
        )
      }
    </RemoteView>
  );
}
