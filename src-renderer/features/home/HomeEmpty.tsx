import type { ReactNode } from 'react';

/** A block with nothing in it says so in two short lines: the page stays about what is there. */
export function HomeEmpty({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <div className="home-empty">
      <span className="home-empty__icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="home-empty__title">{title}</p>
        <p className="home-empty__hint">{hint}</p>
      </div>
    </div>
  );
}
