import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OAuthAccount } from '../providers/oauth-network';
import type { OAuthTokens } from '../providers/oauth-token';

/** Keeps the latest tokens of a connection; a new sign-in replaces the old grant. */
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
}

/** The stored grant of a connection; undefined when none was kept. */
export async function findCredential(
  db: Kysely<Database>,
  userNetwork: string,
): Promise<StoredGrant | undefined> {
  const found = await db
    .selectFrom('network_credentials')
    .select(['provider_user_id', 'access_token', 'refresh_token', 'token_secret', 'expires_at'])
    .where('user_network', '=', userNetwork)
    .executeTakeFirst();
  if (!found) return undefined;
  return {
    providerUserId: found.provider_user_id,
    accessToken: found.access_token,
    ...(found.refresh_token === null ? {} : { refreshToken: found.refresh_token }),
    ...(found.token_secret === null ? {} : { tokenSecret: found.token_secret }),
    ...(found.expires_at === null ? {} : { expiresAt: new Date(found.expires_at) }),
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
      ...(tokens.refreshToken === undefined ? {} : { refresh_token: tokens.refreshToken }),
      expires_at: tokens.expiresAt ?? null,
      updated_at: now,
    })
    .where('user_network', '=', userNetwork)
    .where('access_token', '=', replacedAccessToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
