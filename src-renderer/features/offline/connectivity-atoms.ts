import { atom } from 'jotai';
import type { Connectivity } from '../../../src-shared/domain/media-kit';

/** What main last said about the core API; null until it has said anything. */
export const connectivityAtom = atom<Connectivity | null>(null);

/**
 * Only a definite "no answer" counts as offline: while the first probe is still out, actions stay
 * available and fail with their own message if the server really is gone.
 */
export const isOfflineAtom = atom((get) => get(connectivityAtom)?.online === false);
