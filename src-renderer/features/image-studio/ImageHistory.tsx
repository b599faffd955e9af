import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedImage } from '../../../src-shared/domain/ai-image';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { BriefcaseIcon } from '../../ui/icons';
import { RemoteView } from '../../data/RemoteView';
import type { PagedList } from '../../data/use-paged-list';

export interface ImageHistoryProps {
  list: PagedList<GeneratedImage>;
  /** The image in the result card, marked in the grid. */
  shownId: string | null;
  /** Focus lands here when the image in the card is deleted. */
  headingRef?: Ref<HTMLHeadingElement>;
  onOpen: (image: GeneratedImage) => void;
}

/** The creator's earlier images, newest first (as the core API keeps them), 20 at a time. */
export function ImageHistory({ list, shownId, headingRef, onOpen }: ImageHistoryProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  return (
    <section className="studio-history" aria-labelledby="studio-history-title">
      <h2 id="studio-history-title" ref={headingRef} className="studio-section-title" tabIndex={-1}>
        {t('imageStudio.history.title')}
      </h2>
      <RemoteView
        state={list.state}
        loadingLabel={t('imageStudio.history.loading')}
        failedTitle={t('imageStudio.history.loadFailed')}
        onRetry={list.reload}
      >
        {() =>
          list.items.length === 0 ? (
            <p className="studio-history__empty">{t('imageStudio.history.empty')}</p>
          ) : (
            <>
              <ul className="studio-history__grid" aria-label={t('imageStudio.history.gridLabel')}>
                {list.items.map((image) => (
                  <li key={image.id} className="studio-history__tile">
                    <button
                      type="button"
                      className="studio-history__open"
                      aria-label={t(
                        image.saved_to_briefcase
                          ? 'imageStudio.history.openSaved'
                          : 'imageStudio.history.open',
                        { prompt: image.prompt },
                      )}
                      aria-current={image.id === shownId ? 'true' : undefined}
                      onClick={() => onOpen(image)}
                    >
                      <img
                        className="studio-history__image"
                        src={image.image_url}
                        alt=""
                        loading="lazy"
                      />
                      {image.saved_to_briefcase && (
                        <span
                          className="studio-history__saved"
                          title={t('imageStudio.result.inBriefcase')}
                        >
                          <BriefcaseIcon />
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
              {list.hasMore && (
                <div className="studio-history__more">
                  {list.moreError !== null && (
                    <Alert tone="danger">{describe(list.moreError)}</Alert>
                  )}
                  <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
                    {t('imageStudio.history.more')}
                  </Button>
                </div>
              )}
            </>
          )
        }
      </RemoteView>
    </section>
  );
}
