import { atom } from 'jotai';
import type { DeskState } from '../../../src-shared/domain/agency-desk';
import type { AgencySearch } from './agency-search';
import { DEFAULT_FILTERS, DEFAULT_SORT, type RosterFilters, type RosterSort } from './roster-rows';

/**
 * The desk as main last told it (an answer or `agencyDeskChanged`); null until the first one.
 * Kept outside the page, so coming back from a line shows the desk at once while it is read again.
 */
export const deskStateAtom = atom<DeskState | null>(null);

/** Why the last read of the desk failed, while no desk is known; null otherwise. */
export const deskErrorAtom = atom<{ error: unknown } | null>(null);

/** The roster's filters and order, kept while the person opens a line and comes back. */
export const rosterFiltersAtom = atom<RosterFilters>(DEFAULT_FILTERS);
export const rosterSortAtom = atom<RosterSort>(DEFAULT_SORT);

/** Accounts ticked in the roster; ids no longer on the desk are dropped as updates arrive. */
export const rosterSelectionAtom = atom<ReadonlySet<string>>(new Set<string>());

/** The inbox shows done and snoozed lines too ("Ver hechas y pospuestas"). */
export const showClosedLinesAtom = atom(false);

/**
 * Set when a line of the desk opened a screen (in its own account): the shell shows "Volver a
 * Agencia" until the person is back on the desk, which it reopens on the view they left.
 */
export const returnToDeskAtom = atom<AgencySearch | null>(null);
