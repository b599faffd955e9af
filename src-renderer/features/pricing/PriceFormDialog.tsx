import { useTranslation } from 'react-i18next';
import type { PriceItem } from '../../../src-shared/domain/finder';
import { Dialog } from '../../ui/Dialog';
import { lineName } from './line-name';
import { PriceForm } from './PriceForm';

export interface PriceFormDialogProps {
  /** `undefined`: closed; `null`: adding a line; a line: editing its price. */
  editing: PriceItem | null | undefined;
  prices: readonly PriceItem[];
  onClose: () => void;
  onSaved: (price: PriceItem) => void;
  /** Offline: the price waits in the queue of pending actions. */
  onQueued: () => void;
}

export function PriceFormDialog({
  editing,
  prices,
  onClose,
  onSaved,
  onQueued,
}: PriceFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={editing !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={
        editing ? t('pricing.editTitle', { line: lineName(editing, t) }) : t('pricing.addTitle')
      }
      description={t('pricing.formDescription')}
    >
      {/* A fresh form per line: values typed for one line never show up on another. */}
      {editing !== undefined && (
        <PriceForm
          key={editing?.id ?? 'new'}
          editing={editing}
          prices={prices}
          onSaved={onSaved}
          onQueued={onQueued}
        />
      )}
    </Dialog>
  );
}
