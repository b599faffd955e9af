import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { NetworkConnection } from '../../../src-shared/domain/network';
import { call } from '../../bridge/client';
import { networksVersionAtom } from './networks-atoms';

export type NetworksState =
  | { status: 'loading' }
  | { status: 'ready'; networks: NetworkConnection[] }
  | { status: 'failed'; error: unknown };

interface Answer {
  version: number;
  attempt: number;
  state: NetworksState;
}

/** The creator's connected networks, read on mount, on `retry` and after every change. */
export function useNetworks(): { state: NetworksState; retry: () => void } {
  const version = useAtomValue(networksVersionAtom);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let current = true;
    call('listNetworks').then(
      (page) => {
        if (current) {
          setAnswer({ version, attempt, state: { status: 'ready', networks: page.results } });
        }
      },
      (error: unknown) => {
        if (current) setAnswer({ version, attempt, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [version, attempt]);

  // An answer to an earlier retry is not this attempt's: still loading. After a change the last
  // list stays on screen until the new one arrives, so the list does not flash a spinner.
  const usable =
    answer !== null &&
    answer.attempt === attempt &&
    (answer.version === version || answer.state.status === 'ready');
  const state = usable ? answer.state : { status: 'loading' as const };
  return { state, retry: () => setAttempt((count) => count + 1) };
}
