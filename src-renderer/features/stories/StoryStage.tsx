import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useRemoteData } from '../../data/use-remote-data';
import { isVideoStory } from './story-media';

export interface StoryStageProps {
  id: string;
  /** Already translated: names the image or the video. */
  name: string;
}

/** The story as the stories service answers it (`historias/{id}`): an image, or a playable video. */
export function StoryStage({ id, name }: StoryStageProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const { state, reload } = useRemoteData(`story:${id}`, () => call('getStory', { id }));

  if (state.status === 'loading') {
    return (
      <div className="story-viewer__stage">
        <Spinner label={t('stories.viewer.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert tone="danger" title={t('stories.viewer.loadFailed')}>
        <p>{describe(state.error)}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const story = state.data;
  return (
    <div className="story-viewer__stage">
      {isVideoStory(story) ? (
        <video
          className="story-viewer__media"
          src={story.media_url}
          poster={story.thumbnail_url ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={name}
        />
      ) : (
        <img className="story-viewer__media" src={story.media_url} alt={name} />
      )}
    </div>
  );
}
