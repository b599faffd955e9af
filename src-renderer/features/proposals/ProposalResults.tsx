import { useTranslation } from 'react-i18next';
import type { Proposal } from '../../../src-shared/domain/proposal';
import type { Role } from '../../../src-shared/domain/user';
import { EmptyState } from '../../ui/EmptyState';
import { DocumentIcon } from '../../ui/icons';
import { LoadMore } from '../../data/LoadMore';
import { RemoteView } from '../../data/RemoteView';
import type { PagedList } from '../../data/use-paged-list';
import { ProposalList } from './ProposalList';

export interface ProposalResultsProps {
  list: PagedList<Proposal>;
  role: Role;
  /** Already translated; names the list for screen readers. */
  label: string;
  /** Already translated; the empty state's title (the proposals page says when a filter is on). */
  emptyTitle: string;
}

/** A paged proposal list with its loading, failure and empty states: proposals page and my_work. */
export function ProposalResults({ list, role, label, emptyTitle }: ProposalResultsProps) {
  const { t } = useTranslation();
  return (
    <RemoteView
      state={list.state}
      loadingLabel={t('proposals.list.loading')}
      failedTitle={t('proposals.list.failed')}
      onRetry={list.reload}
    >
      {() =>
        list.items.length === 0 ? (
          <EmptyState
            icon={<DocumentIcon />}
            title={emptyTitle}
            description={
              role === 'brand'
                ? t('proposals.list.emptyBrandHint')
                : t('proposals.list.emptyCreatorHint')
            }
          />
        ) : (
          <>
            <ProposalList proposals={list.items} role={role} label={label} />
            <LoadMore list={list} />
          </>
        )
      }
    </RemoteView>
  );
}
