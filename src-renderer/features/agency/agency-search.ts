/** `/agency?view=inbox`: the roster (no view) or the inbox; in the address so back returns to it. */
export interface AgencySearch {
  view?: 'inbox';
}

export function parseAgencySearch(search: Record<string, unknown>): AgencySearch {
  return search.view === 'inbox' ? { view: 'inbox' } : {};
}
