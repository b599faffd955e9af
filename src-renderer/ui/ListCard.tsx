import type { ComponentProps } from 'react';
import './ListCard.css';

export interface ListCardProps extends ComponentProps<'ul'> {
  /** No card surface: the list shows what is behind it (the networks list). */
  bare?: boolean;
}

/** A bordered card whose rows are list items; see ListCard.css for the classes rows may use. */
export function ListCard({ bare = false, className, ...rest }: ListCardProps) {
  return (
    <ul
      {...rest}
      className={['ui-list-card', bare && 'ui-list-card--bare', className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

export interface ListCardRowProps extends ComponentProps<'li'> {
  /** Less padding and gap, for rows that carry action buttons. */
  compact?: boolean;
}

/** One row of a ListCard; its `className` gives the grid columns, which differ per list. */
export function ListCardRow({ compact = false, className, ...rest }: ListCardRowProps) {
  return (
    <li
      {...rest}
      className={['ui-list-card__row', compact && 'ui-list-card__row--compact', className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
