import type { ColumnType, Expression } from 'kysely';

export type IdempotencyState = 'in_progress' | 'done';

/** A JSON answer as stored: whatever the route answered (an envelope or an error body), or null. */
export type StoredAnswer = unknown;

/** One `Idempotency-Key` of one account and the answer it gives again (migration 0026). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  path: string;
  body_hash: string;
  state: IdempotencyState;
  status_code: number | null;
  // jsonb, written through `jsonb()` (db/jsonb.ts) like every jsonb column.
  answer: ColumnType<
    StoredAnswer,
    Expression<StoredAnswer> | null,
    Expression<StoredAnswer> | null
  >;
  created_at: ColumnType<Date, Date | string, Date | string>;
}
