import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { ConfirmRemovalDialog } from '../../ui/ConfirmRemovalDialog';
import { toast } from '../../ui/toast';

export interface RemoveItemDialogProps {
  /** The piece to remove and its name on screen; null when closed. */
  target: { item: BriefcaseItem; name: string } | null;
  onClose: () => void;
  onRemoved: (item: BriefcaseItem) => void;
  /** The tile (and its button) leaves with the piece, so the page says where focus goes. */
  onFocusAfterRemoval: () => void;
}

/** docs/PRODUCT.md §8: deleting asks first, then confirms with a toast. */
export function RemoveItemDialog({
  target,
  onClose,
  onRemoved,
  onFocusAfterRemoval,
}: RemoveItemDialogProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();

  const remove = async (): Promise<boolean> => {
    if (!target) return false;
    try {
      await call('removeBriefcaseItem', { id: target.item.id });
      toast.success({ title: t('briefcase.remove.done', { name: target.name }) });
      onRemoved(target.item);
      return true;
    } catch (error) {
      toast.error({ title: t('briefcase.remove.failed'), description: describe(error) });
      return false;
    }
  };

  return (
    <ConfirmRemovalDialog
      open={target !== null}
      title={t('briefcase.remove.title')}
      description={target ? t('briefcase.remove.description', { name: target.name }) : undefined}
      confirmLabel={t('briefcase.remove.confirm')}
      onConfirm={remove}
      onClose={onClose}
      onFocusAfterRemoval={onFocusAfterRemoval}
    />
  );
}
