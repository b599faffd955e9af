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

/** Every row is this tall (CreatorTable.css holds it to that), so ten fit in a laptop window. */
export const TABLE_ROW_HEIGHT = 44;
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
 * table scrolls inside its region, across too when the window is narrower than its columns.
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
  const { virtualizer, rows } = useResultsVirtualizer({
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
        <colgroup>
          <col />
          <col className="creator-table__col--category" />
          <col className="creator-table__col--network" />
          <col className="creator-table__col--followers" />
          <col className="creator-table__col--er" />
          <col className="creator-table__col--country" />
          <col className="creator-table__col--read" />
          <col className="creator-table__col--action" />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className="creator-table__who">
              {t('finder.table.creator')}
            </th>
            <th scope="col">{t('finder.table.category')}</th>
            <th scope="col">{t('finder.table.network')}</th>
            <SortableHeader
              column="followers"
              label={t('finder.table.followers')}
              sort={sort}
              onSort={onSort}
            />
            <SortableHeader column="er" label={t('finder.table.er')} sort={sort} onSort={onSort} />
            <th scope="col">{t('finder.table.country')}</th>
            <th scope="col">{t('finder.table.readAt')}</th>
            <th scope="col">
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
                creator={creator}
                rowIndex={row.index + 2}
                network={network}
                action={action(creator)}
              />
            ) : (
              <tr key={row.key} className="creator-table__row">
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
