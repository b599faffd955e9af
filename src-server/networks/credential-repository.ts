import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OAuthAccount } from '../providers/oauth-network';
import type { OAuthTokens } from '../providers/oauth-token';

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
  const values = {
    provider_user_id: account.providerUserId,
    access_token: account.accessToken,
    refresh_token: account.refreshToken ?? null,
    token_secret: account.tokenSecret ?? null,
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
  return {
    providerUserId: found.provider_user_id,
    accessToken: found.access_token,
    ...(found.refresh_token === null ? {} : { refreshToken: found.refresh_token }),
    ...(found.token_secret === null ? {} : { tokenSecret: found.token_secret }),
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
  const result = await db
    .updateTable('network_credentials')
    .set({
      access_token: tokens.accessToken,
      // A new refresh token brings its own end (none said: renewable); the kept one keeps its own.
      ...(tokens.refreshToken === undefined
        ? {}
        : {
            refresh_token: tokens.refreshToken,
            refresh_expires_at: tokens.refreshExpiresAt ?? null,
          }),
      expires_at: tokens.expiresAt ?? null,
      // The network just accepted the grant.
      revoked_at: null,
      revoked_reason: null,
      updated_at: now,
    })
    .where('user_network', '=', userNetwork)
    .where('access_token', '=', replacedAccessToken)
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
    .where('access_token', '=', refusedAccessToken)
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
    .where('access_token', '=', acceptedAccessToken)
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
