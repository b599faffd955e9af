import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the component is still on screen, for work that outlives a click (a sign-in window):
 * its result must not set state once the creator has moved on.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
