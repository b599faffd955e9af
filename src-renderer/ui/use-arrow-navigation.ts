import { useEffect, useEffectEvent } from 'react';

/** Elements that use the arrow keys themselves (seeking a video, moving a text caret). */
const OWNS_ARROWS = 'video, audio, input, textarea, select, [contenteditable="true"]';

/** Where a one-at-a-time view stands among its items, and the steps it can take. */
export interface ArrowNavigation {
  hasPrevious: boolean;
  hasNext: boolean;
  /** Does nothing at the first item. */
  previous: () => void;
  /** Does nothing at the last item. */
  next: () => void;
}

/**
 * Steps through `count` items shown one at a time (`index` null while none is shown), with the
 * buttons it returns and with ← and → anywhere in the document while one is shown.
 */
export function useArrowNavigation(
  index: number | null,
  count: number,
  onIndexChange: (index: number) => void,
): ArrowNavigation {
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < count - 1;
  const previous = () => {
    if (hasPrevious) onIndexChange(index - 1);
  };
  const next = () => {
    if (hasNext) onIndexChange(index + 1);
  };
  useArrowKeys(index !== null && index >= 0 && index < count, previous, next);
  return { hasPrevious, hasNext, previous, next };
}

/**
 * ← and → while `active`, except where a control needs them. A document listener, because the
 * dialog's focus starts on its close button, outside any wrapper of ours.
 */
function useArrowKeys(active: boolean, onPrevious: () => void, onNext: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof Element && event.target.closest(OWNS_ARROWS)) return;
    if (event.key === 'ArrowLeft') onPrevious();
    else if (event.key === 'ArrowRight') onNext();
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}
