import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { PageWaiting } from '../marketplace/PageWaiting';
import { useRemoteData } from '../marketplace/use-remote-data';
import { ProposalView } from './ProposalView';

const routeApi = getRouteApi('/member/shell/view_proposal/$id');

/** Route view_proposal/$id, for the brand that sent it and the creator it was sent to. */
export function ProposalPage() {
  const { t } = useTranslation();
  const { id } = routeApi.useParams();
  const role = useAtomValue(currentUserAtom)?.role;
  const { state, reload, replace } = useRemoteData(`proposal:${id}`, () =>
    call('getProposal', { id }),
  );
  if (!role) return null;

  if (state.status !== 'ready') {
    return (
      <PageWaiting
        title={t('proposals.view.eyebrow')}
        state={state}
        loadingLabel={t('proposals.view.loading')}
        failedTitle={t('proposals.view.failed')}
        onRetry={reload}
      />
    );
  }
  return (
    <ProposalView
      key={state.data.id}
      proposal={state.data}
      role={role}
      onChanged={replace}
      onReload={reload}
    />
  );
}
