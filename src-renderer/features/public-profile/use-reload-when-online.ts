import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useRef } from 'react';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';

/**
 * Reads again when the core API answers after being unreachable, so a block that failed offline
 * fills in by itself; going offline leaves what is on screen alone.
 */
export function useReloadWhenOnline(reload: () => void): void {
  const offline = useAtomValue(isOfflineAtom);
  const wasOffline = useRef(offline);
  const onBackOnline = useEffectEvent(reload);
  useEffect(() => {
    if (wasOffline.current && !offline) onBackOnline();
    wasOffline.current = offline;
  }, [offline]);
}
