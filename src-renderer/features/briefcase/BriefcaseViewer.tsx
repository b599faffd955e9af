import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { Dialog } from '../../ui/Dialog';
import { useArrowNavigation } from '../../ui/use-arrow-navigation';
import { ViewerNavBar } from '../../ui/ViewerNavBar';
import { pieceName } from './briefcase-list';
import './BriefcaseViewer.css';

export interface BriefcaseViewerProps {
  items: readonly BriefcaseItem[];
  /** Index of the piece shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes once closed (see `Dialog`); by default Radix's choice. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** One piece at a time, large: an image, or a video playing inline; ← → move between pieces. */
export function BriefcaseViewer({
  items,
  index,
  onIndexChange,
  onClose,
  onCloseAutoFocus,
}: BriefcaseViewerProps) {
  const { t } = useTranslation();
  const item = index === null ? undefined : items[index];
  const position = (index ?? 0) + 1;
  const navigation = useArrowNavigation(index, items.length, onIndexChange);

  const name = item ? pieceName(item, position, t) : '';
  return (
    <Dialog
      open={item !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={name}
      description={t('briefcase.viewer.position', { position, count: items.length })}
      size="lg"
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
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
          <ViewerNavBar
            navigation={navigation}
            previousLabel={t('briefcase.viewer.previous')}
            nextLabel={t('briefcase.viewer.next')}
            keysHint={t('briefcase.viewer.keysHint')}
          >
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
          </ViewerNavBar>
        </div>
      )}
    </Dialog>
  );
}
