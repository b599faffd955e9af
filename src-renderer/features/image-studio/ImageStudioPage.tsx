import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedImage } from '../../../src-shared/domain/ai-image';
import { call } from '../../bridge/client';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { usePagedList } from '../../data/use-paged-list';
import { useRemoteData } from '../../data/use-remote-data';
import { GeneratedImageCard } from './GeneratedImageCard';
import { GenerationProgress } from './GenerationProgress';
import { ImageHistory } from './ImageHistory';
import { RemoveImageDialog } from './RemoveImageDialog';
import { StudioForm } from './StudioForm';
import { StudioNotConfigured } from './StudioNotConfigured';
import { useGeneration } from './use-generation';
import { useImageActions } from './use-image-actions';
import './ImageStudioPage.css';

const loadCatalog = () => call('getAiImageCatalog');
const loadImages = (page: number) => call('listAiImages', { page });

/** Route image-studio: a creator describes an image, generates it and keeps what they like. */
export function ImageStudioPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('imageStudio.title'));
  const catalog = useRemoteData('ai-image-catalog', loadCatalog);
  const history = usePagedList('ai-images', loadImages);
  const generation = useGeneration();
  const [removing, setRemoving] = useState<GeneratedImage | null>(null);
  const [focusResult, setFocusResult] = useState(0);
  const historyTitle = useRef<HTMLHeadingElement>(null);
  const resultTitle = useRef<HTMLHeadingElement>(null);

  const { show } = generation;
  const actions = useImageActions((image) => {
    show(image);
    history.reload();
  });

  // An image picked in the history appears in the card above: take the person there.
  useEffect(() => {
    if (focusResult > 0) resultTitle.current?.focus();
  }, [focusResult]);

  const openFromHistory = (image: GeneratedImage) => {
    show(image);
    setFocusResult((count) => count + 1);
  };

  const removed = (image: GeneratedImage) => {
    if (generation.shown?.id === image.id) show(null);
    history.reload();
  };

  return (
    <>
      <PageHeader
        eyebrow={t('imageStudio.eyebrow')}
        title={t('imageStudio.title')}
        description={t('imageStudio.description')}
      />
      <RemoteView
        state={catalog.state}
        loadingLabel={t('imageStudio.loading')}
        failedTitle={t('imageStudio.loadFailed')}
        onRetry={catalog.reload}
      >
        {(answer) => (
          <div className="image-studio">
            <div className="image-studio__workspace">
              {answer.generator.configured ? (
                <StudioForm
                  catalog={answer}
                  generating={generation.run !== null}
                  onGenerate={generation.generate}
                  onGenerated={() => history.reload()}
                />
              ) : (
                <StudioNotConfigured onCheckAgain={catalog.reload} />
              )}
              <div className="image-studio__output">
                {generation.run && (
                  <GenerationProgress
                    run={generation.run}
                    onCancel={() => void generation.cancel()}
                  />
                )}
                {generation.failure && (
                  <Alert tone="danger" title={t('imageStudio.failed')}>
                    <p>{generation.failure}</p>
                  </Alert>
                )}
                {generation.shown ? (
                  <GeneratedImageCard
                    catalog={answer}
                    image={generation.shown}
                    headingRef={resultTitle}
                    busy={actions.busy}
                    onSave={() =>
                      generation.shown && void actions.saveToBriefcase(generation.shown)
                    }
                    onExport={() => generation.shown && void actions.exportImage(generation.shown)}
                    onRemove={() => setRemoving(generation.shown)}
                  />
                ) : (
                  answer.generator.configured &&
                  !generation.run && (
                    <p className="image-studio__placeholder">{t('imageStudio.placeholder')}</p>
                  )
                )}
              </div>
            </div>
            <ImageHistory
              list={history}
              shownId={generation.shown?.id ?? null}
              headingRef={historyTitle}
              onOpen={openFromHistory}
            />
          </div>
        )}
      </RemoteView>
      <RemoveImageDialog
        image={removing}
        onClose={() => setRemoving(null)}
        onRemoved={removed}
        onFocusAfterRemoval={() => historyTitle.current?.focus()}
      />
    </>
  );
}
