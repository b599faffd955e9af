import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  /** Heading level that fits the page outline (the page title is the h1). */
  headingLevel?: 1 | 2 | 3;
  action?: ReactNode;
  badge?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  headingLevel = 2,
  action,
  badge,
}: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1] ?? 'h2';
  return (
    <section className="ui-empty">
      {icon && (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      {badge && <span className="ui-empty__badge">{badge}</span>}
      <Heading className="ui-empty__title">{title}</Heading>
      <div className="ui-empty__description">{description}</div>
      {action && <div className="ui-empty__action">{action}</div>}
    </section>
  );
}
