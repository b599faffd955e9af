import { useTranslation } from 'react-i18next';
import type { DownloadedStory } from '../../../src-shared/domain/instagram-story';
import { CameraIcon } from '../../ui/icons';
import { MediaThumb } from '../../ui/MediaThumb';
import { formatTakenAt, isVideoStory, storyStill } from './story-media';

export interface StoryTileProps {
  story: DownloadedStory;
  onOpen: () => void;
}

/** A story as a tall thumbnail (stories are 9:16) with its date; videos carry a play badge. */
export function StoryTile({ story, onOpen }: StoryTileProps) {
  const { t } = useTranslation();
  const video = isVideoStory(story);
  const still = storyStill(story);
  const date = formatTakenAt(story.taken_at);
  return (
    <li className="story-tile">
      <button
        type="button"
        className="story-tile__open"
        aria-label={t(video ? 'stories.openVideo' : 'stories.openImage', { date })}
        onClick={onOpen}
      >
        <MediaThumb still={still} video={video} placeholder={<CameraIcon />} />
      </button>
      <p className="story-tile__date">
        <time dateTime={story.taken_at}>{date}</time>
      </p>
    </li>
  );
}
