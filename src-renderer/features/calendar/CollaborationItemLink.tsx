import { Link } from '@tanstack/react-router';
import type { MouseEventHandler, ReactNode } from 'react';

export interface CollaborationItemLinkProps {
  collaborationId: string;
  itemId: string | null;
  className?: string;
  title?: string;
  tabIndex?: number;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/** A link to one item on its collaboration's page: `/collaborations/$id?item=…`. */
export function CollaborationItemLink({
  collaborationId,
  itemId,
  children,
  ...rest
}: CollaborationItemLinkProps) {
  return (
    <Link
      to="/collaborations/$id"
      params={{ id: collaborationId }}
      search={itemId ? { item: itemId } : {}}
      {...rest}
    >
      {children}
    </Link>
  );
}
