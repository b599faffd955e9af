import type { FinderSort } from '../../../src-shared/domain/finder';

/** The columns the core API can order by. */
export type SortColumn = 'followers' | 'er';

/**
 * A click on a column's header: largest first, then smallest first, then largest again. Another
 * column's order is left for this one's, largest first.
 */
export function nextSort(current: FinderSort | undefined, column: SortColumn): FinderSort {
  return current === `${column}_desc` ? `${column}_asc` : `${column}_desc`;
}

/** The header's `aria-sort`: only the column the results are ordered by says how. */
export function ariaSortOf(
  current: FinderSort | undefined,
  column: SortColumn,
): 'ascending' | 'descending' | undefined {
  if (current === `${column}_desc`) return 'descending';
  if (current === `${column}_asc`) return 'ascending';
  return undefined;
}
