import type { ColumnType, Expression, Insertable, Selectable, Updateable } from 'kysely';
import type { AudienceShare, MetricName, SocialNetwork } from '../../src-shared/domain/network';
import type { ApplicationStatus, CastingCallStatus } from '../../src-shared/domain/casting-call';
import type { ContentType } from '../../src-shared/domain/content-types';
import type { CreatorCategory } from '../../src-shared/domain/creator-category';
import type { KitFigures } from '../../src-shared/domain/media-kit';
import type {
  Deliverable,
  ProposalAction,
  ProposalSide,
  ProposalStatus,
} from '../../src-shared/domain/proposal';
import type { CompanySize, Industry } from '../../src-shared/domain/brand';
import type { InterestName } from '../../src-shared/domain/finder';
import type { PlanName } from '../../src-shared/domain/plan';
import type { MetaInfo, Role } from '../../src-shared/domain/user';
import type { PaymentOrdersTable, PayoutAccountsTable, TransactionsTable } from './billing-tables';
import type { GeneratedImagesTable } from './image-tables';
import type { HashtagsTable, InstagramStoriesTable, MonitorKeywordsTable } from './content-tables';
import type { IdempotencyKeysTable } from './idempotency-tables';
import type {
  DealFundingsTable,
  DealPayoutAttemptsTable,
  DealPayoutsTable,
  DealRefundsTable,
  DealSharesTable,
} from './deal-money-tables';
import type {
  CampaignReportExportsTable,
  CollaborationEventsTable,
  CollaborationFigureJobsTable,
  CollaborationFiguresTable,
  CollaborationItemsTable,
  CollaborationMediaTable,
  CollaborationsTable,
  CollaborationVersionsTable,
  NotificationsTable,
} from './collaboration-tables';

/** Timestamps come back as Date on both engines; writes accept a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  facebook_id: string | null;
  role: Role | null;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  profile_image: string | null;
  question_text: ColumnType<string, string | undefined, string>;
  telephone: ColumnType<string, string | undefined, string>;
  country: ColumnType<string, string | undefined, string>;
  // jsonb: writes go through `jsonb()` (db/jsonb.ts) because pg and PGlite serialise plain
  // objects and arrays differently; the type forces that path.
  meta_info: ColumnType<MetaInfo, Expression<MetaInfo> | undefined, Expression<MetaInfo>>;
  vanity_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface UserNetworksTable {
  uuid: string;
  user_id: string;
  network: SocialNetwork;
  username: string;
  name: ColumnType<string, string | undefined, string>;
  // bigint, read as a number (db/pg-types.ts).
  followers: ColumnType<number, number | undefined, number>;
  connected: ColumnType<boolean, boolean | undefined, boolean>;
  is_channel: ColumnType<boolean, boolean | undefined, boolean>;
  /** '' for networks whose form has no URL (only linkedin, blog and spotify ask for one). */
  url: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Provider tokens of an OAuth-verified connection; never serialised into an answer. */
