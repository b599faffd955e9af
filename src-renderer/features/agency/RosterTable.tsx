import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskRow } from '../../../src-shared/domain/agency-desk';
import { ChevronDownIcon } from '../../ui/icons';
import { RosterRow } from './RosterRow';
import {
  nextSort,
  ROSTER_COLUMNS,
  type RosterColumn,
  type RosterSection,
  type RosterSort,
} from './roster-rows';
import './RosterTable.css';

/** Columns that say more in a tooltip than their short header does. */
const HINTED = new Set<RosterColumn>([
  'network',
  'er',
  'change',
  'age',
  'completeness',
  'proposals',
  'collaborations',
  'access',
  'copy',
]);

/** Columns of figures, right-aligned under their header. */
const NUMBER_COLUMNS = new Set<RosterColumn>(['followers', 'er', 'change', 'proposals']);

/** The columns right of the name, as a section's title row fills them. */
const SECTION_FILLER_COLUMNS = [...ROSTER_COLUMNS.filter((column) => column !== 'name'), 'actions'];

export interface RosterTableProps {
  sections: RosterSection[];
  sort: RosterSort;
  onSort: (sort: RosterSort) => void;
  selection: ReadonlySet<string>;
  onToggle: (accountIds: string[], selected: boolean) => void;
  onEdit: (row: DeskRow) => void;
  now: Date;
}

/**
 * The roster as a real table: every header a button that sorts by it (`aria-sort` on the one in
 * use), a section per role, a checkbox per row and one for every row shown. Narrow windows hide
 * the least needed columns (container queries in RosterTable.css), never the name, the
 * selection or the key figures; the table never makes the page scroll across.
 */
export function RosterTable({
  sections,
  sort,
  onSort,
  selection,
  onToggle,
  onEdit,
  now,
}: RosterTableProps) {
  const { t } = useTranslation();
  const shownIds = sections.flatMap((section) => section.rows.map((row) => row.accountId));
  const selectedShown = shownIds.filter((id) => selection.has(id)).length;
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) {
      allBox.current.indeterminate = selectedShown > 0 && selectedShown < shownIds.length;
    }
  }, [selectedShown, shownIds.length]);

  return (
    <div className="desk-table-region">
      <table className="desk-table">
        <caption className="visually-hidden">{t('agency.roster.label')}</caption>
        <thead>
          <tr>
            <td className="desk-col desk-col--select">
              <input
                ref={allBox}
                type="checkbox"
                aria-label={t('agency.roster.selectAll', { count: shownIds.length })}
                checked={shownIds.length > 0 && selectedShown === shownIds.length}
                onChange={(event) => onToggle(shownIds, event.target.checked)}
              />
            </td>
            {ROSTER_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
            ))}
            <th scope="col" className="desk-col desk-col--actions">
              <span className="visually-hidden">{t('agency.roster.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.key} className="desk-table__section">
            <tr className="desk-table__section-row">
              {/*
               * Over the selection and the name only: a cell per other column hides with its
               * column, so narrow windows never count hidden columns in a span.
               */}
              <th scope="rowgroup" colSpan={2} className="desk-table__section-title">
                {t(`agency.roster.sections.${section.key}`, { count: section.rows.length })}
              </th>
              {SECTION_FILLER_COLUMNS.map((column) => (
                <td key={column} className={`desk-col desk-col--${column}`} />
              ))}
            </tr>
            {section.rows.map((row) => (
              <RosterRow
                key={row.accountId}
                row={row}
                selected={selection.has(row.accountId)}
                onToggle={(selected) => onToggle([row.accountId], selected)}
                onEdit={() => onEdit(row)}
                now={now}
              />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: RosterColumn;
  sort: RosterSort;
  onSort: (sort: RosterSort) => void;
}) {
  const { t } = useTranslation();
  const direction = sort.column === column ? sort.direction : undefined;
  const next = nextSort(sort, column);
  const hint = t(`agency.roster.sortHint.${next.direction}`);
  return (
    <th
      scope="col"
      className={`desk-col desk-col--${column}${NUMBER_COLUMNS.has(column) ? ' desk-col--number' : ''}`}
      aria-sort={direction}
    >
      <button
        type="button"
        className="desk-table__sort"
        title={HINTED.has(column) ? `${t(`agency.roster.columnHints.${column}`)}. ${hint}` : hint}
        onClick={() => onSort(next)}
      >
        {t(`agency.roster.columns.${column}`)}
        <ChevronDownIcon
          className={`desk-table__sort-icon desk-table__sort-icon--${direction ?? 'none'}`}
        />
      </button>
    </th>
  );
}
