import type { ContentType } from './content-types';
import type { NetworkAccess, SocialNetwork } from './network';
import type { Role } from './user';

/**
 * Issue 33: the agency desk. Every signed-in account of this desktop at a glance, built in main
 * from each account's offline copy and refreshed in the background; groups, notes and the inbox
 * lines' done/snooze live only on this desktop.
 */

/** The desk shows from this many signed-in accounts on ("Agencia" in the side nav). */
export const DESK_MIN_ACCOUNTS = 2;
/** At most this many accounts are refreshed at once in the background. */
export const DESK_REFRESH_AT_ONCE = 4;
/** A copy not fully synced for this long is marked stale. */
export const DESK_STALE_COPY_HOURS = 24;
/** Figures read longer ago than this make an inbox line ("Cifras de hace N días"). */
export const DESK_OLD_FIGURES_DAYS = 30;
/** An item due within this many hours is "por vencer". */
export const DESK_DUE_SOON_HOURS = 48;
/** An application whose status changed within this many days is news. */
export const DESK_APPLICATION_NEWS_DAYS = 14;
/** Accounts one desk action takes at most. */
export const DESK_ACCOUNTS_MAX = 500;
export const DESK_GROUP_MAX_LENGTH = 40;
export const DESK_NOTE_MAX_LENGTH = 1000;
/** How many groups a desktop keeps names for. */
export const DESK_GROUPS_MAX = 50;

/** Why a network's access needs the creator: expiring within 7 days, expired or revoked. */
export interface DeskAccessAlert {
  network: SocialNetwork;
  username: string;
  state: Exclude<NetworkAccess['state'], 'ok'>;
  expires_at: string | null;
}

/** How the background refresh of an account stands in this run of the app. */
export type DeskRefreshState = 'idle' | 'queued' | 'refreshing' | 'done' | 'failed';

/** One row of the roster: one signed-in account. */
export interface DeskRow {
  accountId: string;
  role: Role | null;
  /** A creator's name, a brand's company (as the switcher names it). */
  name: string;
  /** A creator's public handle (vanity name), without "@". */
  handle: string | null;
  email: string;
  /** The stored profile photo as a `data:` URL, so it shows offline. */
  photo: string | null;
  /** The network with the most followers. */
  mainNetwork: SocialNetwork | null;
  /** Followers over every connected network; null for brands and creators with none. */
  followers: number | null;
  /** The main network's interaction rate, in percent. */
  er: number | null;
  /** The sum of every network's 30-day follower change; percent of the earlier total. */
  change30d: { followers: number; percent: number | null } | null;
  /** When the oldest network figures shown were read (the age of the figures). */
  figuresReadAt: string | null;
  /** The home meter's count: the six wizard steps, a verified network, a piece, a price. */
  completeness: { done: number; total: number } | null;
  /** Proposals still open (sent or countered), either side's turn. */
  openProposals: number;
  collaborationsInProgress: number;
  /** The earliest due date of an open item of a collaboration in progress (YYYY-MM-DD). */
  nextDueDate: string | null;
  accessAlerts: DeskAccessAlert[];
  /** When the copy was last fully synced; null before the first sync. */
  syncedAt: string | null;
  /** The copy is older than DESK_STALE_COPY_HOURS, or its last refresh failed. */
  stale: boolean;
  refresh: DeskRefreshState;
  /** The last refresh's failure, as the API's code (`network`, `unauthorized`…). */
  refreshError: string | null;
  /** Kept on this desktop only. */
  group: string | null;
  note: string;
  /** Inbox lines of this account still open (not done, not snoozed). */
  openLines: number;
}

export const DESK_LINE_KINDS = [
  'proposal_to_answer',
  'application_news',
  'applicants_waiting',
  'draft_to_hand_in',
  'changes_asked',
  'publish_approved',
  'draft_to_review',
  'item_late',
  'access_expiring',
  'access_lost',
  'figures_old',
  'profile_unfinished',
] as const;
export type DeskLineKind = (typeof DESK_LINE_KINDS)[number];

/** Where a line opens, in its own account. */
export type DeskTarget =
  | { screen: 'proposal'; id: string }
  | { screen: 'castingCall'; id: string }
  | { screen: 'myWork' }
  | { screen: 'collaboration'; id: string; itemId: string | null }
  | { screen: 'networks' }
  | { screen: 'profile' };

/** An item a line is about (collaborations). */
export interface DeskLineItem {
  network: SocialNetwork;
  content_type: ContentType;
  number: number;
  due_date: string;
}

/** One thing waiting for this desk. The renderer words it from `kind` and the facts. */
export interface DeskLine {
  /** Stable while the thing is the same; a new round, status or date makes a new id. */
  id: string;
  accountId: string;
  kind: DeskLineKind;
  /** When it happened (newest first). */
  at: string;
  /** Who or what it is about: a brand, a creator, a call's title, a network's username. */
  subject: string;
  /** Extra facts per kind: an item, a network, a count, a due state. */
  item: DeskLineItem | null;
  network: SocialNetwork | null;
  count: number | null;
  /** For items: due within DESK_DUE_SOON_HOURS, or past. */
  due: 'soon' | 'late' | null;
  target: DeskTarget;
  state: 'open' | 'done' | 'snoozed';
  snoozedUntil: string | null;
}

export interface DeskState {
  rows: DeskRow[];
  /** Every line, newest first; done and snoozed ones too (the desk can show them). */
  lines: DeskLine[];
  /** Open lines over every account: the dock badge's count. */
  openCount: number;
  /** Accounts still waiting for or under a refresh. */
  refreshing: number;
  groups: string[];
  builtAt: string;
}

export const DESK_LINE_ACTIONS = ['done', 'snooze_day', 'snooze_week', 'reopen'] as const;
export type DeskLineAction = (typeof DESK_LINE_ACTIONS)[number];

export const ROSTER_FORMATS = ['csv', 'xlsx'] as const;
export type RosterFormat = (typeof ROSTER_FORMATS)[number];

/** What "Actualizar cifras" did for the selected accounts. */
export interface DeskFiguresAnswer {
  /** Networks refreshed from the network's own API. */
  refreshed: number;
  /** Networks the network or the server refused, per account. */
  failed: Array<{ accountId: string; network: SocialNetwork; code: string }>;
  /** Accounts that had no network connected through a sign-in. */
  skipped: number;
}
