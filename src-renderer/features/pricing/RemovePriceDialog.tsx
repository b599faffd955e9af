import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formatMoneyUsd } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import { lineName } from './line-name';

export interface RemovePriceDialogProps {
  /** The line to remove; null when closed. */
  price: PriceItem | null;
  onClose: () => void;
  onRemoved: (price: PriceItem) => void;
  /** The row (and its buttons) leaves with the line, so the card says where focus goes. */
  onFocusAfterRemoval: () => void;
}

/** Spec §8: deleting asks first, then confirms with a toast. */
export function RemovePriceDialog({
  price,
  onClose,
  onRemoved,
  onFocusAfterRemoval,
}: RemovePriceDialogProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [removing, setRemoving] = useState(false);
  const removed = useRef(false);

  const remove = async () => {
    if (!price) return;
    setRemoving(true);
    try {
      await call('removePrice', { id: price.id });
      removed.current = true;
      toast.success({ title: t('pricing.remove.done', { line: lineName(price, t) }) });
      onRemoved(price);
    } catch (error) {
      toast.error({ title: t('pricing.remove.failed'), description: describe(error) });
    } finally {
      setRemoving(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={price !== null}
      onOpenChange={(open) => !open && !removing && onClose()}
      size="sm"
      title={t('pricing.remove.title')}
      description={
        price
          ? t('pricing.remove.description', {
              line: lineName(price, t),
              price: formatMoneyUsd(price.price),
            })
          : undefined
      }
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
            {t('pricing.remove.confirm')}
          </Button>
        </>
      }
    />
  );
}
