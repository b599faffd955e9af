import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { isOfflineAtom } from './connectivity-atoms';

/** Runs `reload` once when the server answers again after being away, if `waiting` says so. */
export function useReloadOnReconnect(waiting: boolean, reload: () => void): void {
  const offline = useAtomValue(isOfflineAtom);
  const wasOffline = useRef(offline);
  const run = useEffectEvent(reload);
  useEffect(() => {
    const back = wasOffline.current && !offline;
    wasOffline.current = offline;
    if (back && waiting) run();
  }, [offline, waiting]);
}
