import type { ReactNode } from 'react';
import './FilterTabs.css';

/**
 * A row of links that filter a list (or pick a section); each is a real link, so the filter
 * lives in the address and going back returns to it. Give each `<li>`'s link `filterTabClass`.
 */
export function FilterTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="filter-tabs">
      <ul className="filter-tabs__list">{children}</ul>
    </nav>
  );
}

export const filterTabClass = (current: boolean): string =>
  current ? 'filter-tabs__tab filter-tabs__tab--current' : 'filter-tabs__tab';
