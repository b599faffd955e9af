/**
 * Child process of the kill -9 test (`draft-store.test.ts`): saves one draft of `embedded#ana`
 * over and over, each with the next sequence number, until it is killed. It starts from what is
 * stored, so each run also proves the previous run's last whole draft was still there.
 */
import { DraftStore } from './draft-store';
import { crashDraftValues, CRASH_DRAFT_KEY } from './draft-store-crash-values';

const folder = process.argv[2];
if (!folder) throw new Error('usage: draft-store-crash-writer <folder>');

const store = new DraftStore({ folderFor: () => folder, onUnreadable: () => process.exit(3) });

async function main(): Promise<never> {
  const stored = await store.read('embedded#ana', CRASH_DRAFT_KEY);
  let sequence =
    typeof stored.draft?.values.sequence === 'number' ? stored.draft.values.sequence : 0;
  for (;;) {
    sequence += 1;
    await store.save('embedded#ana', CRASH_DRAFT_KEY, crashDraftValues(sequence));
    // After the first save the parent starts its random countdown to SIGKILL.
    if (sequence % 25 === 1) process.stdout.write(`saved ${sequence}\n`);
  }
}

void main();
