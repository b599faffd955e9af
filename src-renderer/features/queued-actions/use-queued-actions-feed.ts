import { useStore } from 'jotai';
import { useEffect } from 'react';
import { startQueuedActions } from './start-queued-actions';

/** Keeps the queued-actions atom current while the signed-in shell is on screen. */
export function useQueuedActionsFeed(): void {
  const store = useStore();
  useEffect(() => startQueuedActions(store), [store]);
}
