import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OAuthAccount } from '../providers/oauth-network';

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

/** The stored access token of a connection; undefined when none was kept. */
export async function findAccessToken(
  db: Kysely<Database>,
  userNetwork: string,
): Promise<string | undefined> {
  const found = await db
    .selectFrom('network_credentials')
    .select('access_token')
    .where('user_network', '=', userNetwork)
    .executeTakeFirst();
  return found?.access_token;
}
