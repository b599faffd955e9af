import { useTranslation } from 'react-i18next';
import type { GeneratedImage } from '../../../src-shared/domain/ai-image';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { ConfirmRemovalDialog } from '../../ui/ConfirmRemovalDialog';
import { toast } from '../../ui/toast';

export interface RemoveImageDialogProps {
  /** The image to delete; null when closed. */
  image: GeneratedImage | null;
  onClose: () => void;
  onRemoved: (image: GeneratedImage) => void;
  /** The card leaves with the image, so the page says where focus goes. */
  onFocusAfterRemoval: () => void;
}

/** Deleting asks first; a copy saved in the briefcase stays there. */
export function RemoveImageDialog({
  image,
  onClose,
  onRemoved,
  onFocusAfterRemoval,
}: RemoveImageDialogProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();

  const remove = async (): Promise<boolean> => {
    if (!image) return false;
    try {
      await call('deleteAiImage', { id: image.id });
      toast.success({ title: t('imageStudio.remove.done') });
      onRemoved(image);
      return true;
    } catch (error) {
      toast.error({ title: t('imageStudio.remove.failed'), description: describe(error) });
      return false;
    }
  };

  return (
    <ConfirmRemovalDialog
      open={image !== null}
      title={t('imageStudio.remove.title')}
      description={
        image
          ? t(
              image.saved_to_briefcase
                ? 'imageStudio.remove.descriptionSaved'
                : 'imageStudio.remove.description',
            )
          : undefined
      }
      confirmLabel={t('imageStudio.remove.confirm')}
      onConfirm={remove}
      onClose={onClose}
      onFocusAfterRemoval={onFocusAfterRemoval}
    />
  );
}
