import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** What the plugin really passes to `child`: the merged limit options, the route under routeInfo. */
type MergedLimitOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/** Ended windows are deleted at most this often per process; reuse covers clients who return. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A `@fastify/rate-limit` store whose counters live in PostgreSQL, so every API process of a team
 * counts against the same limit. One statement per request: it opens the window, counts in it, or
 * starts a new one when it has ended, atomically under concurrent requests from any process. The
 * database's clock decides when a window ends, so processes on hosts whose clocks differ agree.
 */
export function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  const sweeper = { last: 0 };
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      /** The route's part of the key, like the Redis store's: each limited route counts apart. */
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      count(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      sweep(db, sweeper);
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      const route = (routeOptions as unknown as MergedLimitOptions).routeInfo ?? {};
      return new PostgresRateLimitStore(
        routeOptions,
        `${String(route.method ?? '')}${String(route.url ?? '')}-`,
      );
    }
  };
}

async function count(
  db: Kysely<Database>,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ count: number; ttl_ms: number }>`
    insert into rate_limit_counters as c (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${timeWindowMs}::float8 / 1000))
    on conflict (key) do update set
      count = case when c.reset_at <= now() then 1 else c.count + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning count, ceil(extract(epoch from (reset_at - now())) * 1000)::float8 as ttl_ms
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit counter not written');
  return { current: Number(row.count), ttl: Math.max(0, Number(row.ttl_ms)) };
}

/** Deletes ended windows in the background; a failed sweep is retried on a later request. */
function sweep(db: Kysely<Database>, sweeper: { last: number }): void {
  const now = Date.now();
  if (now - sweeper.last < SWEEP_EVERY_MS) return;
  sweeper.last = now;
  db.deleteFrom('rate_limit_counters')
    .where('reset_at', '<', sql<Date>`now()`)
    .execute()
    .catch(() => undefined);
}
