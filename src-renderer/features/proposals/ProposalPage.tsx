import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { isRecordId, isRecordMissing, RecordNotFound } from '../casting-calls';
import { PageWaiting } from '../../data/PageWaiting';
import { useRemoteData } from '../../data/use-remote-data';
import { ProposalView } from './ProposalView';

const routeApi = getRouteApi('/member/shell/view_proposal/$id');

function ProposalNotFound() {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      title={t('proposals.view.notFound.title')}
      description={t('proposals.view.notFound.description')}
      listPath="/proposals"
      backLabel={t('proposals.view.notFound.back')}
    />
  );
}

/**
 * Route view_proposal/$id, for the brand that sent it and the creator it was sent to. An id
 * that cannot name a proposal is not sent; one the server does not give this account is "not
 * found" with a way back.
 */
export function ProposalPage() {
  const { id } = routeApi.useParams();
  return isRecordId(id) ? <Proposal key={id} id={id} /> : <ProposalNotFound />;
}

function Proposal({ id }: { id: string }) {
  const { t } = useTranslation();
  const role = useAtomValue(currentUserAtom)?.role;
  const { state, reload, replace } = useRemoteData(`proposal:${id}`, () =>
    call('getProposal', { id }),
  );
  if (!role) return null;

  if (state.status === 'failed' && isRecordMissing(state.error)) return <ProposalNotFound />;
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
