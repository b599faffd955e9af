import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { PageWaiting } from '../marketplace/PageWaiting';
import { useRemoteData } from '../marketplace/use-remote-data';
import { CreatorCastingCallView } from './CreatorCastingCallView';
import { OwnerCastingCallView } from './OwnerCastingCallView';

const routeApi = getRouteApi('/member/shell/view_casting_call/$id');

/**
 * Route view_casting_call/$id. Brands only ever read their own calls, so a brand here is the
 * owner; a creator reads an open call (or one they applied to).
 */
export function CastingCallPage() {
  const { t } = useTranslation();
  const { id } = routeApi.useParams();
  const role = useAtomValue(currentUserAtom)?.role;
  const { state, reload, replace } = useRemoteData(`casting-call:${id}`, () =>
    call('getCastingCall', { id }),
  );
  if (!role) return null;

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
