import { sql, type RawBuilder } from 'kysely';

/**
 * A `date` column read as `YYYY-MM-DD`. pg turns a date into a Date at local midnight and PGlite
 * into one at UTC midnight, so reading the raw value would shift days with the time zone.
 */
export function isoDate(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}
