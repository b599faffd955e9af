import { ApiPath } from '../../src-shared/api/paths';
import type { ListPage } from '../../src-shared/api/envelope';
import type { Brand, Company } from '../../src-shared/domain/brand';
import type { CastingApplication, CastingCall } from '../../src-shared/domain/casting-call';
import type { CreatorCard, Interest } from '../../src-shared/domain/finder';
import type { Proposal } from '../../src-shared/domain/proposal';
import type { Collaboration, CollaborationSummary } from '../../src-shared/domain/collaboration';
import type { Role } from '../../src-shared/domain/user';
import { ITEM_SHELVES, readKey, type ReadShelf } from './recent-reads';

export interface KeptRead {
  shelf: ReadShelf;
  key: string;
  value: unknown;
}

export type AccountRead = <T>(path: string, query?: Record<string, number | string>) => Promise<T>;

/** A first list page, and each of its items on the item's own shelf (opened offline by id). */
function pageWithItems(shelf: ReadShelf, page: ListPage<{ id: string }>): KeptRead[] {
  const itemShelf = ITEM_SHELVES[shelf];
  const items = itemShelf
    ? page.results.map((item) => ({ shelf: itemShelf, key: readKey({ id: item.id }), value: item }))
    : [];
  return [...items, { shelf, key: readKey({}), value: page }];
}

/**
 * What a background sync copies of an account's marketplace (issue 17), as the bridge's reads
 * with those arguments answer it, so the first screens of each section open offline: proposals
 * (each with its rounds) and casting calls for both roles; the creator's applications,
 * interests and the proposals the home page lists; the brand's company, brands and shortlist;
 * for both, the collaborations in progress, each whole (issue 31: items, versions, timelines), and
 * the brand's review queue. A read that fails is skipped, never the sync.
 */
export async function marketReads(
  role: Role | null,
  read: AccountRead,
  company?: Company | null,
  brands?: ListPage<Brand>,
): Promise<KeptRead[]> {
  if (role !== 'influencer' && role !== 'brand') return [];
  const reads: Array<Promise<KeptRead[]>> = [
    read<ListPage<Proposal>>(ApiPath.proposals).then((page) => pageWithItems('proposals', page)),
    read<ListPage<CastingCall>>(ApiPath.castingCalls).then((page) =>
      pageWithItems('castingCalls', page),
    ),
  ];
  reads.push(collaborationReads(role, read));
  // The creator's home ("waiting for you") and the agency desk (issue 33, both roles) read these.
  for (const status of ['sent', 'countered'] as const) {
    reads.push(
      read<ListPage<Proposal>>(ApiPath.proposals, { status }).then((page) => [
        { shelf: 'proposals', key: readKey({ status }), value: page },
      ]),
    );
  }
  if (role === 'influencer') {
    reads.push(
      read<ListPage<CastingApplication>>(ApiPath.myApplications, { size_page: 100 }).then(
        (page) => [{ shelf: 'myApplications', key: readKey({}), value: page }],
      ),
      read<{ results: Interest[] }>(ApiPath.interests).then((answer) => [
        { shelf: 'interests', key: readKey({}), value: answer },
      ]),
    );
  }
  if (role === 'brand') {
    // Already read by the sync for the account's name: kept as they were answered.
    if (company !== undefined)
      reads.push(Promise.resolve([{ shelf: 'company', key: readKey({}), value: company }]));
    if (brands) reads.push(Promise.resolve([{ shelf: 'brands', key: readKey({}), value: brands }]));
    reads.push(
      read<ListPage<CreatorCard>>(ApiPath.shortlist).then((page) => [
        { shelf: 'shortlist', key: readKey({}), value: page },
      ]),
    );
  }
  const settled = await Promise.allSettled(reads);
  return settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
}

/** The first page of collaborations, each in progress read whole, and the brand's queue. */
async function collaborationReads(role: 'influencer' | 'brand', read: AccountRead) {
  const page = await read<ListPage<CollaborationSummary>>(ApiPath.collaborations);
  const kept: KeptRead[] = [{ shelf: 'collaborations', key: readKey({}), value: page }];
  const open = page.results.filter((summary) => summary.status === 'active');
  const details = await Promise.allSettled(
    open.map((summary) => read<Collaboration>(ApiPath.collaboration(summary.id))),
  );
  for (const detail of details) {
    if (detail.status !== 'fulfilled') continue;
    kept.push({
      shelf: 'collaboration',
      key: readKey({ id: detail.value.id }),
      value: detail.value,
    });
  }
  if (role === 'brand') {
    const queue = await read<ListPage<unknown>>(ApiPath.collaborationReviewQueue).catch(() => null);
    if (queue) kept.push({ shelf: 'reviewQueue', key: readKey({}), value: queue });
  }
  return kept;
}
