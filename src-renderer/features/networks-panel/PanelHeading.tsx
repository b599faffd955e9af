import { useEffect, useRef, type ReactNode, type Ref } from 'react';

export interface PanelHeadingProps {
  /** True after the creator moved between modes: the old focused control is gone. */
  takeFocus: boolean;
  id?: string;
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A mode's heading. Switching modes removes the button that was focused, so focus lands here
 * and screen readers announce where the creator is; on first opening Radix focuses the panel.
 */
export function PanelHeading({ takeFocus, id, children, ref }: PanelHeadingProps) {
  const own = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) own.current?.focus();
  }, [takeFocus]);
  return (
    <h3
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      id={id}
      tabIndex={-1}
      className="networks-panel__heading"
    >
      {children}
    </h3>
  );
}
