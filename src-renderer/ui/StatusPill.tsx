import type { ReactNode } from 'react';
import './StatusPill.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A status written out in words; the colour only repeats what the text says. */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-pill status-pill--${tone}`}>{children}</span>;
}
