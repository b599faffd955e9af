import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';

export interface HomeBlockProps {
  /** Unique on the page: the heading's id, which names the block for screen readers. */
  id: string;
  title: string;
  /** Beside the heading: the link to the whole list. */
  more?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One block of the creator's home; each loads, fails and empties on its own. */
export function HomeBlock({ id, title, more, className, children }: HomeBlockProps) {
  const titleId = `${id}-title`;
  return (
    <Card aria-labelledby={titleId} className={['home-block', className].filter(Boolean).join(' ')}>
      <div className="home-block__header">
        <h2 id={titleId} className="home-block__title">
          {title}
        </h2>
        {more}
      </div>
      {children}
    </Card>
  );
}
