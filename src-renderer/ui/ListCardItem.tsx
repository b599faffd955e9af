import type { ReactNode } from 'react';
import { ListCardRow } from './ListCard';

export interface ListCardItemProps {
  /** Gives the row's grid columns: one for `main`, one for `side`, one per trailing child. */
  className: string;
  /** Usually a link with the `ui-list-card__title` class. */
  title: ReactNode;
  /** The lines under the title. */
  details: ReactNode;
  /** The right-hand column: amount, status and the like. */
  side: ReactNode;
  /** After the side column (an edit button). */
  children?: ReactNode;
}

/** The title-and-details row the casting call, application and proposal lists share. */
export function ListCardItem({ className, title, details, side, children }: ListCardItemProps) {
  return (
    <ListCardRow className={className}>
      <div className="ui-list-card__main">
        {title}
        {details}
      </div>
      <div className="ui-list-card__side">{side}</div>
      {children}
    </ListCardRow>
  );
}
