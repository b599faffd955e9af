import { useTranslation } from 'react-i18next';
import type { DownloadedStory } from '../../../src-shared/domain/instagram-story';
import { StoryTile } from './StoryTile';

export interface StoryGridProps {
  stories: readonly DownloadedStory[];
  onOpen: (index: number) => void;
}

export function StoryGrid({ stories, onOpen }: StoryGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="story-grid" aria-label={t('stories.gridLabel')}>
      {stories.map((story, index) => (
        <StoryTile key={story.id} story={story} onOpen={() => onOpen(index)} />
      ))}
    </ul>
  );
}
