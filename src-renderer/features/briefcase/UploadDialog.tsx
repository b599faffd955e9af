import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { Dialog } from '../../ui/Dialog';
import { MEDIA_LIMIT_PARAMS } from './media-file';
import { UploadForm } from './UploadForm';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  onUploaded: (item: BriefcaseItem) => void;
}

export function UploadDialog({ open, onClose, onUploaded }: UploadDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      // Closing mid-upload would leave its result (or its failure) with nowhere to show.
      onOpenChange={(next) => !next && !busy && onClose()}
      title={t('briefcase.upload.dialogTitle')}
      description={t('briefcase.upload.description', MEDIA_LIMIT_PARAMS)}
    >
      {/* A fresh form each time: a file refused or picked before does not linger. */}
      {open && <UploadForm onUploaded={onUploaded} onBusyChange={setBusy} />}
    </Dialog>
  );
}
