import type { BrandSummary } from './brand';
import type { DealMoneyStatus } from './deal-money';
import type { ContentType } from './content-types';
import type { SocialNetwork } from './network';
import type { ProposalSide } from './proposal';

/**
 * Issue 31: an accepted proposal becomes a collaboration (`colaboración`), one per proposal, from
 * the accepted round's terms. Each deliverable of quantity N becomes N items.
 */

/**
 * pending → draft_submitted → changes_requested → draft_submitted … → approved → published →
 * measured; `rejected` when the brand refuses the item with a reason; `cancelled` by agreement of
 * both sides before publication. rejected, cancelled and measured take no further move of the
 * item's state (measured items still get their later readings).
 */
export const ITEM_STATUSES = [
  'pending',
  'draft_submitted',
  'changes_requested',
  'approved',
  'published',
  'measured',
  'rejected',
  'cancelled',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** What is kept in an item's timeline, one entry per move (who, when, the note). */
export const ITEM_EVENT_ACTIONS = [
  'created',
  'due_date_changed',
  'draft_submitted',
  'changes_requested',
  'approved',
  'rejected',
  'published',
  'measured',
  'cancel_requested',
  'cancel_withdrawn',
  'cancel_declined',
  'cancelled',
] as const;
export type ItemEventAction = (typeof ITEM_EVENT_ACTIONS)[number];

/** Who made a move: a side, or the core API itself (figures read by its job). */
export type ItemActor = ProposalSide | 'system';

/** The brand's answer to a draft. */
export const REVIEW_DECISIONS = ['approve', 'request_changes', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** A cancellation asked by one side and confirmed (or declined) by the other. */
export const CANCEL_ACTIONS = ['request', 'confirm', 'withdraw', 'decline'] as const;
export type CancelAction = (typeof CANCEL_ACTIONS)[number];

/** "Rondas de cambios incluidas": a negotiated term, 0–10, 2 unless the parties say otherwise. */
export const DEFAULT_REVISION_ROUNDS = 2;
export const MAX_REVISION_ROUNDS = 10;

/** Files of one draft: up to 10 images (a carousel) or one video. */
export const DRAFT_MAX_IMAGES = 10;
export const DRAFT_MAX_VIDEOS = 1;

/** The calendar reads one range of at most 400 days: a month view, or a year for the `.ics`. */
export const CALENDAR_MAX_DAYS = 400;

/** Free text limits: a note to the other side, a review note. */
export const ITEM_NOTE_MAX_LENGTH = 2000;

/**
 * The networks whose published posts' figures the core API reads (through the creator's
 * connection); on the others, or without a connection, they are typed by hand.
 */
export const FIGURE_NETWORKS = ['instagram', 'facebook', 'youtube', 'tiktok', 'twitter'] as const;

/** When the figures of a published post are read: at publication, a day later, a week later. */
export const FIGURE_CHECKPOINTS = ['publication', 'day', 'week'] as const;
export type FigureCheckpoint = (typeof FIGURE_CHECKPOINTS)[number];
/** Milliseconds after publication each checkpoint is due. */
export const CHECKPOINT_DELAY_MS: Readonly<Record<FigureCheckpoint, number>> = {
  publication: 0,
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
};

/** A stored file of a draft version (an image or a video with its poster). */
export interface DraftMedia {
  id: string;
  media_type: 'image' | 'video';
  /** Absolute URL of the stored file. */
  url: string;
  /** Absolute URL of a still: the image resized, or the video's poster frame; null without one. */
  thumbnail_url: string | null;
  file_name: string;
  size_bytes: number;
}

/** One handed-in draft of an item; every version is kept. */
export interface DraftVersion {
  id: string;
  /** 1 for the first draft, then one more per hand-in. */
  version: number;
  caption: string;
  /** When the creator plans to publish it (YYYY-MM-DD), if said. */
  planned_publish_date: string | null;
  /** The creator's note to the brand (a reply to the changes asked). */
  note: string;
  media: DraftMedia[];
  created_at: string;
}

export interface ItemEvent {
  id: string;
  action: ItemEventAction;
  actor: ItemActor;
  /** The person's display name (a brand's name, a creator's name); empty for the system. */
  actor_name: string;
  from_status: ItemStatus | null;
  to_status: ItemStatus | null;
  note: string;
  /** The draft version the move is about, where there is one. */
  version: number | null;
  created_at: string;
}

/** Where a figures reading came from: a network's adapter, or typed by the creator. */
export type FigureSource = SocialNetwork | 'manual';

/** A published post's figures at one moment; absent figures are ones the network does not report. */
export interface ItemFigures {
  id: string;
  checkpoint: FigureCheckpoint | 'manual';
  source: FigureSource;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  reach: number | null;
  read_at: string;
}

/** A scheduled read of a post's figures that could not be made (shown with its reason). */
export interface FiguresProblem {
  checkpoint: FigureCheckpoint;
  message: string;
  /** When the read is tried again; null once the core API gave up (figures may then be typed). */
  retry_at: string | null;
}

export interface CancelRequest {
  by: ProposalSide;
  reason: string;
  at: string;
}

export interface CollaborationItem {
  id: string;
  collaboration_id: string;
  network: SocialNetwork;
  content_type: ContentType;
  /** 1..N among the items of the same deliverable (network and content type). */
  number: number;
  due_date: string;
  status: ItemStatus;
  /** Changes asked so far; the revision limit is the collaboration's `revision_rounds`. */
  revisions_used: number;
  cancel_request: CancelRequest | null;
  post_url: string | null;
  published_at: string | null;
  /** Whether the core API can read this network's post figures (else they are typed by hand). */
  figures_readable: boolean;
  /** Since when a draft waits for the brand (draft_submitted only). */
  waiting_since: string | null;
  versions: DraftVersion[];
  events: ItemEvent[];
  figures: ItemFigures[];
  figures_problem: FiguresProblem | null;
  updated_at: string;
}

/** The next item to act on in a collaboration: the earliest due one still open. */
export interface NextDueItem {
  id: string;
  network: SocialNetwork;
  content_type: ContentType;
  number: number;
  due_date: string;
  status: ItemStatus;
}

export interface CollaborationParty {
  id: string;
  first_name: string;
  last_name: string;
  vanity_name: string | null;
  profile_image: string | null;
}

export type CollaborationStatus = 'active' | 'completed' | 'cancelled';
export const COLLABORATION_STATUSES = ['active', 'completed', 'cancelled'] as const;

/** Counts of a collaboration's items per state. */
export type ItemCounts = Partial<Record<ItemStatus, number>>;

/** A collaboration as lists show it. */
export interface CollaborationSummary {
  id: string;
  proposal_id: string;
  brand: BrandSummary;
  creator: CollaborationParty;
  /** USD, as agreed. */
  price: number;
  start_date: string;
  end_date: string;
  revision_rounds: number;
  status: CollaborationStatus;
  /** Issue 32: where the deal's money is ("unfunded": pending the brand's payment). */
  money_status: DealMoneyStatus;
  item_counts: ItemCounts;
  items_total: number;
  next_due: NextDueItem | null;
  /** Open items whose due date has passed (on the Mexico City calendar). */
  late_count: number;
  created_at: string;
  updated_at: string;
}

/** A collaboration with every item, version, timeline and figures. */
export interface Collaboration extends CollaborationSummary {
  items: CollaborationItem[];
}

/** A row of the brand's review queue: a draft waiting, oldest first. */
export interface ReviewQueueEntry {
  item: Omit<CollaborationItem, 'versions' | 'events' | 'figures' | 'figures_problem'>;
  collaboration: Pick<CollaborationSummary, 'id' | 'brand' | 'creator' | 'revision_rounds'>;
  /** The draft waiting for review. */
  version: DraftVersion;
  waiting_since: string;
}

/** One date of the calendar: an item's due date or its planned publishing date. */
export interface CalendarEntry {
  /** Stable per item and kind, so a re-imported `.ics` updates instead of duplicating. */
  uid: string;
  kind: 'due' | 'planned_publish';
  date: string;
  item_id: string;
  collaboration_id: string;
  network: SocialNetwork;
  content_type: ContentType;
  number: number;
  status: ItemStatus;
  brand_name: string;
  creator_name: string;
  /** Bumped whenever the entry changes (its date or status), as iCalendar's SEQUENCE. */
  sequence: number;
  updated_at: string;
}

/** What the inbox in the top bar shows, for either side. */
export const NOTIFICATION_KINDS = [
  'collaboration_started',
  'draft_submitted',
  'changes_requested',
  'approved',
  'rejected',
  'published',
  'measured',
  'cancel_requested',
  'cancel_declined',
  'cancelled',
  'due_date_changed',
  'due_tomorrow',
  'late',
  // Issue 32: the deal's money.
  /** To the brand: a collaboration accepted 3 days ago is still not paid. */
  'funding_reminder',
  /** To the creator: the brand paid; the platform holds the money, the work can start. */
  'funded',
  /** To the creator: money was released and waits for a payout e-mail. */
  'payout_email_needed',
  'payout_paid',
  /** To the creator: PayPal did not pay it; the note says why, a retry is offered. */
  'payout_failed',
  /** To the brand: money of undelivered items came back. */
  'refunded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  collaboration_id: string;
  item_id: string | null;
  /** Who it is about: the other side's display name. */
  counterpart: string;
  network: SocialNetwork | null;
  content_type: ContentType | null;
  number: number | null;
  note: string;
  created_at: string;
  read_at: string | null;
}

export interface NotificationPage {
  results: AppNotification[];
  count: number;
  unread: number;
  page: number;
  size_page: number;
}
