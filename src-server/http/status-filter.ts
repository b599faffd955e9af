import * as v from 'valibot';
import { parseBody } from './validate';

/** The `?status=` query of a list whose items have these statuses (also the OpenAPI document's). */
export const statusFilterSchema = <S extends string>(statuses: readonly [S, ...S[]]) =>
  v.object({ status: v.optional(v.picklist(statuses, 'validation.statusInvalid')) });

/**
 * A list's optional `?status=` among `statuses`; anything else is a 400 naming `status`. Paging
 * parameters and other filters pass through untouched.
 */
export function parseStatusFilter<S extends string>(
  query: unknown,
  statuses: readonly [S, ...S[]],
): S | undefined {
  return parseBody(statusFilterSchema(statuses), query ?? {}).status as S | undefined;
}
