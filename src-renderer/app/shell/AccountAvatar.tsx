import { useState } from 'react';

export interface AccountAvatarProps {
  src: string | null;
  initials: string;
}

/**
 * The small picture beside an account's name; decorative, since the name is right there. Falls
 * back to initials when there is none or it does not load (offline, the URL is out of reach).
 */
export function AccountAvatar({ src, initials }: AccountAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className="account-avatar" aria-hidden="true">
        {initials}
      </span>
    );
  }
  return <img className="account-avatar" src={src} alt="" onError={() => setFailedSrc(src)} />;
}
