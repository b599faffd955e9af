import { sql, type RawBuilder } from 'kysely';

/**
 * A value for a jsonb column. Serialising here, not in the driver, keeps pg (which turns arrays
 * into Postgres arrays) and PGlite writing the same JSON.
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`cast(${JSON.stringify(value)} as jsonb)`;
}

/**
 * `column || patch` for a jsonb object column: only the patch's keys change, inside the UPDATE
 * itself, so two saves of different keys at once never undo each other.
 */
export function jsonbMerge<T extends object>(column: string, patch: Partial<T>): RawBuilder<T> {
  return sql<T>`${sql.ref(column)} || ${jsonb(patch)}`;
}
