import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../../bridge/client';
import { VALIDATION_PARAMS } from '../../../../../i18n/validation-params';
import { replaceCurrentUserAtom } from '../../../../../session/session-atoms';
import { UserIcon } from '../../../../../ui/icons';
import { toast } from '../../../../../ui/toast';
import { ImageCropUploadForm } from '../../../../../image-crop/ImageCropUploadForm';

/** Inside the avatar dialog: the cropped picture becomes the profile image of the session's user. */
export function AvatarUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const replaceUser = useSetAtom(replaceCurrentUserAtom);
  return (
    <ImageCropUploadForm
      texts={{
        empty: t('onboarding.avatar.empty', VALIDATION_PARAMS),
        choose: t('onboarding.avatar.choose'),
        upload: t('onboarding.avatar.upload'),
        uploadFailed: t('onboarding.avatar.uploadFailed'),
      }}
      emptyIcon={UserIcon}
      upload={async (bytes, fileName) => {
        replaceUser(await call('uploadProfileImage', { bytes, fileName }));
        toast.success({ title: t('onboarding.avatar.uploaded') });
        onUploaded();
      }}
    />
  );
}
