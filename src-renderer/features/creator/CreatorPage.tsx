import { getRouteApi } from '@tanstack/react-router';
import { call } from '../../bridge/client';
import { useRemoteData } from '../../data/use-remote-data';
import { useReloadWhenOnline } from '../public-profile';
import { isCreatorId, isCreatorMissing } from './creator-missing';
import { CreatorNotFound } from './CreatorNotFound';
import { CreatorPageWaiting } from './CreatorPageWaiting';
import { CreatorProfile } from './CreatorProfile';
import { isViewsExhausted } from './views-exhausted';
import { ViewsExhausted } from './ViewsExhausted';

const routeApi = getRouteApi('/member/shell/creators/$id');

/** Route creators/$id: reading the profile spends one of the brand's monthly views. */
export function CreatorPage() {
  const { id } = routeApi.useParams();
  // An address that cannot name a creator never reaches the server (nor spends a view).
  if (!isCreatorId(id)) return <CreatorNotFound />;
  return <CreatorById id={id} />;
}

function CreatorById({ id }: { id: string }) {
  const { state, reload } = useRemoteData(`creator:${id}`, () => call('getCreator', { id }));
  // A page that failed offline fills in by itself once the server answers; one on screen stays.
  useReloadWhenOnline(() => {
    if (state.status === 'failed') reload();
  });

  if (state.status === 'ready') return <CreatorProfile creator={state.data} />;
  if (state.status === 'failed' && isViewsExhausted(state.error)) {
    return <ViewsExhausted onTrialApplied={reload} />;
  }
  if (state.status === 'failed' && isCreatorMissing(state.error)) return <CreatorNotFound />;
  return <CreatorPageWaiting state={state} onRetry={reload} />;
}
