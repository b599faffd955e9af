import type { ColumnType, Expression } from 'kysely';
import type {
  FigureCheckpoint,
  ItemActor,
  ItemEventAction,
  ItemStatus,
  NotificationKind,
  CollaborationStatus,
} from '../../src-shared/domain/collaboration';
import type { ContentType } from '../../src-shared/domain/content-types';
import type { DealMoneyStatus, ReleaseMode } from '../../src-shared/domain/deal-money';
import type { SocialNetwork } from '../../src-shared/domain/network';
import type { ProposalSide } from '../../src-shared/domain/proposal';

// Kept beside schema.ts so issue 31's tables (migration 0029) live in one small file.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** numeric(12,2), read as a number (db/pg-types.ts). */
type Money = ColumnType<number, number, number>;
/** `date`, read as `YYYY-MM-DD` (db/pg-types.ts). */
type CalendarDate = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** bigint, read as a number (db/pg-types.ts). */
type Count = ColumnType<number | null, number | null | undefined, number | null>;

export interface CollaborationsTable {
  id: string;
  proposal_id: string;
  brand_id: string;
  brand_owner_id: string;
  creator_id: string;
  price: Money;
  start_date: CalendarDate;
  end_date: CalendarDate;
  revision_rounds: number;
  status: CollaborationStatus;
  /** Issue 32 (migration 0030): the fee agreed, the money's state, how it is released. */
  platform_fee_bp: WithDefault<number>;
  money_status: WithDefault<DealMoneyStatus>;
  release_mode: ColumnType<ReleaseMode | null, ReleaseMode | null | undefined, ReleaseMode | null>;
  funded_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CollaborationItemsTable {
  id: string;
  collaboration_id: string;
  seq: number;
  network: SocialNetwork;
  content_type: ContentType;
  number: number;
  due_date: CalendarDate;
  status: ItemStatus;
  revisions_used: WithDefault<number>;
  cancel_requested_by: ColumnType<ProposalSide | null, ProposalSide | null | undefined>;
  cancel_reason: WithDefault<string>;
  cancel_requested_at: NullableTimestamp;
  post_url: ColumnType<string | null, string | null | undefined>;
  post_id: ColumnType<string | null, string | null | undefined>;
  published_at: NullableTimestamp;
  waiting_since: NullableTimestamp;
  revision: WithDefault<number>;
  updated_at: Timestamp;
}

export interface CollaborationVersionsTable {
  id: string;
  item_id: string;
  version: number;
  caption: string;
  planned_publish_date: NullableDate;
  note: WithDefault<string>;
  created_at: Timestamp;
}

export interface CollaborationMediaTable {
  id: string;
  owner_id: string;
  version_id: ColumnType<string | null, string | null | undefined>;
  position: WithDefault<number>;
  media_type: 'image' | 'video';
  /** Media paths (media/media-store.ts), made absolute URLs with the request's origin. */
  file: string;
  thumbnail: ColumnType<string | null, string | null | undefined>;
  file_name: string;
  size_bytes: ColumnType<number, number, number>;
  created_at: Timestamp;
}

export interface CollaborationEventsTable {
  id: string;
  item_id: string;
  seq: number;
  action: ItemEventAction;
  actor: ItemActor;
  actor_id: ColumnType<string | null, string | null | undefined>;
  from_status: ColumnType<ItemStatus | null, ItemStatus | null | undefined>;
  to_status: ColumnType<ItemStatus | null, ItemStatus | null | undefined>;
  note: WithDefault<string>;
  version: ColumnType<number | null, number | null | undefined>;
  created_at: Timestamp;
}

export interface CollaborationFiguresTable {
  id: string;
  item_id: string;
  checkpoint: FigureCheckpoint | 'manual';
  source: SocialNetwork | 'manual';
  views: Count;
  likes: Count;
  comments: Count;
  shares: Count;
  reach: Count;
  read_at: Timestamp;
}

export interface CollaborationFigureJobsTable {
  item_id: string;
  checkpoint: FigureCheckpoint;
  due_at: Timestamp;
  attempts: WithDefault<number>;
  next_attempt_at: Timestamp;
  last_error: ColumnType<string | null, string | null | undefined>;
  done_at: NullableTimestamp;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  collaboration_id: string;
  item_id: ColumnType<string | null, string | null | undefined>;
  note: WithDefault<string>;
  dedupe_key: ColumnType<string | null, string | null | undefined>;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

export interface CampaignReportExportsTable {
  code: string;
  collaboration_id: string;
  user_id: string;
  exported_at: Timestamp;
  registered_at: Timestamp;
  // jsonb, written through `jsonb()` (db/jsonb.ts).
  figures: ColumnType<unknown, Expression<unknown>, Expression<unknown>>;
  digest: string;
}
