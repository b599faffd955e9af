import { useEffect, useState } from 'react';
import { vanityProblem } from '../../../../../src-shared/rules/vanity';
import { call } from '../../../../bridge/client';

/** Short enough to feel immediate, long enough not to ask on every key of a fast typist. */
export const VANITY_CHECK_DELAY_MS = 250;

/**
 * - `idle`: nothing to ask (empty or malformed);
 * - `current`: the creator's own handle, nothing to ask either;
 * - `checking`: the answer for this exact value has not arrived;
 * - `free` / `taken`: the server's answer;
 * - `unknown`: the check failed, so the save decides.
 */
export type VanityAvailability = 'idle' | 'current' | 'checking' | 'free' | 'taken' | 'unknown';

interface CheckAnswer {
  value: string;
  inUse: boolean | null;
}

export function isOwnHandle(value: string, currentHandle: string | null): boolean {
  return currentHandle !== null && value === currentHandle.toLowerCase();
}

/**
 * Asks whether `value` is free, again on every change. Each new value cancels the previous
 * check: its answer, whenever it arrives, is ignored (main also aborts the request itself).
 */
export function useVanityAvailability(
  value: string,
  currentHandle: string | null,
): VanityAvailability {
  const [answer, setAnswer] = useState<CheckAnswer | null>(null);
  const ownHandle = isOwnHandle(value, currentHandle);
  const checkable = !ownHandle && vanityProblem(value) === null;

  useEffect(() => {
    if (!checkable) return undefined;
    let latest = true;
    const timer = setTimeout(() => {
      call('checkVanity', { vanity_name: value }).then(
        ({ ready_vanity_name: inUse }) => {
          if (latest) setAnswer({ value, inUse });
        },
        () => {
          if (latest) setAnswer({ value, inUse: null });
        },
      );
    }, VANITY_CHECK_DELAY_MS);
    return () => {
      latest = false;
      clearTimeout(timer);
    };
  }, [value, checkable]);

  if (ownHandle) return 'current';
  if (!checkable) return 'idle';
  if (answer?.value !== value) return 'checking';
  if (answer.inUse === null) return 'unknown';
  return answer.inUse ? 'taken' : 'free';
}
