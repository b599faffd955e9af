import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: provider tokens are sealed (AES-256-GCM, secrets/secret-box.ts) at the next start,
 * and sealing is randomised, so the compare-and-set of a refresh ("only while this grant is the
 * stored one") asks a SHA-256 digest of the access token instead of the token itself. The rows
 * are still clear here, so their digest is taken in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('network_credentials')
    .addColumn('access_token_digest', 'text')
    .execute();
  await sql`
    update network_credentials
    set access_token_digest = encode(sha256(convert_to(access_token, 'UTF8')), 'hex')
  `.execute(db);
  await db.schema
    .alterTable('network_credentials')
    .alterColumn('access_token_digest', (col) => col.setNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('network_credentials').dropColumn('access_token_digest').execute();
}
