import { RouterProvider } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import type { AppRouter } from '../router/create-app-router';
import { sessionLoadStatusAtom } from '../session/session-atoms';
import { loadSession } from '../session/start-session';
import { Loader } from '../ui/Loader';
import { StartupError } from './StartupError';

/** Routes (and their guards) only run once the start-up session is known. */
export function SessionGate({ router }: { router: AppRouter }) {
  const store = useStore();
  const status = useAtomValue(sessionLoadStatusAtom);
  if (status === 'loading') return <Loader />;
  if (status === 'failed') return <StartupError onRetry={() => void loadSession(store)} />;
  return <RouterProvider router={router} />;
}
