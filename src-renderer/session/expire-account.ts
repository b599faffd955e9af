import type { SessionState } from '../../src-shared/bridge/contract';

export interface ExpiryResult {
  session: SessionState;
  /** True when the expired account was the one in use, so the user must sign in again. */
  activeExpired: boolean;
}

/**
 * Applies a `sessionExpired` event locally without waiting for main's next `sessionChanged`: the
 * account is no longer signed in, and if it was the active one nobody is.
 */
export function expireAccount(session: SessionState, accountId: string): ExpiryResult {
  const activeExpired = session.activeAccountId === null || session.activeAccountId === accountId;
  const accounts = session.accounts.filter((account) => account.id !== accountId);
  if (!activeExpired) return { session: { ...session, accounts }, activeExpired };
  return { session: { user: null, activeAccountId: null, accounts }, activeExpired };
}
