import { useTranslation } from 'react-i18next';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formatMoneyUsd } from '../../i18n/format';
import { ConfirmRemovalDialog } from '../../ui/ConfirmRemovalDialog';
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

/** docs/PRODUCT.md §8: deleting asks first, then confirms with a toast. */
export function RemovePriceDialog({
  price,
  onClose,
  onRemoved,
  onFocusAfterRemoval,
}: RemovePriceDialogProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();

  const remove = async (): Promise<boolean> => {
    if (!price) return false;
    try {
      await call('removePrice', { id: price.id });
      toast.success({ title: t('pricing.remove.done', { line: lineName(price, t) }) });
      onRemoved(price);
      return true;
    } catch (error) {
      toast.error({ title: t('pricing.remove.failed'), description: describe(error) });
      return false;
    }
  };

  return (
    <ConfirmRemovalDialog
      open={price !== null}
      title={t('pricing.remove.title')}
      description={
        price
          ? t('pricing.remove.description', {
              line: lineName(price, t),
              price: formatMoneyUsd(price.price),
            })
          : undefined
      }
      confirmLabel={t('pricing.remove.confirm')}
      onConfirm={remove}
      onClose={onClose}
      onFocusAfterRemoval={onFocusAfterRemoval}
    />
  );
}
