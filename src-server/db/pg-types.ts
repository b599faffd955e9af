import pg from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

/**
 * Row types for both engines. bigint (counts, followers) and numeric(12,2) (money) come back as
 * JavaScript numbers: followers stay far below 2^53 and money has two decimals, so nothing is
 * lost, and every reader gets a number instead of converting strings itself.
 */
export const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    // A calendar day stays `YYYY-MM-DD`: as a Date it would be midnight somewhere, and shift.
    if (oid === DATE_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};
