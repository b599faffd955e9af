/**
 * The reads an account's offline copy keeps besides its snapshot (issue 17): each bridge read
 * on its own shelf, one entry per set of arguments, most recent first, and a bound per shelf so
 * the oldest entry goes first when a new one arrives.
 */
export const READ_SHELVES = {
  /** `listProposals` pages, per status filter and page. */
  proposals: 20,
  /** `getProposal`, each with every round. */
  proposal: 50,
  /** `listCastingCalls` pages: a brand's own calls, the open calls a creator last saw. */
  castingCalls: 20,
  castingCall: 50,
  /** `listApplications` per call (the brand's applicants). */
  applications: 30,
  /** `listMyApplications`: the creator's applications. */
  myApplications: 1,
  brands: 1,
  company: 1,
  /** `searchCreators`: the last 20 result pages, per query (filters, sort and page). */
  finder: 20,
  /** `getCreator`: the last 20 creator pages opened. */
  creator: 20,
  /** `listTransactions`: the last pages read, per filter and page. */
  transactions: 10,
  interests: 1,
  shortlist: 10,
  /** Issue 31: `listCollaborations` pages per status filter and page. */
  collaborations: 10,
  /** `getCollaboration`, each with every item, version, timeline and figures. */
  collaboration: 60,
  /** The brand's review queue pages. */
  reviewQueue: 5,
  /** `getCollaborationCalendar` per range (the months last looked at). */
  calendar: 12,
  /** The inbox's pages. */
  notifications: 3,
} as const;

export type ReadShelf = keyof typeof READ_SHELVES;

/**
 * Lists whose items are kept on their own shelf too: a proposal seen in the list opens offline
 * with every round (the list carries them), a call seen in the list opens offline as well.
 */
export const ITEM_SHELVES: Partial<Record<ReadShelf, ReadShelf>> = {
  proposals: 'proposal',
  castingCalls: 'castingCall',
};

export interface RecentRead {
  key: string;
  saved_at: string;
  value: unknown;
}

/** What `reads.json` holds: per shelf, its entries most recent first. */
export type RecentReadsFile = Partial<Record<ReadShelf, RecentRead[]>>;

/**
 * The arguments as a stable key: keys sorted, unset values and the first page dropped, so
 * `{}` and `{ page: 1 }` are the same read.
 */
export function readKey(args: unknown): string {
  if (typeof args !== 'object' || args === null) return '{}';
  const entries = Object.entries(args as Record<string, unknown>)
    .filter(([name, value]) => value !== undefined && !(name === 'page' && value === 1))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}

/** The shelf with `entry` in front; an older entry of the same key goes, then the oldest past the bound. */
export function shelvedFirst(
  shelf: readonly RecentRead[] | undefined,
  entry: RecentRead,
  limit: number,
): RecentRead[] {
  const others = (shelf ?? []).filter((kept) => kept.key !== entry.key);
  return [entry, ...others].slice(0, limit);
}
