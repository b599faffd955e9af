import { redirect } from '@tanstack/react-router';
import type { SessionState } from '../../src-shared/bridge/contract';
import { sessionAtom } from '../session/session-atoms';
import {
  DEFINE_ROLE_PATH,
  destinationFor,
  HOME_PATH,
  SIGN_IN_PATH,
  type SessionDestination,
} from '../session/session-destination';
import type { RouterContext } from './router-context';

/**
 * Who may open a route: `guest` (nobody signed in: sign-in), `choosingRole` (signed in, no role
 * yet: define-role), `member` (signed in with a role: everything else).
 */
export type RouteAccess = 'guest' | 'choosingRole' | 'member';

const homeOf: Record<RouteAccess, SessionDestination> = {
  guest: SIGN_IN_PATH,
  choosingRole: DEFINE_ROLE_PATH,
  member: HOME_PATH,
};

/** `null` when the session may stay; otherwise where it belongs instead. */
export function guardRedirect(
  access: RouteAccess,
  session: SessionState,
): SessionDestination | null {
  const destination = destinationFor(session);
  return destination === homeOf[access] ? null : destination;
}

/** A `beforeLoad` that sends sessions without access where they belong. */
export function requireAccess(access: RouteAccess): (options: { context: RouterContext }) => void {
  return ({ context }) => {
    const target = guardRedirect(access, context.store.get(sessionAtom));
    if (target) throw redirect({ to: target, replace: true });
  };
}

/** `beforeLoad` for `/`: straight to wherever the session belongs. */
export function redirectToSessionHome({ context }: { context: RouterContext }): void {
  throw redirect({ to: destinationFor(context.store.get(sessionAtom)), replace: true });
}
