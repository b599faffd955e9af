/**
 * Child process of the kill -9 test (`action-queue-store.test.ts`): rewrites one account's queue
 * over and over, each time with the next sequence number, until it is killed. It starts from what
 * is stored, so each run also proves the previous run's last whole queue was still there.
 */
import { ActionQueueStore } from './action-queue-store';
import { CRASH_ACCOUNT, crashQueue } from './action-queue-crash-values';

const folder = process.argv[2];
if (!folder) throw new Error('usage: action-queue-crash-writer <folder>');

const store = new ActionQueueStore({ folderFor: () => folder, onCorrupt: () => process.exit(3) });

async function main(): Promise<never> {
  const stored = await store.read(CRASH_ACCOUNT);
  const first = stored[0]?.kind === 'savePrice' ? stored[0].args.price : 0;
  for (let sequence = first + 1; ; sequence += 1) {
    await store.update(CRASH_ACCOUNT, () => ({ actions: crashQueue(sequence), result: undefined }));
    // After the first write the parent starts its random countdown to SIGKILL.
    if (sequence % 25 === 1 || sequence === first + 1) process.stdout.write(`wrote ${sequence}\n`);
  }
}

void main();
