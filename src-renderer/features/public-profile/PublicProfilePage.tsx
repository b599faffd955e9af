import { getRouteApi } from '@tanstack/react-router';
import { call } from '../../bridge/client';
import { useRemoteData } from '../../data/use-remote-data';
import { readHandleParam } from './handle-param';
import { isProfileMissing } from './profile-missing';
import { ProfileNotFound } from './ProfileNotFound';
import { PublicProfileView } from './PublicProfileView';
import { PublicProfileWaiting } from './PublicProfileWaiting';
import { useReloadWhenOnline } from './use-reload-when-online';

const routeApi = getRouteApi('/member/shell/profile/$vanityName');

/** Route profile/$vanityName: a creator's public profile, as anyone may read it by handle. */
export function PublicProfilePage() {
  const { vanityName } = routeApi.useParams();
  const param = readHandleParam(vanityName);
  if (!param.valid) return <ProfileNotFound handle={vanityName} reason="invalid" />;
  return <PublicProfileByHandle handle={param.handle} typed={vanityName} />;
}

function PublicProfileByHandle({ handle, typed }: { handle: string; typed: string }) {
  const { state, reload } = useRemoteData(`public-profile:${handle}`, () =>
    call('getPublicProfile', { vanity_name: handle }),
  );
  useReloadWhenOnline(reload);

  if (state.status === 'ready') return <PublicProfileView profile={state.data} />;
  if (state.status === 'failed' && isProfileMissing(state.error)) {
    return <ProfileNotFound handle={typed} reason="unknown" />;
  }
  return <PublicProfileWaiting state={state} onRetry={reload} />;
}
