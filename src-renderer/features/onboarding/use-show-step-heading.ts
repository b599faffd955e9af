import { useLayoutEffect, useRef } from 'react';

/**
 * Each wizard step opens at its heading (issue 34: at 1024×640 "Información básica" opened
 * 222 px above the view). The router puts the shell's content column at the top on every new
 * page (create-app-router.ts, the root of it); here the step's header is also scrolled to (its
 * `scroll-margin-top` keeps the column's top padding above it), since a bare `focus()` scrolls
 * only as far as the column's edge. After a move between steps the heading takes the focus without
 * scrolling again, so keyboard and screen reader users start at the top instead of on a button
 * that is gone.
 */
export function useShowStepHeading(section: string) {
  const headerRef = useRef<HTMLDivElement>(null);
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current === section) return;
    const moved = shown.current !== null;
    shown.current = section;
    const header = headerRef.current;
    if (!header) return;
    // jsdom has no layout, hence no scrollIntoView there.
    header.scrollIntoView?.({ block: 'start' });
    if (!moved) return;
    const heading = header.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [section]);
  return headerRef;
}
