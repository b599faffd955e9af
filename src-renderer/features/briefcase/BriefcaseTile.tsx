import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';
import { ImageIcon, TrashIcon } from '../../ui/icons';
import { MediaThumb } from '../../ui/MediaThumb';
import { stillOf } from './briefcase-list';

export interface BriefcaseTileProps {
  item: BriefcaseItem;
  /** Already worked out by the grid: the title, or "Pieza N". */
  name: string;
  onOpen: () => void;
  /** Without it the tile has no remove button. */
  onRemove?: (() => void) | undefined;
}

export function BriefcaseTile({ item, name, onOpen, onRemove }: BriefcaseTileProps) {
  const { t } = useTranslation();
  const still = stillOf(item);
  const isVideo = item.media_type === 'video';
  return (
    <li className="briefcase-tile">
      <button
        type="button"
        className="briefcase-tile__open"
        aria-label={t(isVideo ? 'briefcase.openVideo' : 'briefcase.openImage', { name })}
        onClick={onOpen}
      >
        <MediaThumb
          still={still}
          video={isVideo}
          // Only a video can lack a still (no poster was taken); its play badge says enough.
          placeholder={isVideo ? undefined : <ImageIcon />}
        />
      </button>
      <div className="briefcase-tile__footer">
        <p className="briefcase-tile__name" title={name}>
          {name}
        </p>
        {onRemove && (
          <ServerEntryButton
            compact
            variant="ghost"
            size="sm"
            icon={<TrashIcon />}
            aria-label={t('briefcase.remove.for', { name })}
            onClick={onRemove}
          />
        )}
      </div>
    </li>
  );
}
