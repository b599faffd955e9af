import { atom } from 'jotai';
import type { AccountSummary } from '../../../src-shared/bridge/contract';
import { sessionAtom } from '../../session/session-atoms';
import { IDLE_RUN, type BatchRun } from './batch-run';

/**
 * The batch export in progress, outside the dialog: closing the dialog does not stop main, and
 * reopening it shows the run where it is.
 */
export const batchRunAtom = atom<BatchRun>(IDLE_RUN);

/** Creator accounts signed in on this desktop, the ones a batch can export. */
export const creatorAccountsAtom = atom<AccountSummary[]>((get) =>
  get(sessionAtom).accounts.filter((account) => account.role === 'influencer'),
);
