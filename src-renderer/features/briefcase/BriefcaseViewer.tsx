import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { pieceName } from './briefcase-list';
import { useArrowKeys } from './use-arrow-keys';
import './BriefcaseViewer.css';

export interface BriefcaseViewerProps {
  items: readonly BriefcaseItem[];
  /** Index of the piece shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One piece at a time, large: an image, or a video playing inline; ← → move between pieces. */
export function BriefcaseViewer({ items, index, onIndexChange, onClose }: BriefcaseViewerProps) {
  const { t } = useTranslation();
  const item = index === null ? undefined : items[index];
  const position = (index ?? 0) + 1;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < items.length - 1;
  const previous = () => {
    if (hasPrevious) onIndexChange(index - 1);
  };
  const next = () => {
    if (hasNext) onIndexChange(index + 1);
  };
  useArrowKeys(item !== undefined, previous, next);

  const name = item ? pieceName(item, position, t) : '';
  return (
    <Dialog
      open={item !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={t('briefcase.viewer.position', { position, count: items.length })}
      size="lg"
    >
      {item && (
        <div className="briefcase-viewer">
          <div className="briefcase-viewer__stage">
            {item.media_type === 'video' ? (
              // Keyed by piece: moving on stops the clip that was playing.
              <video
                key={item.id}
                className="briefcase-viewer__media"
                src={item.image_url}
                poster={item.thumbnail_url ?? undefined}
                controls
                playsInline
                preload="metadata"
                aria-label={name}
              />
            ) : (
              <img
                key={item.id}
                className="briefcase-viewer__media"
                src={item.image_url}
                alt={name}
              />
            )}
          </div>
          <div className="briefcase-viewer__bar">
            <Button
              variant="secondary"
              size="sm"
              icon={<ChevronLeftIcon />}
              disabled={!hasPrevious}
              onClick={previous}
            >
              {t('briefcase.viewer.previous')}
            </Button>
            <div className="briefcase-viewer__middle">
              {item.profile_url && (
                // Web links open in the system browser (main denies new windows and hands them on).
                <a
                  className="briefcase-viewer__link"
                  href={item.profile_url}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('briefcase.viewer.openPublished')}
                </a>
              )}
              <span className="briefcase-viewer__hint">{t('briefcase.viewer.keysHint')}</span>
            </div>
            <Button variant="secondary" size="sm" disabled={!hasNext} onClick={next}>
              {t('briefcase.viewer.next')}
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
