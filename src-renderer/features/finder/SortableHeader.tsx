import { useTranslation } from 'react-i18next';
import type { FinderSort } from '../../../src-shared/domain/finder';
import { ChevronDownIcon } from '../../ui/icons';
import { ariaSortOf, nextSort, type SortColumn } from './finder-sort';

export interface SortableHeaderProps {
  column: SortColumn;
  /** Already translated: the column's visible name. */
  label: string;
  sort: FinderSort | undefined;
  /** Absent where the list cannot be ordered: the header is plain text. */
  onSort: ((sort: FinderSort) => void) | undefined;
  /** The column's class (its width, and when it gives way in a narrow window). */
  className: string;
}

/** A numeric column's header; where the core API can order by it, a button that flips the order. */
export function SortableHeader({ column, label, sort, onSort, className }: SortableHeaderProps) {
  const { t } = useTranslation();
  if (!onSort) {
    return (
      <th scope="col" className={`creator-table__number ${className}`}>
        {label}
      </th>
    );
  }
  const direction = ariaSortOf(sort, column);
  return (
    <th scope="col" className={`creator-table__number ${className}`} aria-sort={direction}>
      <button
        type="button"
        className="creator-table__sort"
        title={t(`finder.table.sortHint.${nextSort(sort, column)}`)}
        onClick={() => onSort(nextSort(sort, column))}
      >
        {label}
        <ChevronDownIcon
          className={`creator-table__sort-icon creator-table__sort-icon--${direction ?? 'none'}`}
        />
      </button>
    </th>
  );
}
