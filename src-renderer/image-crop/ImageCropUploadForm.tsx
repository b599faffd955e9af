import { useEffect, useId, useState, type ChangeEvent, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_EXTENSIONS } from '../../src-shared/rules/image-file';
import { useErrorMessage } from '../i18n/error-message';
import { VALIDATION_PARAMS } from '../i18n/validation-params';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { buttonClassName } from '../ui/button-class-name';
import { DialogClose } from '../ui/Dialog';
// Avatars and brand logos go through the same checks, cropper and JPEG export.
import { avatarFileName } from './avatar-file-name';
import { avatarFileProblem, type AvatarFileProblem } from './avatar-file-problem';
import { AvatarCropper, type CropAreas } from './AvatarCropper';
import { AvatarCropPreview } from './AvatarCropPreview';
import { cropAvatar } from './crop-avatar';
import { ServerButton } from '../connectivity/ServerButton';
import './ImageCropUploadForm.css';

const ACCEPT = [...PROFILE_IMAGE_EXTENSIONS, 'image/jpeg', 'image/png'].join(',');

interface PickedImage {
  /** Object URL of the chosen file, shown by the cropper and the preview. */
  url: string;
  fileName: string;
}

/** What the form says; all already translated. */
export interface ImageCropUploadTexts {
  /** Under the icon until a file is chosen (the allowed types and size). */
  empty: string;
  choose: string;
  upload: string;
  /** The failed upload's title, with the reason under it. */
  uploadFailed: string;
}

export interface ImageCropUploadFormProps {
  texts: ImageCropUploadTexts;
  /** Shown where the crop will be until a file is chosen. */
  emptyIcon: ComponentType<{ className?: string }>;
  /** Sends the cropped JPEG; what it throws is shown in the form and the form stays open. */
  upload: (bytes: Uint8Array<ArrayBuffer>, fileName: string) => Promise<void>;
  /**
   * A refused file also drops the crop chosen before it (brand logos), rather than leaving that
   * one ready to upload (avatars). Both screens keep what they did before they shared this form.
   */
  dropPickedOnRefusal?: boolean;
}

/**
 * Inside a dialog: choose a file, crop it, upload the crop; errors stay in the dialog. The file's
 * content is checked before anything is read into the cropper, so a renamed document or an
 * oversized photo is refused at once.
 */
export function ImageCropUploadForm({
  texts,
  emptyIcon: EmptyIcon,
  upload,
  dropPickedOnRefusal = false,
}: ImageCropUploadFormProps) {
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
      if (dropPickedOnRefusal) setPicked(null);
      return;
    }
    setAreas(null);
    setPicked({ url: URL.createObjectURL(file), fileName: file.name });
  };

  const send = async () => {
    if (!picked) return;
    setUploading(true);
    setUploadError(null);
    try {
      const bytes = await cropAvatar(picked.url, areas?.pixels ?? null);
      await upload(bytes, avatarFileName(picked.fileName));
    } catch (error) {
      setUploadError({ error });
      setUploading(false);
    }
  };

  return (
    <div className="image-crop-upload">
      {picked ? (
        <div className="image-crop-upload__editor">
          <AvatarCropper key={picked.url} image={picked.url} onAreaChange={setAreas} />
          <AvatarCropPreview image={picked.url} area={areas?.percent ?? null} />
        </div>
      ) : (
        <div className="image-crop-upload__empty">
          <EmptyIcon className="image-crop-upload__empty-icon" />
          <p>{texts.empty}</p>
        </div>
      )}
      <div>
        <input
          id={fileInputId}
          type="file"
          accept={ACCEPT}
          className="image-crop-upload__file visually-hidden"
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={fileInputId} className={buttonClassName({ variant: 'secondary' })}>
          {texts.choose}
        </label>
      </div>
      {problem && <Alert tone="danger">{t(problem, VALIDATION_PARAMS)}</Alert>}
      {uploadError && (
        <Alert tone="danger" title={texts.uploadFailed}>
          {describe(uploadError.error)}
        </Alert>
      )}
      <div className="image-crop-upload__actions">
        <DialogClose asChild>
          <Button variant="ghost">{t('common.cancel')}</Button>
        </DialogClose>
        <ServerButton disabled={!picked} loading={uploading} onClick={() => void send()}>
          {texts.upload}
        </ServerButton>
      </div>
    </div>
  );
}
