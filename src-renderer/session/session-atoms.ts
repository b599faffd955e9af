import { atom } from 'jotai';
import type { AccountSummary, SessionState } from '../../src-shared/bridge/contract';
import { DESK_MIN_ACCOUNTS } from '../../src-shared/domain/agency-desk';
import type { User } from '../../src-shared/domain/user';

export const SIGNED_OUT: SessionState = { user: null, activeAccountId: null, accounts: [] };

/** The session exactly as main last reported it; main is the source of truth. */
export const sessionAtom = atom<SessionState>(SIGNED_OUT);

/**
 * A profile call answered with the user: the session keeps that fresh copy, permissions included
 * (docs/PRODUCT.md §6). An answer for someone who is no longer the active user is stale and
 * dropped.
 */
export const replaceCurrentUserAtom = atom(null, (get, set, user: User) => {
  const session = get(sessionAtom);
  if (session.user?.id !== user.id) return;
  set(sessionAtom, { ...session, user });
});

export type SessionLoadStatus = 'loading' | 'ready' | 'failed';

/** Whether the start-up `getSession` finished; routes are only evaluated once it has. */
export const sessionLoadStatusAtom = atom<SessionLoadStatus>('loading');

/** Why the start-up `getSession` failed (a bridge error, or null without a bridge at all). */
export const sessionLoadErrorAtom = atom<unknown>(null);

export const currentUserAtom = atom<User | null>((get) => get(sessionAtom).user);

export const activeAccountAtom = atom<AccountSummary | null>((get) => {
  const { accounts, activeAccountId } = get(sessionAtom);
  return accounts.find((account) => account.id === activeAccountId) ?? null;
});

/**
 * Whether this desktop holds enough accounts for the agency desk (issue 33). A value of its own,
 * so what shows "Agencia" does not render again on every switch between accounts.
 */
export const deskAvailableAtom = atom<boolean>(
  (get) => get(sessionAtom).accounts.length >= DESK_MIN_ACCOUNTS,
);

/** Signed-in accounts other than the active one (agency staff may hold several). */
export const otherAccountsAtom = atom<AccountSummary[]>((get) => {
  const { accounts, activeAccountId } = get(sessionAtom);
  return accounts.filter((account) => account.id !== activeAccountId);
});
