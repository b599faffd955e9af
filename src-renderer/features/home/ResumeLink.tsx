import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ProgressItem } from './profile-progress-items';

export interface ResumeLinkProps {
  item: ProgressItem;
  className: string;
  children: ReactNode;
}

/** Where each meter item is done: its wizard step, the networks dashboard, portfolio, prices. */
export function ResumeLink({ item, className, children }: ResumeLinkProps) {
  if (item.kind === 'wizard') {
    return (
      <Link
        to="/setting-public-profile/$section"
        params={{ section: item.key }}
        className={className}
      >
        {children}
      </Link>
    );
  }
  switch (item.key) {
    case 'networks':
      return (
        <Link to="/my_work/$section" params={{ section: 'networks' }} className={className}>
          {children}
        </Link>
      );
    case 'portfolio':
      return (
        <Link to="/briefcase" className={className}>
          {children}
        </Link>
      );
    case 'prices':
      return (
        <Link to="/pricing" className={className}>
          {children}
        </Link>
      );
  }
}
