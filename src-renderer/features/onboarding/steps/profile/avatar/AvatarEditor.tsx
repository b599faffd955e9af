import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../../src-shared/domain/user';
import { accountIdentity } from '../../../../../app/shell/account-identity';
import { VALIDATION_PARAMS } from '../../../../../i18n/validation-params';
import { Avatar } from '../../../../../ui/Avatar';
import { Dialog } from '../../../../../ui/Dialog';
import { CameraIcon } from '../../../../../ui/icons';
import { ServerEntryButton } from '../../../../../connectivity/ServerEntryButton';
import { AvatarUploadForm } from './AvatarUploadForm';
import './AvatarEditor.css';

/** The creator's picture and the dialog that changes it; the upload saves on its own. */
export function AvatarEditor({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <div className="avatar-editor">
      <Avatar
        src={user.profile_image}
        initials={accountIdentity(user, null).initials}
        label={t('onboarding.avatar.current')}
        size="xl"
      />
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('onboarding.avatar.dialogTitle')}
        description={t('onboarding.avatar.dialogDescription')}
        size="lg"
        trigger={
          <ServerEntryButton variant="secondary" size="sm" icon={<CameraIcon />}>
            {t('onboarding.avatar.change')}
          </ServerEntryButton>
        }
      >
        <AvatarUploadForm onUploaded={() => setOpen(false)} />
      </Dialog>
      <p className="avatar-editor__hint">{t('onboarding.avatar.hint', VALIDATION_PARAMS)}</p>
    </div>
  );
}
