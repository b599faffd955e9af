import type { PointerEvent, FocusEvent } from 'react';

/**
 * Names are never cut while there is room; when a column is truly too narrow the ellipsis shows
 * and the full text comes as a tooltip. Checked on pointer or focus, when it matters, rather
 * than measured for every row on every scroll.
 */
export function titleWhenTruncated(text: string) {
  const update = (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const element = event.currentTarget;
    const cut =
      element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;
    if (cut) element.title = text;
    else element.removeAttribute('title');
  };
  return { onPointerEnter: update, onFocus: update };
}
