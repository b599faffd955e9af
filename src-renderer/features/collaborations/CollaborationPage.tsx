import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { PageWaiting } from '../../data/PageWaiting';
import { useRemoteData } from '../../data/use-remote-data';
import { currentUserAtom } from '../../session/session-atoms';
import { isRecordId, isRecordMissing, RecordNotFound } from '../casting-calls';
import { CollaborationView } from './CollaborationView';

const routeApi = getRouteApi('/member/shell/collaborations/$id');

function CollaborationNotFound() {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      title={t('collaborations.view.notFound.title')}
      description={t('collaborations.view.notFound.description')}
      listPath="/collaborations"
      backLabel={t('collaborations.view.notFound.back')}
    />
  );
}

/**
 * Route collaborations/$id, for the brand and the creator of the deal. An id that cannot name a
 * collaboration is not sent; one the server does not give this account is "not found".
 */
export function CollaborationPage() {
  const { id } = routeApi.useParams();
  return isRecordId(id) ? <Collaboration key={id} id={id} /> : <CollaborationNotFound />;
}

function Collaboration({ id }: { id: string }) {
  const { t } = useTranslation();
  const { item } = routeApi.useSearch();
  const role = useAtomValue(currentUserAtom)?.role;
  const { state, reload, replace } = useRemoteData(`collaboration:${id}`, () =>
    call('getCollaboration', { id }),
  );
  if (!role) return null;
  if (state.status === 'failed' && isRecordMissing(state.error)) return <CollaborationNotFound />;
  if (state.status !== 'ready') {
    return (
      <PageWaiting
        title={t('collaborations.view.eyebrow')}
        state={state}
        loadingLabel={t('collaborations.view.loading')}
        failedTitle={t('collaborations.view.failed')}
        onRetry={reload}
      />
    );
  }
  return (
    <CollaborationView
      collaboration={state.data}
      role={role}
      selectedItemId={item ?? null}
      onChanged={replace}
      onReload={reload}
    />
  );
}
