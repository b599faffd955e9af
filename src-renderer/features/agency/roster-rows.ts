import type { DeskRow } from '../../../src-shared/domain/agency-desk';
import type { Role } from '../../../src-shared/domain/user';
import { foldForSearch } from '../../app/shell/account-search';

/** The roster's columns, in the order they are shown; each one sorts. */
/** The role is each section's title (Creadores, Marcas), not a column of its own. */
export const ROSTER_COLUMNS = [
  'name',
  'network',
  'followers',
  'er',
  'change',
  'age',
  'completeness',
  'proposals',
  'collaborations',
  'access',
  'copy',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

export type SortDirection = 'ascending' | 'descending';
export interface RosterSort {
  column: RosterColumn;
  direction: SortDirection;
}

export const DEFAULT_SORT: RosterSort = { column: 'name', direction: 'ascending' };

/** Columns of words start A→Z; every other one starts with the biggest figure. */
const WORD_COLUMNS = new Set<RosterColumn>(['name', 'network']);

export function firstDirection(column: RosterColumn): SortDirection {
  return WORD_COLUMNS.has(column) ? 'ascending' : 'descending';
}

/** A click on a header: that column in its first direction, or the other way when it is sorted. */
export function nextSort(sort: RosterSort, column: RosterColumn): RosterSort {
  if (sort.column !== column) return { column, direction: firstDirection(column) };
  return { column, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** How far a copy is from fresh: a failed refresh first, then stale, then one under way. */
function copyConcern(row: DeskRow): number {
  if (row.refresh === 'failed') return 3;
  if (row.stale) return 2;
  if (row.refresh === 'queued' || row.refresh === 'refreshing') return 1;
  return 0;
}

/** The value a column sorts by; null sorts last whichever the direction. */
export function sortValue(row: DeskRow, column: RosterColumn, now: Date): string | number | null {
  switch (column) {
    case 'name':
      return row.name;
    case 'network':
      return row.mainNetwork;
    case 'followers':
      return row.followers;
    case 'er':
      return row.er;
    case 'change':
      return row.change30d ? (row.change30d.percent ?? row.change30d.followers) : null;
    case 'age':
      return row.figuresReadAt ? now.getTime() - Date.parse(row.figuresReadAt) : null;
    case 'completeness':
      return row.completeness && row.completeness.total > 0
        ? row.completeness.done / row.completeness.total
        : null;
    case 'proposals':
      return row.openProposals;
    case 'collaborations':
      return row.collaborationsInProgress;
    case 'access':
      return row.accessAlerts.length;
    case 'copy':
      return copyConcern(row);
  }
}

const collator = new Intl.Collator('es-MX', { sensitivity: 'base', numeric: true });

/** Rows in the order asked; equal values (and nulls among themselves) by name. */
export function sortRows(rows: readonly DeskRow[], sort: RosterSort, now: Date): DeskRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (a: DeskRow, b: DeskRow) => collator.compare(a.name, b.name);
  return [...rows].sort((a, b) => {
    const left = sortValue(a, sort.column, now);
    const right = sortValue(b, sort.column, now);
    if (left === null || right === null) {
      if (left === right) return byName(a, b);
      return left === null ? 1 : -1;
    }
    const compared =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return compared === 0 ? byName(a, b) : sign * compared;
  });
}

/** Open lines, a stale copy or a network whose access needs the creator. */
export function needsAttention(row: DeskRow): boolean {
  return row.openLines > 0 || row.stale || row.accessAlerts.length > 0;
}

export type RoleFilter = 'all' | Role;

/** The group select's value: every account, those without a group, or one group by name. */
export type GroupFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'named'; name: string };

export interface RosterFilters {
  role: RoleFilter;
  group: GroupFilter;
  attention: boolean;
  query: string;
}

export const DEFAULT_FILTERS: RosterFilters = {
  role: 'all',
  group: { kind: 'all' },
  attention: false,
  query: '',
};

export const isFiltered = (filters: RosterFilters): boolean =>
  filters.role !== 'all' ||
  filters.group.kind !== 'all' ||
  filters.attention ||
  filters.query.trim() !== '';

/** Every word typed is in the name, the handle (with or without @), e-mail, group or note. */
export function matchesQuery(row: DeskRow, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const handle = row.handle ? `@${row.handle}` : '';
  const haystack = foldForSearch(
    [row.name, handle, row.email, row.group ?? '', row.note].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

function matchesGroup(row: DeskRow, group: GroupFilter): boolean {
  if (group.kind === 'all') return true;
  if (group.kind === 'none') return !row.group;
  return row.group === group.name;
}

export function filterRows(rows: readonly DeskRow[], filters: RosterFilters): DeskRow[] {
  return rows.filter(
    (row) =>
      (filters.role === 'all' || row.role === filters.role) &&
      matchesGroup(row, filters.group) &&
      (!filters.attention || needsAttention(row)) &&
      matchesQuery(row, filters.query),
  );
}

/** The roster's sections in the order shown; `none` holds accounts that have no role yet. */
export const ROSTER_SECTIONS = ['influencer', 'brand', 'none'] as const;
export type RosterSectionKey = (typeof ROSTER_SECTIONS)[number];

export interface RosterSection {
  key: RosterSectionKey;
  rows: DeskRow[];
}

/** Creators, then brands, then accounts without a role; empty sections left out. */
export function sectionRows(rows: readonly DeskRow[]): RosterSection[] {
  return ROSTER_SECTIONS.map((key) => ({
    key,
    rows: rows.filter((row) => (row.role ?? 'none') === key),
  })).filter((section) => section.rows.length > 0);
}

/** The rows shown: filtered, sorted, grouped by role. */
export function rosterView(
  rows: readonly DeskRow[],
  filters: RosterFilters,
  sort: RosterSort,
  now: Date,
): RosterSection[] {
  return sectionRows(sortRows(filterRows(rows, filters), sort, now));
}

/** The selection without accounts that left the desk (signed out since). */
export function keepKnown(selection: ReadonlySet<string>, rows: readonly DeskRow[]) {
  const known = new Set(rows.map((row) => row.accountId));
  const kept = [...selection].filter((id) => known.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}
