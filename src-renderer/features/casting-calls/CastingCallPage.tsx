import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { PageWaiting } from '../../data/PageWaiting';
import { useRemoteData } from '../../data/use-remote-data';
import { CreatorCastingCallView } from './CreatorCastingCallView';
import { OwnerCastingCallView } from './OwnerCastingCallView';
import { isRecordId, isRecordMissing } from './record-missing';
import { RecordNotFound } from './RecordNotFound';

const routeApi = getRouteApi('/member/shell/view_casting_call/$id');

function CastingCallNotFound() {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      title={t('castingCalls.detail.notFound.title')}
      description={t('castingCalls.detail.notFound.description')}
      listPath="/casting-calls"
      backLabel={t('castingCalls.detail.notFound.back')}
    />
  );
}

/**
 * Route view_casting_call/$id. Brands only ever read their own calls, so a brand here is the
 * owner; a creator reads an open call (or one they applied to). An id that cannot name a call
 * is not sent; one the server does not give this account is "not found" with a way back.
 */
export function CastingCallPage() {
  const { id } = routeApi.useParams();
  return isRecordId(id) ? <CastingCall key={id} id={id} /> : <CastingCallNotFound />;
}

function CastingCall({ id }: { id: string }) {
  const { t } = useTranslation();
  const role = useAtomValue(currentUserAtom)?.role;
  const { state, reload, replace } = useRemoteData(`casting-call:${id}`, () =>
    call('getCastingCall', { id }),
  );
  if (!role) return null;

  if (state.status === 'failed' && isRecordMissing(state.error)) return <CastingCallNotFound />;
  if (state.status !== 'ready') {
    return (
      <PageWaiting
        title={t('castingCalls.title')}
        state={state}
        loadingLabel={t('castingCalls.detail.loading')}
        failedTitle={t('castingCalls.detail.failed')}
        onRetry={reload}
      />
    );
  }
  const View = role === 'brand' ? OwnerCastingCallView : CreatorCastingCallView;
  return <View key={state.data.id} call={state.data} onChanged={replace} onReload={reload} />;
}
