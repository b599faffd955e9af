import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import './AvatarCropPreview.css';

/** The crop as the avatar will look, drawn by CSS from the crop's percentages. */
export function AvatarCropPreview({ image, area }: { image: string; area: Area | null }) {
  const { t } = useTranslation();
  const scale = area ? 100 / area.width : 1;
  return (
    <figure className="avatar-preview">
      <div className="avatar-preview__frame">
        <img
          className="avatar-preview__image"
          src={image}
          alt=""
          style={
            area
              ? {
                  transform: `translate(${-area.x * scale}%, ${-area.y * scale}%) scale(${scale})`,
                }
              : undefined
          }
        />
      </div>
      <figcaption className="avatar-preview__caption">{t('onboarding.avatar.preview')}</figcaption>
    </figure>
  );
}
