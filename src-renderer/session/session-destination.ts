import type { SessionState } from '../../src-shared/bridge/contract';

export const SIGN_IN_PATH = '/sign-in';
export const DEFINE_ROLE_PATH = '/define-role';
export const HOME_PATH = '/home_search';
export const WELCOME_PATH = '/welcome';

export type SessionDestination = typeof SIGN_IN_PATH | typeof DEFINE_ROLE_PATH | typeof HOME_PATH;

/** Where a session belongs: nobody → sign-in, no role yet → define-role, otherwise the app. */
export function destinationFor(session: SessionState): SessionDestination {
  if (!session.user) return SIGN_IN_PATH;
  if (session.user.role === null) return DEFINE_ROLE_PATH;
  return HOME_PATH;
}
