import { RouterProvider } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import type { AppRouter } from '../router/create-app-router';
import { sessionLoadErrorAtom, sessionLoadStatusAtom } from '../session/session-atoms';
import { loadSession } from '../session/start-session';
import { Loader } from '../ui/Loader';
import { StartupError } from './StartupError';

/** Routes (and their guards) only run once the start-up session is known. */
export function SessionGate({ router }: { router: AppRouter }) {
  const store = useStore();
  const status = useAtomValue(sessionLoadStatusAtom);
  const error = useAtomValue(sessionLoadErrorAtom);
  if (status === 'loading') return <Loader />;
  if (status === 'failed') {
    return <StartupError error={error} onRetry={() => void loadSession(store)} />;
  }
  return <RouterProvider router={router} />;
}
