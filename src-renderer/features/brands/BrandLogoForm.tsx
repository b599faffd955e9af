import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { PROFILE_IMAGE_EXTENSIONS } from '../../../src-shared/rules/image-file';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { VALIDATION_PARAMS } from '../../i18n/validation-params';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { DialogClose } from '../../ui/Dialog';
import { CameraIcon } from '../../ui/icons';
// The logo is cropped exactly like the creator's avatar: same checks, cropper and JPEG export.
import { avatarFileName } from '../onboarding/steps/profile/avatar/avatar-file-name';
import {
  avatarFileProblem,
  type AvatarFileProblem,
} from '../onboarding/steps/profile/avatar/avatar-file-problem';
import { AvatarCropper, type CropAreas } from '../onboarding/steps/profile/avatar/AvatarCropper';
import { AvatarCropPreview } from '../onboarding/steps/profile/avatar/AvatarCropPreview';
import { cropAvatar } from '../onboarding/steps/profile/avatar/crop-avatar';
import './BrandLogoForm.css';

const ACCEPT = [...PROFILE_IMAGE_EXTENSIONS, 'image/jpeg', 'image/png'].join(',');

interface PickedImage {
  /** Object URL of the chosen file, shown by the cropper and the preview. */
  url: string;
  fileName: string;
}

export interface BrandLogoFormProps {
  brand: Brand;
  onUploaded: (brand: Brand) => void;
}

/**
 * Choose a file, crop it, upload the crop. The file's content is checked before anything is
 * read into the cropper, so a renamed document or an oversized photo is refused at once.
 */
export function BrandLogoForm({ brand, onUploaded }: BrandLogoFormProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const fileInputId = useId();
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [areas, setAreas] = useState<CropAreas | null>(null);
  const [problem, setProblem] = useState<AvatarFileProblem | null>(null);
  const [uploadError, setUploadError] = useState<{ error: unknown } | null>(null);
  const [uploading, setUploading] = useState(false);

  const pickedUrl = picked?.url;
  useEffect(() => (pickedUrl ? () => URL.revokeObjectURL(pickedUrl) : undefined), [pickedUrl]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Lets the same file be chosen again after a refusal.
    input.value = '';
    if (!file) return;
    setUploadError(null);
    const found = await avatarFileProblem(file);
    setProblem(found);
    if (found) {
      setPicked(null);
      return;
    }
    setAreas(null);
    setPicked({ url: URL.createObjectURL(file), fileName: file.name });
  };

  const upload = async () => {
    if (!picked) return;
    setUploading(true);
    setUploadError(null);
    try {
      const bytes = await cropAvatar(picked.url, areas?.pixels ?? null);
      const saved = await call('uploadBrandLogo', {
        brandId: brand.id,
        bytes,
        fileName: avatarFileName(picked.fileName),
      });
      onUploaded(saved);
    } catch (error) {
      setUploadError({ error });
      setUploading(false);
    }
  };

  return (
    <div className="brand-logo-form">
      {picked ? (
        <div className="brand-logo-form__editor">
          <AvatarCropper key={picked.url} image={picked.url} onAreaChange={setAreas} />
          <AvatarCropPreview image={picked.url} area={areas?.percent ?? null} />
        </div>
      ) : (
        <div className="brand-logo-form__empty">
          <CameraIcon className="brand-logo-form__empty-icon" />
          <p>{t('brands.logo.empty', VALIDATION_PARAMS)}</p>
        </div>
      )}
      <div>
        <input
          id={fileInputId}
          type="file"
          accept={ACCEPT}
          className="brand-logo-form__file visually-hidden"
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={fileInputId} className={buttonClassName({ variant: 'secondary' })}>
          {t('brands.logo.choose')}
        </label>
      </div>
      {problem && <Alert tone="danger">{t(problem, VALIDATION_PARAMS)}</Alert>}
      {uploadError && (
        <Alert tone="danger" title={t('brands.logo.uploadFailed')}>
          {describe(uploadError.error)}
        </Alert>
      )}
      <div className="brand-logo-form__actions">
        <DialogClose asChild>
          <Button variant="ghost">{t('common.cancel')}</Button>
        </DialogClose>
        <Button disabled={!picked} loading={uploading} onClick={() => void upload()}>
          {t('brands.logo.upload')}
        </Button>
      </div>
    </div>
  );
}
