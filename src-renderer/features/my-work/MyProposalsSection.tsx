import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { usePagedList } from '../../data/use-paged-list';
import { ProposalResults } from '../proposals';

/** my_work/proposals: every proposal the creator received, whatever its status. */
export function MyProposalsSection() {
  const { t } = useTranslation();
  const role = useAtomValue(currentUserAtom)?.role;
  const list = usePagedList('my-proposals', (page) =>
    call('listProposals', page > 1 ? { page } : {}),
  );
  if (!role) return null;
  return (
    <ProposalResults
      list={list}
      role={role}
      label={t('proposals.myWork.label')}
      emptyTitle={t('proposals.list.empty')}
    />
  );
}
