import { useEffect, useState } from 'react';
import type { NetworkConnection } from '../../../../../src-shared/domain/network';
import { call } from '../../../../bridge/client';

export type NetworksState =
  | { status: 'loading' }
  | { status: 'ready'; networks: NetworkConnection[] }
  | { status: 'failed'; error: unknown };

/** The creator's connected networks, read on mount and again on `retry`. */
export function useNetworks(): { state: NetworksState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: NetworksState } | null>(null);

  useEffect(() => {
    let current = true;
    call('listNetworks').then(
      (page) => {
        if (current) setAnswer({ attempt, state: { status: 'ready', networks: page.results } });
      },
      (error: unknown) => {
        if (current) setAnswer({ attempt, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // An answer to an earlier attempt is not this attempt's: still loading.
  const state = answer?.attempt === attempt ? answer.state : { status: 'loading' as const };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
