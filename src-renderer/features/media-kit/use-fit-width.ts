import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The scale (at most 1) at which something `width` pixels wide fits the element's content box,
 * followed as the window resizes. 1 where the element cannot be measured (tests without layout).
 */
export function useFitWidth(ref: RefObject<HTMLElement | null>, width: number): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(element);
      const inner =
        element.clientWidth -
        (Number.parseFloat(style.paddingLeft) || 0) -
        (Number.parseFloat(style.paddingRight) || 0);
      if (inner > 0) setScale(Math.min(1, inner / width));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return scale;
}
