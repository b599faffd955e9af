import { useSetAtom } from 'jotai';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_IMAGE_EXTENSIONS } from '../../../../../../src-shared/rules/image-file';
import { call } from '../../../../../bridge/client';
import { useErrorMessage } from '../../../../../i18n/error-message';
import { VALIDATION_PARAMS } from '../../../../../i18n/validation-params';
import { replaceCurrentUserAtom } from '../../../../../session/session-atoms';
import { Alert } from '../../../../../ui/Alert';
import { Button } from '../../../../../ui/Button';
import { buttonClassName } from '../../../../../ui/button-class-name';
import { DialogClose } from '../../../../../ui/Dialog';
import { UserIcon } from '../../../../../ui/icons';
import { toast } from '../../../../../ui/toast';
import { avatarFileName } from './avatar-file-name';
import { avatarFileProblem, type AvatarFileProblem } from './avatar-file-problem';
import { AvatarCropper, type CropAreas } from './AvatarCropper';
import { AvatarCropPreview } from './AvatarCropPreview';
import { cropAvatar } from './crop-avatar';
import './AvatarUploadForm.css';

const ACCEPT = [...PROFILE_IMAGE_EXTENSIONS, 'image/jpeg', 'image/png'].join(',');

interface PickedImage {
  /** Object URL of the chosen file, shown by the cropper and the preview. */
  url: string;
  fileName: string;
}

/** Inside the avatar dialog: choose a file, crop it, upload the crop. Errors stay in the dialog. */
export function AvatarUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const replaceUser = useSetAtom(replaceCurrentUserAtom);
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
    if (found) return;
    setAreas(null);
    setPicked({ url: URL.createObjectURL(file), fileName: file.name });
  };

  const upload = async () => {
    if (!picked) return;
    setUploading(true);
    setUploadError(null);
    try {
      const bytes = await cropAvatar(picked.url, areas?.pixels ?? null);
      replaceUser(
        await call('uploadProfileImage', { bytes, fileName: avatarFileName(picked.fileName) }),
      );
      toast.success({ title: t('onboarding.avatar.uploaded') });
      onUploaded();
    } catch (error) {
      setUploadError({ error });
      setUploading(false);
    }
  };

  return (
    <div className="avatar-upload">
      {picked ? (
        <div className="avatar-upload__editor">
          <AvatarCropper key={picked.url} image={picked.url} onAreaChange={setAreas} />
          <AvatarCropPreview image={picked.url} area={areas?.percent ?? null} />
        </div>
      ) : (
        <div className="avatar-upload__empty">
          <UserIcon className="avatar-upload__empty-icon" />
          <p>{t('onboarding.avatar.empty', VALIDATION_PARAMS)}</p>
        </div>
      )}
      <div className="avatar-upload__choose">
        <input
          id={fileInputId}
          type="file"
          accept={ACCEPT}
          className="avatar-upload__file visually-hidden"
          onChange={(event) => void choose(event)}
        />
        <label htmlFor={fileInputId} className={buttonClassName({ variant: 'secondary' })}>
          {t('onboarding.avatar.choose')}
        </label>
      </div>
      {problem && <Alert tone="danger">{t(problem, VALIDATION_PARAMS)}</Alert>}
      {uploadError && (
        <Alert tone="danger" title={t('onboarding.avatar.uploadFailed')}>
          {describe(uploadError.error)}
        </Alert>
      )}
      <div className="avatar-upload__actions">
        <DialogClose asChild>
          <Button variant="ghost">{t('common.cancel')}</Button>
        </DialogClose>
        <Button disabled={!picked} loading={uploading} onClick={() => void upload()}>
          {t('onboarding.avatar.upload')}
        </Button>
      </div>
    </div>
  );
}
