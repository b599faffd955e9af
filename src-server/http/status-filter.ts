import * as v from 'valibot';
import { parseBody } from './validate';

/**
 * A list's optional `?status=` among `statuses`; anything else is a 400 naming `status`. Paging
 * parameters and other filters pass through untouched.
 */
export function parseStatusFilter<S extends string>(
  query: unknown,
  statuses: readonly [S, ...S[]],
): S | undefined {
  const schema = v.object({ status: v.optional(v.picklist(statuses, 'validation.statusInvalid')) });
  return parseBody(schema, query ?? {}).status as S | undefined;
}
