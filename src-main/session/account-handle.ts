import type { User } from '../../src-shared/domain/user';
import { vanityProblem } from '../../src-shared/rules/vanity';

/**
 * The public handle the switcher can find an account by: the user's vanity name when it follows
 * the handle rules, else none. Main keeps only what it would accept from the form, so an odd
 * answer or a hand-edited `accounts.json` never shows up as a handle.
 */
export function handleOf(user: Pick<User, 'vanity_name'> | undefined): string | null {
  const raw = user?.vanity_name;
  if (typeof raw !== 'string') return null;
  const handle = raw.trim().toLowerCase();
  return vanityProblem(handle) === null ? handle : null;
}
