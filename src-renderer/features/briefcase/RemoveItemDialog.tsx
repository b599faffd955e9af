import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { toast } from '../../ui/toast';

export interface RemoveItemDialogProps {
  /** The piece to remove and its name on screen; null when closed. */
  target: { item: BriefcaseItem; name: string } | null;
  onClose: () => void;
  onRemoved: (item: BriefcaseItem) => void;
  /** The tile (and its button) leaves with the piece, so the page says where focus goes. */
  onFocusAfterRemoval: () => void;
}

/** Spec §8: deleting asks first, then confirms with a toast. */
export function RemoveItemDialog({
  target,
  onClose,
  onRemoved,
  onFocusAfterRemoval,
}: RemoveItemDialogProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [removing, setRemoving] = useState(false);
  const removed = useRef(false);

  const remove = async () => {
    if (!target) return;
    setRemoving(true);
    try {
      await call('removeBriefcaseItem', { id: target.item.id });
      removed.current = true;
      toast.success({ title: t('briefcase.remove.done', { name: target.name }) });
      onRemoved(target.item);
    } catch (error) {
      toast.error({ title: t('briefcase.remove.failed'), description: describe(error) });
    } finally {
      setRemoving(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && !removing && onClose()}
      size="sm"
      title={t('briefcase.remove.title')}
      description={target ? t('briefcase.remove.description', { name: target.name }) : undefined}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        removed.current = false;
        event.preventDefault();
        onFocusAfterRemoval();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={removing}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" loading={removing} onClick={() => void remove()}>
            {t('briefcase.remove.confirm')}
          </Button>
        </>
      }
    />
  );
}
