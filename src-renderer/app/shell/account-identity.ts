import type { AccountSummary } from '../../../src-shared/bridge/contract';
import type { User } from '../../../src-shared/domain/user';

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

/** Two letters for an avatar without a picture: first and last word, or a single word's first two. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s@._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]?.slice(0, 2)];
  return letters
    .map((word) => word?.charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** How the switcher names an account it only knows by main's summary. */
export const summaryName = (account: AccountSummary): string =>
  account.displayName.trim() || account.email;
