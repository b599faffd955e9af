import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OAuthAccount } from '../providers/oauth-network';
import type { OAuthTokens } from '../providers/oauth-token';
import { secretsOf } from '../secrets/database-secrets';

/** The columns that hold a provider's secrets, sealed with the server's key (secret-box.ts). */
export const SEALED_COLUMNS = ['access_token', 'refresh_token', 'token_secret'] as const;
export type SealedColumn = (typeof SEALED_COLUMNS)[number];

/** What a sealed value is bound to: its column and row, so it opens nowhere else. */
export const sealContext = (column: SealedColumn, userNetwork: string) =>
  `network_credentials.${column}:${userNetwork}`;

/**
 * Sealing is randomised, so "the grant is still this one" is asked of a digest of the access token
 * (migration 0022). A digest of a random token reveals nothing of it.
 */
const digestOf = (accessToken: string) => createHash('sha256').update(accessToken).digest('hex');

function sealer(db: Kysely<Database>, userNetwork: string) {
  const box = secretsOf(db);
  return {
    seal: (column: SealedColumn, plain: string) =>
      box.seal(plain, sealContext(column, userNetwork)),
    open: (column: SealedColumn, stored: string) =>
      box.open(stored, sealContext(column, userNetwork)),
  };
}

/**
 * Keeps the latest tokens of a connection; a new sign-in replaces the old grant, and with it any
 * refusal recorded against the old one.
 */
export async function saveCredentials(
  db: Kysely<Database>,
  userNetwork: string,
  account: OAuthAccount,
  now: Date,
): Promise<void> {
  const { seal } = sealer(db, userNetwork);
  const values = {
    provider_user_id: account.providerUserId,
    access_token: seal('access_token', account.accessToken),
    access_token_digest: digestOf(account.accessToken),
    refresh_token:
      account.refreshToken === undefined ? null : seal('refresh_token', account.refreshToken),
    token_secret:
      account.tokenSecret === undefined ? null : seal('token_secret', account.tokenSecret),
    expires_at: account.expiresAt ?? null,
    refresh_expires_at: account.refreshExpiresAt ?? null,
    revoked_at: null,
    revoked_reason: null,
    updated_at: now,
  };
  await db
    .insertInto('network_credentials')
    .values({ user_network: userNetwork, ...values })
    .onConflict((conflict) => conflict.column('user_network').doUpdateSet(values))
    .execute();
}

/** A connection that now names another account must not keep the old account's grant. */
export async function deleteCredentials(db: Kysely<Database>, userNetwork: string): Promise<void> {
  await db.deleteFrom('network_credentials').where('user_network', '=', userNetwork).execute();
}

/** A connection's stored grant, as a re-read and a token refresh need it. */
export interface StoredGrant {
  /** The account the grant reads (Facebook: the Page or Instagram account connected). */
  providerUserId: string;
  accessToken: string;
  refreshToken?: string;
  /** OAuth 1.0a (Twitter) only. */
  tokenSecret?: string;
  /** Absent when the network gave no lifetime (or the token never expires). */
  expiresAt?: Date;
  /** true once the network refused this grant (markGrantRevoked). */
  revoked?: boolean;
}

/** The stored grant of a connection; undefined when none was kept. */
export async function findCredential(
  db: Kysely<Database>,
  userNetwork: string,
): Promise<StoredGrant | undefined> {
  const found = await db
    .selectFrom('network_credentials')
    .select([
      'provider_user_id',
      'access_token',
      'refresh_token',
      'token_secret',
      'expires_at',
      'revoked_at',
    ])
    .where('user_network', '=', userNetwork)
    .executeTakeFirst();
  if (!found) return undefined;
  const { open } = sealer(db, userNetwork);
  return {
    providerUserId: found.provider_user_id,
    accessToken: open('access_token', found.access_token),
    ...(found.refresh_token === null
      ? {}
      : { refreshToken: open('refresh_token', found.refresh_token) }),
    ...(found.token_secret === null
      ? {}
      : { tokenSecret: open('token_secret', found.token_secret) }),
    ...(found.expires_at === null ? {} : { expiresAt: new Date(found.expires_at) }),
    ...(found.revoked_at === null ? {} : { revoked: true }),
  };
}

/**
 * Stores the tokens a refresh brought in place of the grant that was refreshed. Only while that
 * grant is still the stored one: a sign-in or another refresh in the meantime wrote a newer one,
 * which must not be overwritten. A refresh without a new refresh token keeps the old one, which
 * stays valid (RFC 6749 §6). false when nothing was written.
 */
