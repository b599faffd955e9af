import type { Kysely } from 'kysely';

/**
 * Twitter (X) connects with OAuth 1.0a: its access token comes with a secret that signs every
 * call and there is no refresh token. A column of its own rather than refresh_token, so no code
 * that refreshes grants can ever send the secret to a token endpoint. Null for OAuth 2 networks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('network_credentials').addColumn('token_secret', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('network_credentials').dropColumn('token_secret').execute();
}
