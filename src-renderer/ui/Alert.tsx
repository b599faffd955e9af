import type { ReactNode } from 'react';
import './Alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** Problems interrupt (`role="alert"`); good news and hints wait their turn (`role="status"`). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={['ui-alert', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}
    >
      {title && <p className="ui-alert__title">{title}</p>}
      <div className="ui-alert__body">{children}</div>
    </div>
  );
}
