import type { BridgeResult, SavedCopyRead } from '../../src-shared/bridge/contract';
import { call } from '../bridge/client';

/**
 * What an account's saved copy holds for a bridge read, or null: the active account's, or the
 * one the request names (a switch to it under way). Main checks the request and reads the copy
 * alone; the value is that read's own answer, so it is typed as the read.
 */
export async function savedCopyOf<R extends SavedCopyRead>(
  request: R,
): Promise<BridgeResult<R['read']> | null> {
  const answer = await call('readSavedCopy', request);
  return answer.found ? (answer.value as BridgeResult<R['read']>) : null;
}
