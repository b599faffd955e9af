import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../i18n/format';
import { ImageIcon, PlayIcon } from '../../ui/icons';
import type { PickedMedia } from './use-picked-media';

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * BYTES_PER_KB;

/** Photos and clips are megabytes; a tiny file still reads as something rather than "0 MB". */
function sizeText(bytes: number, t: TFunction): string {
  return bytes < BYTES_PER_MB
    ? t('briefcase.upload.sizeKb', { size: formatDecimal(bytes / BYTES_PER_KB) })
    : t('briefcase.upload.sizeMb', { size: formatDecimal(bytes / BYTES_PER_MB) });
}

/** What will be uploaded: a preview of an image, or the video's name, with its size. */
export function PickedMediaSummary({ picked }: { picked: PickedMedia | null }) {
  const { t } = useTranslation();
  if (!picked) {
    return (
      <div className="briefcase-upload__empty">
        <ImageIcon className="briefcase-upload__empty-icon" />
        <p>{t('briefcase.upload.nothingPicked')}</p>
      </div>
    );
  }
  const size = sizeText(picked.file.size, t);
  return (
    <div className="briefcase-upload__picked">
      {picked.previewUrl ? (
        <img className="briefcase-upload__preview" src={picked.previewUrl} alt="" />
      ) : (
        <span className="briefcase-upload__preview briefcase-upload__preview--video">
          <PlayIcon />
        </span>
      )}
      <div className="briefcase-upload__file">
        <p className="briefcase-upload__file-name">{picked.file.name}</p>
        <p className="briefcase-upload__file-meta">
          {t(`briefcase.kinds.${picked.kind}`)} · {size}
        </p>
      </div>
    </div>
  );
}
