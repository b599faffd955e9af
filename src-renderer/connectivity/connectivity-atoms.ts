import { atom } from 'jotai';
import type { Connectivity, OfflineReason } from '../../src-shared/domain/connectivity';

/** What main last said about the core API; null until it has said anything. */
export const connectivityAtom = atom<Connectivity | null>(null);

/**
 * Only a definite "no answer" counts as offline: while the first probe is still out, actions stay
 * available and fail with their own message if the server really is gone.
 */
export const isOfflineAtom = atom((get) => get(connectivityAtom)?.online === false);

/**
 * Why the server cannot be reached, null while it can. A payload without a reason reads as
 * `server_unreachable`: nobody is told to check an internet connection that may well work.
 */
export const offlineReasonAtom = atom<OfflineReason | null>((get) => {
  const connectivity = get(connectivityAtom);
  if (connectivity?.online !== false) return null;
  return connectivity.reason ?? 'server_unreachable';
});
