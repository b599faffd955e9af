import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinderSort } from '../../../src-shared/domain/finder';
import type { SocialNetwork } from '../../../src-shared/domain/network';
import type { CreatorListProps } from './CreatorResults';
import { CreatorTableRow } from './CreatorTableRow';
import { ResultsMore } from './ResultsMore';
import { SortableHeader } from './SortableHeader';
import { useResultsVirtualizer } from './use-results-virtualizer';
import './CreatorTable.css';

/**
 * A row's usual height (one line; CreatorTable.css), so fifteen fit in a 1280×800 window. A name
 * too long for its column wraps and makes its row taller: rows are measured once drawn.
 */
export const TABLE_ROW_HEIGHT = 26;
/** The sticky header row's height, above the first creator. */
export const TABLE_HEADER_HEIGHT = 32;
const COLUMN_COUNT = 8;

export interface CreatorTableProps extends CreatorListProps {
  /** Already translated: the scrolling region's name (it takes focus to scroll by keyboard). */
  regionLabel: string;
  sort?: FinderSort | undefined;
  /** Absent where the list cannot be ordered (the shortlist keeps the order saved). */
  onSort?: (sort: FinderSort) => void;
  /** The network searched for: its figures are the ones shown. */
  network?: SocialNetwork | undefined;
}

/**
 * The compact mode: one creator per line in a real table, virtualized like the cards (spacer
 * rows stand for the ones not rendered, so the table keeps its own layout and semantics). The
 * table never scrolls across: as its region narrows the least needed columns give way
 * (CreatorTable.css), while the name, the followers and "Guardar" always stay.
 */
export function CreatorTable({
  creators,
  count,
  hasMore,
  loadingMore,
  moreError,
  onLoadMore,
  onRetryMore,
  label,
  action,
  scrollKey,
  busy = false,
  regionLabel,
  sort,
  onSort,
  network,
}: CreatorTableProps) {
  const { t } = useTranslation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { virtualizer, rows, measureRow } = useResultsVirtualizer({
    scrollerRef,
    creators,
    hasMore,
    onLoadMore,
    rowHeight: TABLE_ROW_HEIGHT,
    paddingStart: TABLE_HEADER_HEIGHT,
    scrollKey,
  });
  const first = rows[0];
  const last = rows.at(-1);
  const spaceAbove = first ? first.start - TABLE_HEADER_HEIGHT : 0;
  const spaceBelow = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <div
      ref={scrollerRef}
      className="finder-results creator-table-region"
      role="region"
      aria-label={regionLabel}
      aria-busy={busy || undefined}
      // Scrolls by keyboard even where no link or button is in view.
      tabIndex={0}
    >
      <table className="creator-table" aria-label={label} aria-rowcount={count + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className="creator-table__who">
              {t('finder.table.creator')}
            </th>
            <th scope="col" className="creator-table__col--category">
              {t('finder.table.category')}
            </th>
            <th scope="col" className="creator-table__col--network">
              {t('finder.table.network')}
            </th>
            <SortableHeader
              column="followers"
              label={t('finder.table.followers')}
              sort={sort}
              onSort={onSort}
              className="creator-table__col--followers"
            />
            <SortableHeader
              column="er"
              label={t('finder.table.er')}
              sort={sort}
              onSort={onSort}
              className="creator-table__col--er"
            />
            <th scope="col" className="creator-table__col--country">
              {t('finder.table.country')}
            </th>
            <th scope="col" className="creator-table__col--read">
              {t('finder.table.readAt')}
            </th>
            <th scope="col" className="creator-table__col--action">
              <span className="visually-hidden">{t('finder.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {spaceAbove > 0 && <SpacerRow height={spaceAbove} />}
          {rows.map((row) => {
            const creator = creators[row.index];
            return creator ? (
              <CreatorTableRow
                key={row.key}
                measureRef={measureRow}
                virtualIndex={row.index}
                creator={creator}
                rowIndex={row.index + 2}
                network={network}
                action={action(creator)}
              />
            ) : (
              <tr
                key={row.key}
                ref={measureRow}
                data-index={row.index}
                className="creator-table__row"
              >
                <td colSpan={COLUMN_COUNT}>
                  <ResultsMore
                    loadingMore={loadingMore}
                    moreError={moreError}
                    onRetryMore={onRetryMore}
                  />
                </td>
              </tr>
            );
          })}
          {spaceBelow > 0 && <SpacerRow height={spaceBelow} />}
        </tbody>
      </table>
    </div>
  );
}

/** Stands for the rows scrolled out of the DOM, so the scrollbar matches the whole list. */
function SpacerRow({ height }: { height: number }) {
  return (
    <tr className="creator-table__spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={COLUMN_COUNT} />
    </tr>
  );
}
