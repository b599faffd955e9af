import { eachAtMost } from '../concurrency/each-at-most';

/** What one round of syncs did, for the log and the bench. */
export interface SyncRound {
  accounts: number;
  failed: number;
  ms: number;
}

/** Two at a time: each sync is a handful of API reads and image downloads on a desktop's 2 cores. */
const AT_ONCE = 2;

/**
 * Brings every signed-in account's offline copy up to date after the connection comes back, the
 * active account first, so an agency that goes offline again finds each creator's data as fresh
 * as the last time it could be read. A failed account does not stop the others.
 */
export async function syncEveryAccount(
  accountIds: readonly string[],
  activeId: string | null,
  sync: (accountId: string) => Promise<unknown>,
  atOnce = AT_ONCE,
): Promise<SyncRound> {
  const started = performance.now();
  const order = activeId
    ? [activeId, ...accountIds.filter((id) => id !== activeId)]
    : [...accountIds];
  let failed = 0;
  await eachAtMost(order, atOnce, (id) =>
    sync(id).catch(() => {
      failed += 1;
    }),
  );
  return { accounts: order.length, failed, ms: performance.now() - started };
}
