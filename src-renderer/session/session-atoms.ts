import { atom } from 'jotai';
import type { AccountSummary, SessionState } from '../../src-shared/bridge/contract';
import type { User } from '../../src-shared/domain/user';

export const SIGNED_OUT: SessionState = { user: null, activeAccountId: null, accounts: [] };

/** The session exactly as main last reported it; main is the source of truth. */
export const sessionAtom = atom<SessionState>(SIGNED_OUT);

export type SessionLoadStatus = 'loading' | 'ready' | 'failed';

/** Whether the start-up `getSession` finished; routes are only evaluated once it has. */
export const sessionLoadStatusAtom = atom<SessionLoadStatus>('loading');

export const currentUserAtom = atom<User | null>((get) => get(sessionAtom).user);

export const activeAccountAtom = atom<AccountSummary | null>((get) => {
  const { accounts, activeAccountId } = get(sessionAtom);
  return accounts.find((account) => account.id === activeAccountId) ?? null;
});

/** Signed-in accounts other than the active one (agency staff may hold several). */
export const otherAccountsAtom = atom<AccountSummary[]>((get) => {
  const { accounts, activeAccountId } = get(sessionAtom);
  return accounts.filter((account) => account.id !== activeAccountId);
});
