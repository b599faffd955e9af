import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { EmptyState } from '../../ui/EmptyState';
import { DocumentIcon } from '../../ui/icons';
import { RemoteView } from '../marketplace/RemoteView';
import { LoadMore } from '../marketplace/LoadMore';
import { usePagedList } from '../marketplace/use-paged-list';
import { ProposalList } from '../proposals/ProposalList';

/** my_work/proposals: every proposal the creator received, whatever its status. */
export function MyProposalsSection() {
  const { t } = useTranslation();
  const role = useAtomValue(currentUserAtom)?.role;
  const list = usePagedList('my-proposals', (page) =>
    call('listProposals', page > 1 ? { page } : {}),
  );
  if (!role) return null;
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
            title={t('proposals.list.empty')}
            description={
              role === 'brand'
                ? t('proposals.list.emptyBrandHint')
                : t('proposals.list.emptyCreatorHint')
            }
          />
        ) : (
          <>
            <ProposalList proposals={list.items} role={role} label={t('proposals.myWork.label')} />
            <LoadMore list={list} />
          </>
        )
      }
    </RemoteView>
  );
}
