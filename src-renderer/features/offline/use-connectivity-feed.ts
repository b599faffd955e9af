import { useStore } from 'jotai';
import { useEffect } from 'react';
import { startConnectivity } from './start-connectivity';

/** Keeps the connectivity atom current while the signed-in shell is on screen. */
export function useConnectivityFeed(): void {
  const store = useStore();
  useEffect(() => startConnectivity(store), [store]);
}
