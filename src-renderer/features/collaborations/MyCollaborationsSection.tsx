import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { usePagedList } from '../../data/use-paged-list';
import { currentUserAtom } from '../../session/session-atoms';
import { CollaborationResults } from './CollaborationResults';

/** my_work/collaborations: every collaboration of the creator, the most recently moved first. */
export function MyCollaborationsSection() {
  const { t } = useTranslation();
  const role = useAtomValue(currentUserAtom)?.role;
  const list = usePagedList('my-collaborations', (page) =>
    call('listCollaborations', page > 1 ? { page } : {}),
  );
  if (!role) return null;
  return (
    <CollaborationResults
      list={list}
      role={role}
      label={t('collaborations.myWork.label')}
      emptyTitle={t('collaborations.list.empty')}
    />
  );
}
