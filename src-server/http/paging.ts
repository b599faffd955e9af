import * as v from 'valibot';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type ListPage,
} from '../../src-shared/api/envelope';
import { parseBody } from './validate';

/** Far past any real list; keeps `offset` a small integer whatever a client asks for. */
const MAX_PAGE = 1_000_000;

/** A whole number written in plain digits: "2", not "2.0", "+2", "2e0" or " 2". */
const positiveInteger = (max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** `page` and `size_page` (docs/PRODUCT.md §7, §9); a list's own filters pass through untouched. */
export const PagingQuerySchema = v.object({
  page: v.optional(positiveInteger(MAX_PAGE, 'validation.pageInvalid'), String(DEFAULT_PAGE)),
  size_page: v.optional(
    positiveInteger(MAX_PAGE_SIZE, 'validation.pageSizeInvalid'),
    String(DEFAULT_PAGE_SIZE),
  ),
});

export interface Paging {
  page: number;
  size_page: number;
  /** Rows to skip: `(page - 1) * size_page`. */
  offset: number;
}

/** Reads the paging of any list route; a bad value is a 400 naming `page` or `size_page`. */
export function parsePaging(query: unknown): Paging {
  const { page, size_page } = parseBody(PagingQuerySchema, query ?? {});
  return { page, size_page, offset: (page - 1) * size_page };
}

/** The list answer shape every paged route shares (docs/PRODUCT.md §7.1). */
export function listPage<T>(results: T[], count: number, paging: Paging): ListPage<T> {
  return { results, count, page: paging.page, size_page: paging.size_page };
}

/** The rows a repository reads for this page. */
export function pageWindow(paging: Paging): { offset: number; limit: number } {
  return { offset: paging.offset, limit: paging.size_page };
}
