import { useRouter } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { goBack } from './go-back';

export function useGoBack(): () => void {
  const store = useStore();
  const router = useRouter();
  return useCallback(() => {
    goBack(store, (visit) => void router.navigate({ href: visit.href }));
  }, [store, router]);
}
