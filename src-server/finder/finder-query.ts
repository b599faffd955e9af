import type { FinderQuery } from '../../src-shared/domain/finder';
import { FinderQuerySchema } from '../../src-shared/schemas/finder';
import { parseBody } from '../http/validate';

/** Plain digits with an optional decimal part: "20", "2.5"; not "2e1", "+2", " 2" or "0x10". */
const DECIMAL = /^\d{1,15}(\.\d{1,6})?$/;
/** Pages stop at 9,999,999 so the offset stays a small integer (http/paging.ts caps them too). */
const PAGE = /^\d{1,7}$/;

/** Query parameters that are numbers in FinderQuerySchema, and how their text must look. */
const NUMERIC: Readonly<Record<string, RegExp>> = {
  followers_min: DECIMAL,
  followers_max: DECIMAL,
  er_min: DECIMAL,
  page: PAGE,
  size_page: DECIMAL,
};

/**
 * Reads the finder's query string into the shared FinderQuery (the schema main and the renderer
 * use). Query strings carry text: numbers are converted when written as plain decimals, and
 * anything else is handed on as text so the schema's own message names the field (400). An
 * empty parameter (`?network=&username=`, as the spec writes the path) means "no filter".
 */
export function parseFinderQuery(query: unknown): FinderQuery {
  const raw = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === '') continue;
    if (typeof value === 'string' && Object.hasOwn(NUMERIC, key) && NUMERIC[key]?.test(value)) {
      input[key] = Number(value);
    } else {
      // Country codes are stored uppercase; `mx` is as clear as `MX`.
      input[key] = key === 'country' && typeof value === 'string' ? value.toUpperCase() : value;
    }
  }
  return parseBody(FinderQuerySchema, input);
}
