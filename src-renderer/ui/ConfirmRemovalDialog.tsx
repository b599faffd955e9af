import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

export interface ConfirmRemovalDialogProps {
  open: boolean;
  title: string;
  description?: string | undefined;
  confirmLabel: string;
  /** Removes the thing and says how it went (toasts are the caller's); true when it is gone. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  /** The row or tile leaves with what it showed, so the caller says where focus goes. */
  onFocusAfterRemoval: () => void;
}

/** docs/PRODUCT.md §8: deleting asks first; the dialog stays put while the removal runs. */
export function ConfirmRemovalDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  onFocusAfterRemoval,
}: ConfirmRemovalDialogProps) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState(false);
  const removed = useRef(false);

  const confirm = async () => {
    setRemoving(true);
    try {
      removed.current = await onConfirm();
    } finally {
      setRemoving(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !removing && onClose()}
      size="sm"
      title={title}
      description={description}
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
          <Button variant="danger" loading={removing} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
