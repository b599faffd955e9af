import { useEffect, useState } from 'react';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';

export type SocialProvidersState =
  | { status: 'loading' }
  | { status: 'ready'; networks: readonly SocialNetwork[] }
  | { status: 'failed' };

/** Asks main once per opening which networks this server can connect through a sign-in window. */
export function useSocialProviders(): SocialProvidersState {
  const [state, setState] = useState<SocialProvidersState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    call('getSocialProviders').then(
      ({ networks }) => current && setState({ status: 'ready', networks }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
