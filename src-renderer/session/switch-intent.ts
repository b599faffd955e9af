import type { AccountSummary } from '../../src-shared/bridge/contract';

type SwitchListener = (account: AccountSummary) => void;

const listeners = new Set<SwitchListener>();

/**
 * Told as a switch to `account` starts, before main answers: a screen the account lands on may
 * read its saved copy meanwhile, so it paints in the same frame as the account's name.
 */
export function onSwitchStarting(listener: SwitchListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSwitchStarting(account: AccountSummary): void {
  for (const listener of listeners) {
    try {
      listener(account);
    } catch {
      // A screen's early read is a head start, never a reason for the switch to fail.
    }
  }
}
