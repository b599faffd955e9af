import type { AppStore } from '../../app/app-store';
import { call, subscribe } from '../../bridge/client';
import { connectivityAtom } from '../../connectivity/connectivity-atoms';

/**
 * Feeds `connectivityAtom`: main's events as they come, and its current answer at start. An event
 * that arrives before that first answer is newer, so the answer is then dropped. Returns the
 * cleanup.
 */
export function startConnectivity(store: AppStore): () => void {
  let heardEvent = false;
  let active = true;
  const unsubscribe = subscribe('connectivityChanged', (connectivity) => {
    heardEvent = true;
    store.set(connectivityAtom, connectivity);
  });
  call('getConnectivity').then(
    (connectivity) => {
      if (active && !heardEvent) store.set(connectivityAtom, connectivity);
    },
    // Unknown stays unknown: the app behaves as online and each call reports its own failure.
    () => {},
  );
  return () => {
    active = false;
    unsubscribe();
  };
}
