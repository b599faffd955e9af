import { useState } from 'react';
import './Avatar.css';

export interface AvatarProps {
  src: string | null;
  /** Shown when there is no picture, or it cannot be loaded (offline, blocked host). */
  initials: string;
  /** Already translated; the picture's alternative text. */
  label: string;
  size?: 'md' | 'lg' | 'xl';
}

export function Avatar({ src, initials, label, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `ui-avatar ui-avatar--${size}`;
  if (!src || failedSrc === src) {
    return (
      <span className={`${className} ui-avatar--initials`} role="img" aria-label={label}>
        <span aria-hidden="true">{initials}</span>
      </span>
    );
  }
  return <img className={className} src={src} alt={label} onError={() => setFailedSrc(src)} />;
}
