import type { ColumnType, Expression, Insertable, Selectable, Updateable } from 'kysely';
import type { AudienceShare, MetricName, SocialNetwork } from '../../src-shared/domain/network';
import type { PlanName } from '../../src-shared/domain/plan';
import type { MetaInfo, Role } from '../../src-shared/domain/user';

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
  // bigint: pg answers a string, PGlite a number; writes take a number.
  followers: ColumnType<string | number, number | undefined, number>;
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
  access_token: string;
  refresh_token: string | null;
  /** OAuth 1.0a only (Twitter); migration 0005. */
  token_secret: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  /** Spec §3 audience_age_gender where the source reports it (migration 0007). */
  audience: ColumnType<
    AudienceShare[] | null,
    Expression<AudienceShare[]> | null | undefined,
    Expression<AudienceShare[]> | null
  >;
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

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  user_networks: UserNetworksTable;
  network_credentials: NetworkCredentialsTable;
  network_metrics: NetworkMetricsTable;
  network_media: NetworkMediaTable;
  account_plans: AccountPlansTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
export type NetworkRow = Selectable<UserNetworksTable>;
export type NewNetwork = Insertable<UserNetworksTable>;
export type NetworkUpdate = Updateable<UserNetworksTable>;
