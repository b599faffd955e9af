import { sql, type RawBuilder } from 'kysely';

/**
 * A value for a jsonb column. Serialised here, not by the driver: pg would turn a JavaScript array
 * into a Postgres array, not a JSON one.
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
