import { useEffect, useEffectEvent, useState } from 'react';

export type RemoteState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface RemoteData<T> {
  state: RemoteState<T>;
  /** Reads again; what is on screen stays there until the new answer arrives. */
  reload: () => void;
  /** Puts an answer the screen already has (an action's result) in place of the last read. */
  replace: (data: T) => void;
}

interface Answer<T> {
  key: string;
  request: number;
  state: RemoteState<T>;
}

/**
 * Reads something through the bridge whenever `key` changes (an id, a filter). Answers to an
 * earlier key or request are dropped, so a slow reply never overwrites a newer one.
 */
export function useRemoteData<T>(key: string, load: () => Promise<T>): RemoteData<T> {
  const [request, setRequest] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const read = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    read().then(
      (data) => {
        if (current) setAnswer({ key, request, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (current) setAnswer({ key, request, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, request]);

  // A reload keeps the last good answer for the same key on screen instead of flashing a spinner.
  const usable =
    answer !== null &&
    answer.key === key &&
    (answer.request === request || answer.state.status === 'ready');
  const state: RemoteState<T> = usable ? answer.state : { status: 'loading' };

  return {
    state,
    reload: () => setRequest((count) => count + 1),
    replace: (data) => setAnswer({ key, request, state: { status: 'ready', data } }),
  };
}
