import { useEffect, useState } from 'react';
import type { AuthProviders } from '../../../src-shared/bridge/contract';
import { call } from '../../bridge/client';

export type AuthProvidersState =
  { status: 'loading' } | { status: 'ready'; providers: AuthProviders } | { status: 'failed' };

/** Asks main once which external sign-ins this server has configured. */
export function useAuthProviders(): AuthProvidersState {
  const [state, setState] = useState<AuthProvidersState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    call('getAuthProviders').then(
      (providers) => current && setState({ status: 'ready', providers }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
