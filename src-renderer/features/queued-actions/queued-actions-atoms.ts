import { atom } from 'jotai';
import type { QueuedAction } from '../../../src-shared/domain/queued-action';

/** The active account's queue as main last reported it, oldest first. */
export const queuedActionsAtom = atom<QueuedAction[]>([]);
