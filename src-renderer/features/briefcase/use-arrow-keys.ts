import { useEffect, useEffectEvent } from 'react';

/** Elements that use the arrow keys themselves (seeking a video, moving a text caret). */
const OWNS_ARROWS = 'video, audio, input, textarea, select, [contenteditable="true"]';

/**
 * ← and → anywhere in the document while `active`, except where a control needs them. A document
 * listener, because the dialog's focus starts on its close button, outside any wrapper of ours.
 */
export function useArrowKeys(active: boolean, onPrevious: () => void, onNext: () => void): void {
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
