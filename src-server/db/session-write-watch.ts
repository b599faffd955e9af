import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** Told when a statement that changes sessions starts and when its change is committed or gone. */
export interface SessionWriteObserver {
  writeStarted(): void;
  writeSettled(): void;
}

/**
 * Statements that can change what a session reads: its token row or its user's row. Kysely quotes
 * identifiers, so `update "users"` and `delete from "auth_tokens"` are what it sends; inserts are
 * left out, since a new row is in no one's cached session.
 */
const SESSION_WRITE =
  /\b(?:update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(?:users|auth_tokens)"?(?=[\s,;(]|$)/i;
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const END = /^\s*(?:commit|end|abort|rollback(?!\s+to\b))\b/i;

export const isSessionWrite = (sql: string): boolean => SESSION_WRITE.test(sql);

/**
 * Watches every statement sent through the pool: a write to sessions is announced before it runs
 * and settled after it ran, or, inside a transaction, once the transaction commits or rolls back —
 * the moment other connections can see it. A client released mid-transaction settles too.
 */
export function watchSessionWrites(
  pool: PostgresPool,
  observer: SessionWriteObserver,
): PostgresPool {
  return {
    connect: async () => watched(await pool.connect(), observer),
    end: () => pool.end(),
  };
}

function watched(client: PostgresPoolClient, observer: SessionWriteObserver): PostgresPoolClient {
  let inTransaction = false;
  let unsettled = 0;
  const settleAll = () => {
    for (; unsettled > 0; unsettled -= 1) observer.writeSettled();
  };
  const query = async (text: string, values: readonly unknown[] | undefined) => {
    if (BEGIN.test(text)) inTransaction = true;
    const writes = isSessionWrite(text);
    if (writes) {
      observer.writeStarted();
      unsettled += 1;
    }
    try {
      return await client.query(text, values ?? []);
    } finally {
      if (END.test(text)) inTransaction = false;
      if (!inTransaction) settleAll();
    }
  };
  return {
    query: ((text: unknown, values?: readonly unknown[]) =>
      typeof text === 'string'
        ? query(text, values)
        : client.query(text as never)) as PostgresPoolClient['query'],
    release: () => {
      inTransaction = false;
      settleAll();
      client.release();
    },
  };
}
