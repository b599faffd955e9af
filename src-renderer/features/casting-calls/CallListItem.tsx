import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListCardItem } from '../../ui/ListCardItem';

export interface CallListItemProps {
  /** Gives the row's grid columns (ui/ListCard.css). */
  className: string;
  callId: string;
  title: string;
  /** Short facts on one line under the title, each in its own span. */
  meta: ReactNode;
  side: ReactNode;
  /** After the side column (the owner's edit button). */
  children?: ReactNode;
}

/** A row naming a casting call, linked to it: the calls list and the creator's applications. */
export function CallListItem({
  className,
  callId,
  title,
  meta,
  side,
  children,
}: CallListItemProps) {
  return (
    <ListCardItem
      className={className}
      title={
        <Link to="/view_casting_call/$id" params={{ id: callId }} className="ui-list-card__title">
          {title}
        </Link>
      }
      details={<p className="ui-list-card__meta">{meta}</p>}
      side={side}
    >
      {children}
    </ListCardItem>
  );
}
