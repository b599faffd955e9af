import type { ColumnType, Expression, Insertable, Selectable, Updateable } from 'kysely';
import type { MetricName, SocialNetwork } from '../../src-shared/domain/network';
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
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  user_networks: UserNetworksTable;
  network_credentials: NetworkCredentialsTable;
  network_metrics: NetworkMetricsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type AuthTokenRow = Selectable<AuthTokensTable>;
export type NetworkRow = Selectable<UserNetworksTable>;
export type NewNetwork = Insertable<UserNetworksTable>;
export type NetworkUpdate = Updateable<UserNetworksTable>;
