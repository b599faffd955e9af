import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { CameraIcon, RefreshIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ServerButton } from '../../connectivity/ServerButton';
import { ConnectInstagramButton } from './ConnectInstagramButton';
import { StoriesFailure } from './StoriesFailure';
import { StoryGrid } from './StoryGrid';
import { StoryViewer } from './StoryViewer';
import { useInstagramConnection } from './use-instagram-connection';
import { useStories } from './use-stories';
import './StoriesPage.css';

/**
 * Route stories: the creator's Instagram stories, downloaded and kept by the server so they stay
 * as proof for a proposal after Instagram's 24 hours. Without a verified Instagram there is
 * nothing to download: the page offers to connect it instead.
 */
export function StoriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('stories.title'));
  const describe = useErrorMessage();
  const stories = useStories();
  const instagram = useInstagramConnection();
  const [viewing, setViewing] = useState<number | null>(null);
  const list = stories.stories ?? [];

  // Nothing until the connections are known, so the button does not swap under the pointer.
  let headerAction: ReactNode = null;
  if (instagram === 'missing') headerAction = <ConnectInstagramButton />;
  else if (instagram !== 'checking') {
    headerAction = (
      <ServerButton
        icon={<RefreshIcon />}
        loading={stories.downloading}
        onClick={() => void stories.download()}
      >
        {t('stories.download')}
      </ServerButton>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={t('stories.eyebrow')}
        title={t('stories.title')}
        description={t('stories.description')}
        actions={headerAction}
      />
      <div className="stories-page">
        {stories.downloading && (
          <div className="stories-page__loading">
            <Spinner label={t('stories.downloading')} />
          </div>
        )}
        {stories.error !== null && <StoriesFailure error={stories.error} />}
        {stories.stories === null ? (
          !stories.downloading &&
          stories.error === null &&
          (instagram === 'missing' ? (
            <EmptyState
              icon={<CameraIcon />}
              title={t('stories.connect.title')}
              description={<p>{t('stories.connect.description')}</p>}
            />
          ) : (
            <EmptyState
              icon={<CameraIcon />}
              title={t('stories.intro.title')}
              description={<p>{t('stories.intro.description')}</p>}
            />
          ))
        ) : list.length === 0 ? (
          <EmptyState
            icon={<CameraIcon />}
            title={t('stories.empty.title')}
            description={<p>{t('stories.empty.description')}</p>}
          />
        ) : (
          <>
            <p className="stories-page__count">{t('stories.count', { count: list.length })}</p>
            <StoryGrid stories={list} onOpen={setViewing} />
            {stories.hasMore && (
              <div className="stories-page__more">
                {stories.moreError !== null && (
                  <Alert tone="danger">{describe(stories.moreError)}</Alert>
                )}
                <Button
                  variant="secondary"
                  loading={stories.loadingMore}
                  onClick={() => void stories.loadMore()}
                >
                  {t('stories.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      <StoryViewer
        stories={list}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
