import { sql, type RawBuilder } from 'kysely';

/**
 * A value for a jsonb column. Serialising here, not in the driver, keeps pg (which turns arrays
 * into Postgres arrays) and PGlite writing the same JSON.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}
