import { useEffect, useEffectEvent, useState } from 'react';
import { recallAnswer, rememberAnswer } from './last-answers';

export type RemoteState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface RemoteData<T> {
  state: RemoteState<T>;
  /** Reads again; what is on screen stays there until the new answer arrives. */
  reload: () => void;
  /** Puts an answer the screen already has (an action's result) in place of the last read. */
  replace: (data: T) => void;
}

export interface RemoteDataOptions<T> {
  /**
   * Paints before the live answer (issue 34): what this window last showed for the key, else
   * what this reads from the account's saved copy (null when it has nothing). The live answer
   * replaces it; a live failure still shows.
   */
  savedCopy?: () => Promise<T | null>;
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
export function useRemoteData<T>(
  key: string,
  load: () => Promise<T>,
  options: RemoteDataOptions<T> = {},
): RemoteData<T> {
  const [request, setRequest] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [copy, setCopy] = useState<{ key: string; data: T } | null>(null);
  const read = useEffectEvent(load);
  const paintsFirst = options.savedCopy !== undefined;
  const readCopy = useEffectEvent(() => options.savedCopy?.() ?? Promise.resolve(null));

  useEffect(() => {
    let current = true;
    read().then(
      (data) => {
        if (!current) return;
        if (paintsFirst) rememberAnswer(key, data);
        setAnswer({ key, request, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (current) setAnswer({ key, request, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, request, paintsFirst]);

  useEffect(() => {
    if (!paintsFirst || recallAnswer(key)) return;
    let current = true;
    // A copy that cannot be read leaves the live read to answer alone.
    readCopy().then(
      (data) => {
        if (current && data !== null) setCopy({ key, data });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, paintsFirst]);

  // A reload keeps the last good answer for the same key on screen instead of flashing a spinner.
  const usable =
    answer !== null &&
    answer.key === key &&
    (answer.request === request || answer.state.status === 'ready');
  const state: RemoteState<T> = usable ? answer.state : firstPaint(key, paintsFirst, copy);

  return {
    state,
    reload: () => setRequest((count) => count + 1),
    replace: (data) => {
      if (paintsFirst) rememberAnswer(key, data);
      setAnswer({ key, request, state: { status: 'ready', data } });
    },
  };
}

/** Before the live answer: the window's last answer, the saved copy, or loading. */
function firstPaint<T>(
  key: string,
  paintsFirst: boolean,
  copy: { key: string; data: T } | null,
): RemoteState<T> {
  if (!paintsFirst) return { status: 'loading' };
  const last = recallAnswer<T>(key);
  if (last) return { status: 'ready', data: last.data };
  if (copy?.key === key) return { status: 'ready', data: copy.data };
  return { status: 'loading' };
}
