import { useState } from 'react';
import type { DraftMedia } from '../../../src-shared/domain/collaboration';
import { ImageIcon, PlayIcon } from '../../ui/icons';
import './DraftThumb.css';

/**
 * A draft file's still: the image resized, or the video's poster with ▶. Offline the server's
 * stills may not load: a neutral tile with the kind's icon takes their place, never a broken image.
 */
export function DraftThumb({
  media,
  size = 'sm',
}: {
  media: DraftMedia | null;
  size?: 'sm' | 'lg';
}) {
  const [failed, setFailed] = useState(false);
  const still = media?.thumbnail_url ?? (media?.media_type === 'image' ? media.url : null);
  return (
    <span className={`draft-thumb draft-thumb--${size}`} aria-hidden="true">
      {still && !failed ? (
        <img src={still} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className="draft-thumb__blank">
          {media?.media_type === 'video' ? <PlayIcon /> : <ImageIcon />}
        </span>
      )}
      {media?.media_type === 'video' && still && !failed && (
        <span className="draft-thumb__play">
          <PlayIcon />
        </span>
      )}
    </span>
  );
}
