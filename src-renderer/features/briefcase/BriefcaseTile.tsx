import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { Button } from '../../ui/Button';
import { ImageIcon, PlayIcon, TrashIcon } from '../../ui/icons';
import { stillOf } from './briefcase-list';

export interface BriefcaseTileProps {
  item: BriefcaseItem;
  /** Already worked out by the grid: the title, or "Pieza N". */
  name: string;
  onOpen: () => void;
  onRemove: () => void;
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
        {still ? (
          <img className="briefcase-tile__still" src={still} alt="" loading="lazy" />
        ) : (
          // Only a video can lack a still (no poster was taken); its play badge says enough.
          !isVideo && (
            <span className="briefcase-tile__still briefcase-tile__still--none">
              <ImageIcon />
            </span>
          )
        )}
        {isVideo && (
          <span className="briefcase-tile__play" aria-hidden="true">
            <PlayIcon />
          </span>
        )}
      </button>
      <div className="briefcase-tile__footer">
        <p className="briefcase-tile__name" title={name}>
          {name}
        </p>
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon />}
          aria-label={t('briefcase.remove.for', { name })}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}
