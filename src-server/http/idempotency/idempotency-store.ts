import type { Kysely } from 'kysely';
import { jsonb } from '../../db/jsonb';
import type { Database } from '../../db/schema';
import {
  decideOnStoredKey,
  IDEMPOTENCY_KEY_LIFETIME_MS,
  IDEMPOTENCY_STALE_AFTER_MS,
  type KeyedRequest,
} from './idempotency-request';

/** One account's key, held by the request that runs with it. */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  /** When this request took the key: a later request that took it over is not this one. */
  createdAt: Date;
}

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; answer: unknown }
  | { kind: 'reused' }
  | { kind: 'in_progress' };

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Takes the key for this request, or says what the request it was first used for decided. One
 * statement in the usual case: the insert, which also takes over a key past its lifetime or
 * abandoned mid-request (the same rules as `decideOnStoredKey`). When the key is held, its row is
 * read; a row gone meanwhile (its request failed and let it go) means trying again.
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  request: KeyedRequest,
): Promise<ClaimOutcome> {
  const now = claim.createdAt;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const taken = await db
      .insertInto('idempotency_keys')
      .values({
        user_id: claim.userId,
        key: claim.key,
        ...request,
        state: 'in_progress',
        status_code: null,
        answer: null,
        created_at: claim.createdAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'key'])
          .doUpdateSet((eb) => ({
            method: eb.ref('excluded.method'),
            path: eb.ref('excluded.path'),
            body_hash: eb.ref('excluded.body_hash'),
            state: eb.ref('excluded.state'),
            status_code: null,
            answer: null,
            created_at: eb.ref('excluded.created_at'),
          }))
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.created_at', '<=', ago(now, IDEMPOTENCY_KEY_LIFETIME_MS)),
              eb.and([
                eb('idempotency_keys.state', '=', 'in_progress'),
                eb('idempotency_keys.created_at', '<=', ago(now, IDEMPOTENCY_STALE_AFTER_MS)),
              ]),
            ]),
          ),
      )
      .returning('key')
      .executeTakeFirst();
    if (taken) return { kind: 'claimed' };

    const stored = await db
      .selectFrom('idempotency_keys')
      .select(['method', 'path', 'body_hash', 'state', 'status_code', 'answer', 'created_at'])
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .executeTakeFirst();
    if (!stored) continue;
    const decision = decideOnStoredKey(stored, request, now);
    if (decision === 'take_over') continue;
    if (decision === 'replay') {
      return { kind: 'replay', status: stored.status_code ?? 200, answer: stored.answer };
    }
    return { kind: decision };
  }
  // The key changed hands three times in a row: some other request with it is running.
  return { kind: 'in_progress' };
}

/** Keeps the final answer of the request that held the key, to be answered again. */
export async function completeIdempotencyKey(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  status: number,
  answer: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status_code: status, answer: answer === null ? null : jsonb(answer) })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('state', '=', 'in_progress')
    .where('created_at', '=', claim.createdAt)
    .execute();
}

/** Lets the key go (the request failed in a way worth retrying): the next request with it runs. */
export async function releaseIdempotencyKey(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('state', '=', 'in_progress')
    .where('created_at', '=', claim.createdAt)
    .execute();
}

/** Deletes the keys past their lifetime; they no longer replay anyway. */
export async function sweepIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<=', ago(now, IDEMPOTENCY_KEY_LIFETIME_MS))
    .execute();
}
