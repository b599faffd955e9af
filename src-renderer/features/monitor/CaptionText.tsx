import { captionParts } from './caption-highlights';

/** A caption with the keywords the post matched marked. */
export function CaptionText({ caption, matched }: { caption: string; matched: readonly string[] }) {
  return (
    <p className="monitor-post__caption">
      {captionParts(caption, matched).map((part, index) =>
        part.marked ? (
          <mark key={index} className="monitor-post__match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