export async function saveRefreshedTokens(
  db: Kysely<Database>,
  userNetwork: string,
  replacedAccessToken: string,
  tokens: OAuthTokens,
  now: Date,
): Promise<boolean> {
  const { seal } = sealer(db, userNetwork);
  const result = await db
    .updateTable('network_credentials')
    .set({
      access_token: seal('access_token', tokens.accessToken),
      access_token_digest: digestOf(tokens.accessToken),
      // A new refresh token brings its own end (none said: renewable); the kept one keeps its own.
      ...(tokens.refreshToken === undefined
        ? {}
        : {
            refresh_token: seal('refresh_token', tokens.refreshToken),
            refresh_expires_at: tokens.refreshExpiresAt ?? null,
          }),
      expires_at: tokens.expiresAt ?? null,
      // The network just accepted the grant.
      revoked_at: null,
      revoked_reason: null,
      updated_at: now,
    })
    .where('user_network', '=', userNetwork)
    .where('access_token_digest', '=', digestOf(replacedAccessToken))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records that the network refused the grant whose access token was `refusedAccessToken`, with
 * the reason the creator reads. Only while that grant is still the stored one: a sign-in in the
 * meantime brought a grant nobody refused.
 */
export async function markGrantRevoked(
  db: Kysely<Database>,
  userNetwork: string,
  refusedAccessToken: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('network_credentials')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_network', '=', userNetwork)
    .where('access_token_digest', '=', digestOf(refusedAccessToken))
    .where('revoked_at', 'is', null)
    .execute();
}

/** A grant recorded as refused that the network accepted again (a passing refusal). */
export async function clearGrantRevoked(
  db: Kysely<Database>,
  userNetwork: string,
  acceptedAccessToken: string,
): Promise<void> {
  await db
    .updateTable('network_credentials')
    .set({ revoked_at: null, revoked_reason: null })
    .where('user_network', '=', userNetwork)
    .where('access_token_digest', '=', digestOf(acceptedAccessToken))
    .where('revoked_at', 'is not', null)
    .execute();
}

/** What tells how long a connection's grant holds, without its secrets. */
export interface GrantLifetime {
  /** A refresh token is stored: the access token is renewed as it expires. */
  renewable: boolean;
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  revokedAt: Date | null;
  revokedReason: string | null;
}

/** The grants of these connections in one query, by uuid; a missing one has none stored. */
export async function grantLifetimesOf(
  db: Kysely<Database>,
  uuids: readonly string[],
): Promise<Map<string, GrantLifetime>> {
  const found = new Map<string, GrantLifetime>();
  if (uuids.length === 0) return found;
  const rows = await db
    .selectFrom('network_credentials')
    .select((eb) => [
      'user_network',
      eb('refresh_token', 'is not', null).as('renewable'),
      'expires_at',
      'refresh_expires_at',
      'revoked_at',
      'revoked_reason',
    ])
    .where('user_network', 'in', [...uuids])
    .execute();
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  for (const row of rows) {
    found.set(row.user_network, {
      renewable: Boolean(row.renewable),
      expiresAt: date(row.expires_at),
      refreshExpiresAt: date(row.refresh_expires_at),
      revokedAt: date(row.revoked_at),
      revokedReason: row.revoked_reason,
    });
  }
  return found;
}

/**
 * Seals what is stored in clear (rows written before sealing) or under a key that is no longer
 * the first, at start, so an old key can be dropped after one start with the new one. Each row is
 * rewritten only while it still holds what was read: a grant written meanwhile is kept. A row
 * sealed with a key no longer named stops the start, unless `forgetUnreadable` (the desktop whose
 * keychain lost its key): then that grant is deleted and its creator connects again.
 */
export async function sealStoredCredentials(
  db: Kysely<Database>,
  { forgetUnreadable = false }: { forgetUnreadable?: boolean } = {},
): Promise<number> {
  const box = secretsOf(db);
  const rows = await db
    .selectFrom('network_credentials')
    .select(['user_network', ...SEALED_COLUMNS])
    .execute();
  let sealed = 0;
  for (const row of rows) {
    const { seal, open } = sealer(db, row.user_network);
    const changes: Partial<Record<SealedColumn, string>> = {};
    try {
      for (const column of SEALED_COLUMNS) {
        const stored = row[column];
        if (stored !== null && !box.sealedWithPrimary(stored)) {
          changes[column] = seal(column, open(column, stored));
        }
      }
    } catch (error) {
      if (!forgetUnreadable) throw error;
      await deleteCredentials(db, row.user_network);
      continue;
    }
    if (Object.keys(changes).length === 0) continue;
    let update = db
      .updateTable('network_credentials')
      .set(changes)
      .where('user_network', '=', row.user_network);
    for (const column of SEALED_COLUMNS) {
      const stored = row[column];
      update = update.where(column, stored === null ? 'is' : '=', stored);
    }
    const result = await update.executeTakeFirst();
    if (result.numUpdatedRows > 0n) sealed += 1;
  }
  return sealed;
}
