import { randomUUID } from 'node:crypto';
import { CompiledQuery, type InferResult, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sessionCacheOf, type ActiveSession } from './session-cache';
import { generateToken, hashToken, TOKEN_LIFETIME_MS } from './tokens';

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
 * How stale `last_used_at` may get. Recording every use would make each authenticated read a
 * committed write; once a minute per token is enough to tell which sessions are in use.
 */
export const TOKEN_USE_INTERVAL_MS = 60_000;

export type { ActiveSession };

function sessionQuery(db: Kysely<Database>, tokenHash: string, now: Date) {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .select([
      'auth_tokens.id as session_token_id',
      'auth_tokens.last_used_at as session_used_at',
      'auth_tokens.expires_at as session_expires_at',
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now);
}
type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];

/** Stand-ins compiled in place of the real values, found again among the parameters by identity. */
const HASH_SLOT = '\u0000token_hash';
const NOW_SLOT = new Date(0);
const compiledSessions = new WeakMap<Kysely<Database>, CompiledQuery<SessionRow>>();

/**
 * Building and compiling the query costs more JavaScript than running it on every authenticated
 * request, and its SQL never changes: each database compiles it once.
 */
function compiledSession(db: Kysely<Database>, tokenHash: string, now: Date) {
  let compiled = compiledSessions.get(db);
  if (!compiled) {
    compiled = sessionQuery(db, HASH_SLOT, NOW_SLOT).compile();
    compiledSessions.set(db, compiled);
  }
  const parameters = compiled.parameters.map((value) =>
    value === HASH_SLOT ? tokenHash : value === NOW_SLOT ? now : value,
  );
  return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<SessionRow>;
}

/**
 * Finds a live token with its user: from the session cache when it holds them (no round trip),
 * else in one query. Expired and revoked tokens match nothing, and a revocation empties the cache
 * when it commits (session-cache.ts), so it takes effect on the very next request. The use is
 * written only when the last recorded one is older than TOKEN_USE_INTERVAL_MS.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const cached = cache?.get(tokenHash, now);
  if (cached) {
    if (now.getTime() - cached.usedAt.getTime() >= TOKEN_USE_INTERVAL_MS) {
      await recordTokenUse(db, cached.tokenId, now);
    }
    return { tokenId: cached.tokenId, user: cached.user };
  }
  const ticket = cache?.beginRead() ?? 0;
  const { rows } = await db.executeQuery(compiledSession(db, tokenHash, now));
  const row = rows[0];
  if (!row) return null;
  const {
    session_token_id: tokenId,
    session_used_at: usedAt,
    session_expires_at: expiresAt,
    ...user
  } = row;
  const session = { tokenId, user };
  if (now.getTime() - usedAt.getTime() >= TOKEN_USE_INTERVAL_MS) {
    await recordTokenUse(db, tokenId, now);
  } else {
    cache?.remember(ticket, tokenHash, session, expiresAt, usedAt);
  }
  return session;
}

/** Concurrent requests of one token may all see a stale use: the condition lets one write win. */
async function recordTokenUse(db: Kysely<Database>, tokenId: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ last_used_at: now })
    .where('id', '=', tokenId)
    .where('last_used_at', '<=', new Date(now.getTime() - TOKEN_USE_INTERVAL_MS))
    .execute();
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
