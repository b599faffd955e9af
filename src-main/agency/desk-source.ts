import type { ListPage } from '../../src-shared/api/envelope';
import type { AccountSummary } from '../../src-shared/bridge/contract';
import type { CastingApplication, CastingCall } from '../../src-shared/domain/casting-call';
import type { Collaboration, CollaborationSummary } from '../../src-shared/domain/collaboration';
import type { Proposal } from '../../src-shared/domain/proposal';
import type { OfflineSnapshot, OfflineStore } from '../offline/offline-store';
import { readKey, type RecentRead, type RecentReadsFile } from '../offline/recent-reads';

/** What the desk knows of one account: its offline copy, as the last sync kept it. */
export interface DeskSource {
  account: AccountSummary;
  snapshot: OfflineSnapshot | null;
  photo: string | null;
  /** Open proposals (sent and countered); null when never read. */
  openProposals: { count: number; results: Proposal[] } | null;
  /** The first page of collaborations, every status. */
  collaborations: CollaborationSummary[];
  /** Collaborations in progress read whole (items), by id. */
  collaborationDetails: Map<string, Collaboration>;
  /** A creator's own applications. */
  applications: CastingApplication[];
  /** A brand's own casting calls (first page). */
  castingCalls: CastingCall[];
}

const valueOf = <T>(shelf: RecentRead[] | undefined, key: string): T | null =>
  (shelf?.find((entry) => entry.key === key)?.value as T | undefined) ?? null;

/** Proposals kept per status page: both open statuses summed, each proposal once. */
function openProposalsOf(file: RecentReadsFile): DeskSource['openProposals'] {
  const pages = (['sent', 'countered'] as const).map((status) =>
    valueOf<ListPage<Proposal>>(file.proposals, readKey({ status })),
  );
  if (pages.every((page) => page === null)) return null;
  const results = new Map<string, Proposal>();
  let count = 0;
  for (const page of pages) {
    if (!page) continue;
    count += page.count;
    for (const proposal of page.results) results.set(proposal.id, proposal);
  }
  return { count, results: [...results.values()] };
}

/** Reads one account's copy: its snapshot, its photo and the kept reads the desk looks at. */
export async function readDeskSource(
  store: OfflineStore,
  account: AccountSummary,
): Promise<DeskSource> {
  const [snapshot, photo, file] = await Promise.all([
    store.read(account.id),
    store.photoDataUrl(account.id),
    store.reads(account.id),
  ]);
  const collaborationPage = valueOf<ListPage<CollaborationSummary>>(file.collaborations, '{}');
  const details = new Map<string, Collaboration>();
  for (const entry of file.collaboration ?? []) {
    const detail = entry.value as Collaboration;
    if (detail?.id && !details.has(detail.id)) details.set(detail.id, detail);
  }
  return {
    account,
    snapshot,
    photo,
    openProposals: openProposalsOf(file),
    collaborations: collaborationPage?.results ?? [],
    collaborationDetails: details,
    applications: valueOf<ListPage<CastingApplication>>(file.myApplications, '{}')?.results ?? [],
    castingCalls: valueOf<ListPage<CastingCall>>(file.castingCalls, '{}')?.results ?? [],
  };
}
