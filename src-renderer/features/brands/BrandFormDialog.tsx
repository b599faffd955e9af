import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { Dialog } from '../../ui/Dialog';
import { BrandForm } from './BrandForm';

export interface BrandFormDialogProps {
  /** `undefined`: closed; `null`: creating a brand; a brand: editing it. */
  editing: Brand | null | undefined;
  onClose: () => void;
  onSaved: (brand: Brand) => void;
}

export function BrandFormDialog({ editing, onClose, onSaved }: BrandFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={editing !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? t('brands.editTitle', { name: editing.name }) : t('brands.createTitle')}
      description={t('brands.formDescription')}
    >
      {/* A fresh form per brand: values typed for one brand never show up on another. */}
      {editing !== undefined && (
        <BrandForm key={editing?.id ?? 'new'} brand={editing} onSaved={onSaved} />
      )}
    </Dialog>
  );
}
