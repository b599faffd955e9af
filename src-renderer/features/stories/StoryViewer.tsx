import { useTranslation } from 'react-i18next';
import type { DownloadedStory } from '../../../src-shared/domain/instagram-story';
import { Dialog } from '../../ui/Dialog';
import { useArrowNavigation } from '../../ui/use-arrow-navigation';
import { ViewerNavBar } from '../../ui/ViewerNavBar';
import { ServerButton } from '../../connectivity/ServerButton';
import { useNow } from '../../connectivity/use-now';
import { formatTakenAt, isVideoStory, stillOnInstagram } from './story-media';
import { StoryStage } from './StoryStage';
import { useSaveStory } from './use-save-story';

export interface StoryViewerProps {
  stories: readonly DownloadedStory[];
  /** Index of the story shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One story at a time, large; ← → move between stories, Esc closes (the dialog's own). */
export function StoryViewer({ stories, index, onIndexChange, onClose }: StoryViewerProps) {
  const { t } = useTranslation();
  const now = useNow();
  const { saving, save } = useSaveStory();
  const story = index === null ? undefined : stories[index];
  const navigation = useArrowNavigation(index, stories.length, onIndexChange);

  const date = story ? formatTakenAt(story.taken_at) : '';
  const name = story
    ? t(isVideoStory(story) ? 'stories.videoOf' : 'stories.imageOf', { date })
    : '';
  return (
    <Dialog
      open={story !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('stories.viewer.title', { date })}
      description={t('stories.viewer.position', {
        position: (index ?? 0) + 1,
        count: stories.length,
      })}
      size="lg"
    >
      {story && (
        <div className="story-viewer">
          {/* Keyed by story: moving on stops the clip that was playing and reads the next one. */}
          <StoryStage key={story.id} id={story.id} name={name} />
          <ViewerNavBar
            navigation={navigation}
            previousLabel={t('stories.viewer.previous')}
            nextLabel={t('stories.viewer.next')}
            keysHint={t('stories.viewer.keysHint')}
          >
            <ServerButton
              size="sm"
              loading={saving === story.id}
              onClick={() => void save(story.id)}
            >
              {t('stories.viewer.download')}
            </ServerButton>
            {stillOnInstagram(story, now) && (
              // Web links open in the system browser (main denies new windows and hands them on).
              <a
                className="story-viewer__link"
                href={story.permalink}
                target="_blank"
                rel="noreferrer"
              >
                {t('stories.viewer.openOnInstagram')}
              </a>
            )}
          </ViewerNavBar>
        </div>
      )}
    </Dialog>
  );
}
