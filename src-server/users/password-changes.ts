import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { revokeAllTokens, revokeOtherTokens } from '../auth/token-store';
import { generateToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** How long a reset link works: long enough to find the mail, short enough to limit a leak. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * A new single-use reset token for the account (256 random bits, like session tokens); only its
 * SHA-256 is stored, so the database cannot be used to reset anyone's password.
 */
export async function issueResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    })
    .execute();
  return token;
}

/** Spends every reset link the account still has: once the password changed, they are stale. */
async function spendResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * The signed-in owner's new password: the caller's own session stays, every other one ends (a
 * stolen session does not survive the change), and pending reset links stop working.
 */
export async function changePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  keepTokenId: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await revokeOtherTokens(trx, userId, keepTokenId, now);
    await spendResetTokens(trx, userId, now);
  });
}

/**
 * Sets the password a reset link was for. The token is spent in the same statement that checks
 * it (unknown, used or expired match nothing), so a link works exactly once even when two
 * requests race. Every session ends: whoever reset the password signs in again. Answers whether
 * the token was good.
 */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', spent.user_id)
      .execute();
    await revokeAllTokens(trx, spent.user_id, now);
    await spendResetTokens(trx, spent.user_id, now);
    return true;
  });
}
