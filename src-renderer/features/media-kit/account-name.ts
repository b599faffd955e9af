import type { AccountSummary } from '../../../src-shared/bridge/contract';

/** An account without a name yet goes by its e-mail, as the account menu names it. */
export const accountName = (account: AccountSummary): string =>
  account.displayName.trim() || account.email;
