import { useTranslation } from 'react-i18next';
import type { DownloadedStory } from '../../../src-shared/domain/instagram-story';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { useArrowKeys } from '../briefcase/use-arrow-keys';
import { ServerButton } from '../offline/ServerButton';
import { useNow } from '../offline/use-now';
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
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < stories.length - 1;
  const previous = () => {
    if (hasPrevious) onIndexChange(index - 1);
  };
  const next = () => {
    if (hasNext) onIndexChange(index + 1);
  };
  useArrowKeys(story !== undefined, previous, next);

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
          <div className="story-viewer__bar">
            <Button
              variant="secondary"
              size="sm"
              icon={<ChevronLeftIcon />}
              disabled={!hasPrevious}
              onClick={previous}
            >
              {t('stories.viewer.previous')}
            </Button>
            <div className="story-viewer__middle">
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
              <span className="story-viewer__hint">{t('stories.viewer.keysHint')}</span>
            </div>
            <Button variant="secondary" size="sm" disabled={!hasNext} onClick={next}>
              {t('stories.viewer.next')}
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
