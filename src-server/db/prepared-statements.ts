import { createHash } from 'node:crypto';
import { sql, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Statements worth keeping parsed: reads and writes with parameters, never DDL or utility ones. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Postgres' "cached plan must not change result type": a table a statement reads changed shape. */
const FEATURE_NOT_SUPPORTED = '0A000';

const names = new Map<string, string>();

const PLAN_WITH_VALUES_TEXT = '/* plan with values */';

/**
 * Put in a statement whose best plan depends on its values (a search whose selective filter
 * changes from one call to the next): it is then sent unnamed, so Postgres plans it with the
 * values every time. A named one is planned for "any value" after five runs, and the finder's
 * count then scanned 3 times as long (a page with category, gender and language at 100,000
 * creators: 35 ms against 12).
 */
export const PLAN_WITH_VALUES = sql.raw(PLAN_WITH_VALUES_TEXT);

/**
 * A stable, short name per statement text; pg keeps one parsed statement per name and connection.
 * Remembered per text, since the same few statements run on every request.
 */
function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Kysely sends every query as text and values, so Postgres parses and plans it again each time.
 * Naming the statement makes node-postgres parse it once per connection and then only bind and
 * execute it: the hot reads (the session behind every request) skip the parse step. Kysely's SQL
 * is built from code, not from input, so the set of statements is bounded.
 *
 * A migration run by another process can change a table under a statement parsed before it
 * (`select *` then has another shape, and Postgres refuses to run the old one): that statement
 * is then sent unnamed from then on, so a deploy costs a retry, never an error.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const unpreparable = new Set<string>();
  return {
    connect: async () => prepared(await pool.connect(), unpreparable),
    end: () => pool.end(),
  };
}

function prepared(client: pg.PoolClient, unpreparable: Set<string>): PostgresPoolClient {
  const plain = (text: string, values: readonly unknown[]) => client.query(text, [...values]);
  async function query(text: string, values: readonly unknown[]) {
    const name =
      values.length > 0 && PREPARABLE.test(text) && !text.includes(PLAN_WITH_VALUES_TEXT)
        ? nameOf(text)
        : null;
    if (!name || unpreparable.has(name)) return plain(text, values);
    try {
      return await client.query({ name, text, values: [...values] });
    } catch (error) {
      if ((error as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw error;
      unpreparable.add(name);
      return plain(text, values);
    }
  }
  return {
    query: ((text: unknown, values?: readonly unknown[]) =>
      typeof text === 'string'
        ? (query(text, values ?? []) as Promise<PostgresQueryResult<unknown>>)
        : client.query(text as never)) as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}