export interface NetworkCredentialsTable {
  user_network: string;
  provider_user_id: string;
  /** Sealed (secrets/secret-box.ts) like refresh_token and token_secret; clear before 0022. */
  access_token: string;
  /** Hex SHA-256 of the clear access token: the compare-and-set of refreshes (migration 0022). */
  access_token_digest: string;
  refresh_token: string | null;
  /** OAuth 1.0a only (Twitter); migration 0005. */
  token_secret: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the refresh token ends, where the network said so (migration 0017). */
  refresh_expires_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /** Set when the network refused the grant, cleared by a new sign-in (migration 0017). */
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why, in Spanish, as the creator reads it. */
  revoked_reason: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

type MetricValues = Partial<Record<MetricName, number>>;

/** The latest figures of a connection (migration 0006). */
export interface NetworkMetricsTable {
  user_network: string;
  values: ColumnType<MetricValues, Expression<MetricValues>, Expression<MetricValues>>;
  read_at: ColumnType<Date, Date | string, Date | string>;
  /** 'manual' or a SocialNetwork. */
  source: string;
  /** docs/PRODUCT.md §3 audience_age_gender where the source reports it (migration 0007). */
  audience: ColumnType<
    AudienceShare[] | null,
    Expression<AudienceShare[]> | null | undefined,
    Expression<AudienceShare[]> | null
  >;
}

/** Every reading of a connection, never updated (migration 0017). */
export interface NetworkReadingsTable {
  // bigint identity, never written.
  id: ColumnType<number, never, never>;
  user_network: string;
  read_at: ColumnType<Date, Date | string, never>;
  /** 'manual' or a SocialNetwork. */
  source: ColumnType<string, string, never>;
  followers: ColumnType<number, number, never>;
  values: ColumnType<MetricValues, Expression<MetricValues>, never>;
}

/** Posts a network reported for a connection (migration 0007). */
export interface NetworkMediaTable {
  user_network: string;
  media_id: string;
  media_type: string;
  caption: ColumnType<string, string | undefined, string>;
  media_url: string | null;
  thumbnail_url: string | null;
  permalink: string;
  posted_at: ColumnType<Date, Date | string, Date | string>;
  like_count: number | null;
  comment_count: number | null;
  read_at: Timestamp;
  /** The caption lowercase without accents, kept by the database (migration 0016). */
  caption_search: ColumnType<string, never, never>;
}

/** An account's plan and credits (migration 0008); no row is the free plan with none. */
export interface AccountPlansTable {
  user_id: string;
  plan: ColumnType<PlanName, PlanName | undefined, PlanName>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  trial_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  credits: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

/** A jsonb column: read as T, written only through `jsonb()` (db/jsonb.ts). */
type Jsonb<T> = ColumnType<T, Expression<T>, Expression<T>>;
/** numeric(12,2), read as a number (db/pg-types.ts). */
type Money = ColumnType<number, number, number>;
/** A `date` column, read as `YYYY-MM-DD` (db/pg-types.ts). */
type CalendarDate = string;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** A brand's casting call (migration 0011). */
export interface CastingCallsTable {
  id: string;
  brand_id: string;
  owner_id: string;
  title: string;
  brief: string;
  networks: Jsonb<SocialNetwork[]>;
  content_types: Jsonb<ContentType[]>;
  budget_min: Money;
  budget_max: Money;
  country: string | null;
  categories: Jsonb<CreatorCategory[]>;
  deadline: CalendarDate;
  status: ColumnType<CastingCallStatus, CastingCallStatus | undefined, CastingCallStatus>;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A creator's application to a casting call (migration 0011). */
export interface CastingApplicationsTable {
  id: string;
  casting_call_id: string;
  creator_id: string;
  price: Money;
  message: ColumnType<string, string | undefined, string>;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A brand's proposal to a creator with its current terms (migration 0012). */
export interface ProposalsTable {
  id: string;
  brand_id: string;
  brand_owner_id: string;
  creator_id: string;
  status: ProposalStatus;
  turn: ProposalSide | null;
  application_id: string | null;
  deliverables: Jsonb<Deliverable[]>;
  price: Money;
  start_date: CalendarDate;
  end_date: CalendarDate;
  message: ColumnType<string, string | undefined, string>;
  revision_rounds: ColumnType<number, number | undefined, number>;
  /** Issue 32: the platform's fee in basis points, fixed when the proposal is sent. */
  platform_fee_bp: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One step of a proposal's negotiation (migration 0012); never updated. */
export interface ProposalRoundsTable {
  id: string;
  proposal_id: string;
  /** 1, 2, 3… per proposal: the timeline's order. */
  seq: number;
  author: ProposalSide;
  action: ProposalAction;
  deliverables: Jsonb<Deliverable[]>;
  price: Money;
  start_date: CalendarDate;
  end_date: CalendarDate;
  message: ColumnType<string, string | undefined, string>;
  revision_rounds: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

/** A brand account's company, one per account (migration 0009). */
export interface CompaniesTable {
  user_id: string;
  name: string;
  legal_name: ColumnType<string, string | undefined, string>;
  tax_id: ColumnType<string, string | undefined, string>;
  country: string;
  website: ColumnType<string, string | undefined, string>;
  industry: Industry;
  size: CompanySize;
  updated_at: Timestamp;
}

/** A brand a brand account runs campaigns for (migration 0009). */
export interface BrandsTable {
  id: string;
  owner_id: string;
  name: string;
  /** A path inside the media folder, or null before a logo is uploaded. */
  logo: ColumnType<string | null, string | null | undefined, string | null>;
  industry: Industry;
  website: ColumnType<string, string | undefined, string>;
  description: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A creator's rate-card line (migration 0009). */
export interface CreatorPricesTable {
  id: string;
  user_id: string;
  network: SocialNetwork;
  content_type: ContentType;
  // numeric(12,2), read as a number (db/pg-types.ts).
  price: ColumnType<number, number | string, number | string>;
  created_at: Timestamp;
}

/** An interest a creator picked (migration 0009). */
export interface CreatorInterestsTable {
  id: string;
  user_id: string;
  interest: InterestName;
  created_at: Timestamp;
}

/** The finder's row per creator (migration 0010); rebuilt by finder/refresh-creator-search.ts. */
export interface CreatorSearchTable {
  user_id: string;
  category_rank: number;
  category: string;
  // bigint, read as a number (db/pg-types.ts).
  max_followers: ColumnType<number, number, number>;
  best_er: number | null;
  country: string;
  gender: string | null;
  languages: string[];
  networks: string[];
  search_text: string;
  updated_at: Timestamp;
}

/** The finder's row per creator and network (migration 0010). */
export interface CreatorSearchNetworksTable {
  user_id: string;
  network: SocialNetwork;
  followers: ColumnType<number, number, number>;
  er: number | null;
  category_rank: number;
  country: string;
  gender: string | null;
  languages: string[];
}

/** A brand's first open of a creator in a month (migration 0010). */
export interface ProfileViewsTable {
  brand_id: string;
  /** YYYY-MM, UTC. */
  period: string;
  creator_id: string;
  first_viewed_at: Timestamp;
  /** A credit paid for it (the month's allowance was used up); migration 0019. */
  paid_with_credit: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A creator a brand account saved to its shortlist (migration 0018). */
export interface BrandShortlistTable {
  brand_id: string;
  creator_id: string;
  created_at: Timestamp;
}

/** A brand's invitation of a creator to one of its casting calls (migration 0018). */
export interface CastingInvitationsTable {
  casting_call_id: string;
  creator_id: string;
  invited_at: Timestamp;
}

/** A creator's portfolio piece (migration 0013). */
export interface BriefcaseItemsTable {
  id: string;
  user_id: string;
  media_type: 'image' | 'video';
  /** Paths inside the media folder. */
  file_path: string;
  thumbnail_path: string | null;
  profile_url: ColumnType<string, string | undefined, string>;
  title: ColumnType<string, string | undefined, string>;
  position: number;
  size_bytes: number;
  created_at: Timestamp;
}

/** A single-use password-reset token, stored as its SHA-256 (migration 0013). */
export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** An address that asked for no more mail (migration 0013). */
export interface EmailUnsubscribesTable {
  email: string;
  created_at: Timestamp;
}

/** A creator's work settings (migration 0013); no row reads as the defaults. */
export interface InfluencerSettingsTable {
  user_id: string;
  open_to_offers: boolean;
  minimum_budget: ColumnType<number | null, number | null, number | null>;
  updated_at: Timestamp;
}

/** One exported media kit, by its verification code (migration 0020). */
export interface MediaKitExportsTable {
  code: string;
  user_id: string;
  exported_at: Timestamp;
  registered_at: Timestamp;
  // jsonb, written through `jsonb()` (db/jsonb.ts): its key order is the engine's, not the kit's.
  figures: ColumnType<KitFigures, Expression<KitFigures>, Expression<KitFigures>>;
  digest: string;
}

/** Counters of rate-limited routes shared by the processes on one PostgreSQL (migration 0021). */
export interface RateLimitCountersTable {
  key: string;
  count: number;
  reset_at: ColumnType<Date, Date | string, Date | string>;
}

/** Secrets the API processes on one PostgreSQL share, made once (migration 0027). */
export interface SharedSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, never, never>;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  user_networks: UserNetworksTable;
  network_credentials: NetworkCredentialsTable;
  network_metrics: NetworkMetricsTable;
  network_readings: NetworkReadingsTable;
  network_media: NetworkMediaTable;
  account_plans: AccountPlansTable;
  creator_search: CreatorSearchTable;
  creator_search_networks: CreatorSearchNetworksTable;
  profile_views: ProfileViewsTable;
  brand_shortlist: BrandShortlistTable;
  companies: CompaniesTable;
  brands: BrandsTable;
  creator_prices: CreatorPricesTable;
  creator_interests: CreatorInterestsTable;
  casting_calls: CastingCallsTable;
  casting_applications: CastingApplicationsTable;
  casting_invitations: CastingInvitationsTable;
  proposals: ProposalsTable;
  proposal_rounds: ProposalRoundsTable;
  transactions: TransactionsTable;
  payment_orders: PaymentOrdersTable;
  payout_accounts: PayoutAccountsTable;
  briefcase_items: BriefcaseItemsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_unsubscribes: EmailUnsubscribesTable;
  influencer_settings: InfluencerSettingsTable;
  generated_images: GeneratedImagesTable;
  hashtags: HashtagsTable;
  monitor_keywords: MonitorKeywordsTable;
  instagram_stories: InstagramStoriesTable;
  media_kit_exports: MediaKitExportsTable;
  rate_limit_counters: RateLimitCountersTable;
  shared_secrets: SharedSecretsTable;
  idempotency_keys: IdempotencyKeysTable;
  collaborations: CollaborationsTable;
  collaboration_items: CollaborationItemsTable;
  collaboration_versions: CollaborationVersionsTable;
  collaboration_media: CollaborationMediaTable;
  collaboration_events: CollaborationEventsTable;
  collaboration_figures: CollaborationFiguresTable;
  collaboration_figure_jobs: CollaborationFigureJobsTable;
  notifications: NotificationsTable;
  campaign_report_exports: CampaignReportExportsTable;
  deal_fundings: DealFundingsTable;
  deal_refunds: DealRefundsTable;
  deal_payouts: DealPayoutsTable;
  deal_payout_attempts: DealPayoutAttemptsTable;
  deal_shares: DealSharesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
export type NetworkRow = Selectable<UserNetworksTable>;
export type NewNetwork = Insertable<UserNetworksTable>;
export type NetworkUpdate = Updateable<UserNetworksTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type BrandRow = Selectable<BrandsTable>;
export type PriceRow = Selectable<CreatorPricesTable>;
export type InterestRow = Selectable<CreatorInterestsTable>;
export type BriefcaseItemRow = Selectable<BriefcaseItemsTable>;
export type GeneratedImageRow = Selectable<GeneratedImagesTable>;
