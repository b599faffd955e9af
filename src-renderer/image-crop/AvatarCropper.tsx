import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import './AvatarCropper.css';

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const ZOOM_STEP = 0.05;

/** Where the crop sits: in percent of the image (for the preview) and in its pixels (for export). */
export interface CropAreas {
  percent: Area;
  pixels: Area;
}

export interface AvatarCropperProps {
  image: string;
  onAreaChange: (areas: CropAreas) => void;
}

/** A round, square-aspect crop the creator drags, with a zoom slider (wheel and pinch work too). */
export function AvatarCropper({ image, onAreaChange }: AvatarCropperProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);

  return (
    <div className="avatar-cropper">
      <div className="avatar-cropper__stage">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(percent, pixels) => onAreaChange({ percent, pixels })}
          // A focusable area the arrow keys move: `application` hands those keys to it in a
          // screen reader's browse mode, and a named element needs a role (axe: no label on a div).
          cropperProps={{ role: 'application', 'aria-label': t('onboarding.avatar.cropArea') }}
        />
      </div>
      <label className="avatar-cropper__zoom">
        <span>{t('onboarding.avatar.zoom')}</span>
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
    </div>
  );
}
