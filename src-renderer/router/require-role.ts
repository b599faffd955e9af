import { redirect } from '@tanstack/react-router';
import type { Role } from '../../src-shared/domain/user';
import { sessionAtom } from '../session/session-atoms';
import { HOME_PATH } from '../session/session-destination';
import type { RouterContext } from './router-context';

/**
 * A `beforeLoad` for screens of one role only (a brand's company, brands and creator profiles):
 * anyone else lands on home_search instead of a screen whose calls the core API would refuse.
 * Runs below the member guard, so the session already has a role here.
 */
export function requireRole(role: Role): (options: { context: RouterContext }) => void {
  return ({ context }) => {
    const user = context.store.get(sessionAtom).user;
    if (user && user.role !== role) throw redirect({ to: HOME_PATH, replace: true });
  };
}
