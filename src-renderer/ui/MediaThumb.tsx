import type { ReactNode } from 'react';
import { PlayIcon } from './icons';
import './MediaThumb.css';

export interface MediaThumbProps {
  /** The picture's address; null when there is none to show. */
  still: string | null;
  video: boolean;
  /** Stands in for a missing still; without one the space stays empty. */
  placeholder?: ReactNode;
}

/**
 * What fills a thumbnail button that opens an image or a video: the still, filling the button,
 * and a play badge on videos. The button gives the size and the accessible name.
 */
export function MediaThumb({ still, video, placeholder }: MediaThumbProps) {
  return (
    <>
      {still ? (
        <img className="ui-media-thumb__still" src={still} alt="" loading="lazy" />
      ) : (
        placeholder && (
          <span className="ui-media-thumb__still ui-media-thumb__still--none">{placeholder}</span>
        )
      )}
      {video && (
        <span className="ui-media-thumb__play" aria-hidden="true">
          <PlayIcon />
        </span>
      )}
    </>
  );
}
