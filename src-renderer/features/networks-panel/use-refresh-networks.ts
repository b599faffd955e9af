import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { networksVersionAtom } from './networks-atoms';

/** Asks every mounted networks list to read the list again. */
export function useRefreshNetworks(): () => void {
  const setVersion = useSetAtom(networksVersionAtom);
  return useCallback(() => setVersion((version) => version + 1), [setVersion]);
}
