import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generateToken, hashToken, TOKEN_LIFETIME_MS } from './tokens';

export interface ActiveToken {
  tokenId: string;
  userId: string;
}

/** Creates a new session for a user and returns the plain token (shown once, never stored). */
export async function issueToken(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('auth_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_used_at: now,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS),
    })
    .execute();
  return token;
}

/**
 * Finds a live token and records its use in the same statement, so checking and touching cost
 * one round trip. Expired and revoked tokens match nothing.
 */
export async function useToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ActiveToken | null> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ last_used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
  return row ? { tokenId: row.id, userId: row.user_id } : null;
}

export async function revokeToken(db: Kysely<Database>, tokenId: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of an account, as when someone else's password stops being trusted or the
 * owner signs out everywhere; answers how many live sessions ended.
 */
export async function revokeAllTokens(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends every session of an account but one: a password change keeps the device that made it. */
export async function revokeOtherTokens(
  db: Kysely<Database>,
  userId: string,
  keepTokenId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', keepTokenId)
    .where('revoked_at', 'is', null)
    .execute();
}
