import { useLayoutEffect, useRef } from 'react';

/**
 * Each wizard step opens at its heading (issue 34: at 1024×640 "Información básica" opened
 * 222 px above the view). The shell's content column keeps its scroll across routes, so a step
 * reached from the bottom of the previous one, or from a scrolled page elsewhere, would start
 * half-way down; and a bare `focus()` scrolls only as far as the edge, under the sticky top bar.
 * So every step shown, the first one too, scrolls the header to the top of the column (its
 * `scroll-margin-top` clears the top bar), then, after a move between steps, the heading takes
 * the focus without scrolling again, so keyboard and screen reader users start at the top
 * instead of on a button that is gone.
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
