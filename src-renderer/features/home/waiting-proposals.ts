import type { ListPage } from '../../../src-shared/api/envelope';
import type { Proposal } from '../../../src-shared/domain/proposal';
import { isMyTurn } from '../proposals';

/**
 * The proposals waiting for the creator's answer, most recently moved first: every sent one, and
 * the countered ones whose turn came back to the creator (see proposal-side's `isMyTurn`).
 */
export function waitingForCreator(pages: readonly ListPage<Proposal>[]): Proposal[] {
  return pages
    .flatMap((page) => page.results)
    .filter((proposal) => isMyTurn(proposal, 'influencer'))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}
