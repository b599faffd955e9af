import { recallAnswer, rememberAnswer } from '../../data/last-answers';
import { onSwitchStarting } from '../../session/switch-intent';
import { openCallsFromCopy, openCallsKey } from './OpenCallsBlock';
import { progressFromCopy, progressKey } from './use-progress-facts';
import { waitingProposalsFromCopy, waitingProposalsKey } from './WaitingProposalsBlock';

/**
 * Issue 34: as a switch to a creator starts, the home's blocks read that account's saved copy,
 * in parallel with main's switch, into the answers the blocks paint first (`last-answers.ts`).
 * A block already holding an answer (a live one, or this window's last) keeps it.
 */
const early: Array<[(accountId: string) => string, (accountId: string) => Promise<unknown>]> = [
  [progressKey, progressFromCopy],
  [waitingProposalsKey, waitingProposalsFromCopy],
  [openCallsKey, openCallsFromCopy],
];

onSwitchStarting((account) => {
  if (account.role !== 'influencer') return;
  for (const [keyOf, fromCopy] of early) {
    const key = keyOf(account.id);
    if (recallAnswer(key)) continue;
    fromCopy(account.id).then(
      (copied) => {
        if (copied !== null && !recallAnswer(key)) rememberAnswer(key, copied);
      },
      () => undefined,
    );
  }
});
