import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { useRemoteData } from '../../data/use-remote-data';

export interface ShortlistCount {
  /** How many creators the brand keeps; null until known (or when it cannot be read). */
  count: number | null;
  /** After the core API kept a save (+1) or a removal (−1): counted at once, then read again. */
  adjust: (delta: 1 | -1) => void;
}

interface Pending {
  /** The answer these changes were counted on; a newer answer already includes them. */
  answer: { count: number } | null;
  delta: number;
}

const readCount = () => call('listShortlist', {}).then((page) => ({ count: page.count }));

/** The size of the signed-in brand's shortlist, for the finder's "Mi lista (N)". */
export function useShortlistCount(): ShortlistCount {
  const key = `shortlist-count:${useAtomValue(currentUserAtom)?.id ?? ''}`;
  const { state, reload } = useRemoteData(key, readCount);
  const [pending, setPending] = useState<Pending>({ answer: null, delta: 0 });
  const answer = state.status === 'ready' ? state.data : null;
  const delta = pending.answer === answer ? pending.delta : 0;
  return {
    count: answer === null ? null : Math.max(0, answer.count + delta),
    adjust: (change) => {
      setPending((previous) => ({
        delta: (previous.answer === answer ? previous.delta : 0) + change,
        answer,
      }));
      reload();
    },
  };
}
