import { useStore } from 'jotai';
import { useEffect } from 'react';
import { startConnectivity } from './start-connectivity';
import { startTypingWatch } from './watch-while-typing';

/**
 * Keeps the connectivity atom current while the signed-in shell is on screen, probing while
 * someone types so an outage shows before their save (issue 34).
 */
export function useConnectivityFeed(): void {
  const store = useStore();
  useEffect(() => startConnectivity(store), [store]);
  useEffect(() => startTypingWatch(store), [store]);
}
