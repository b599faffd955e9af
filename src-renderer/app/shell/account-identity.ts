import type { AccountSummary } from '../../../src-shared/bridge/contract';
import type { User } from '../../../src-shared/domain/user';
import { initialsOf } from '../../../src-shared/rules/initials';

export interface AccountIdentity {
  name: string;
  email: string;
  initials: string;
}

/**
 * What the top bar and the account menu show. A creator: their own name first, then main's
 * summary, then the e-mail. A brand: main's summary first, which names the account after its
 * company (else its first brand) once main has read them, so the e-mail is only the last resort.
 */
export function accountIdentity(user: User, account: AccountSummary | null): AccountIdentity {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  const summary = account?.displayName.trim() ?? '';
  const name = (user.role === 'brand' ? summary || fullName : fullName || summary) || user.email;
  return { name, email: user.email, initials: initialsOf(name) };
}

/** The app's one initials rule (src-shared/rules/initials.ts), kept under the shell's name. */
export { initialsOf };

/** How the switcher names an account it only knows by main's summary. */
export const summaryName = (account: AccountSummary): string =>
  account.displayName.trim() || account.email;
