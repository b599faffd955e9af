import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { Dialog } from '../../ui/Dialog';
import { BrandLogoForm } from './BrandLogoForm';

export interface BrandLogoDialogProps {
  /** The brand whose logo changes; null when closed. */
  brand: Brand | null;
  onClose: () => void;
  onUploaded: (brand: Brand) => void;
}

export function BrandLogoDialog({ brand, onClose, onUploaded }: BrandLogoDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={brand !== null}
      onOpenChange={(open) => !open && onClose()}
      title={brand ? t('brands.logo.title', { name: brand.name }) : ''}
      description={t('brands.logo.description')}
      size="lg"
    >
      {brand && <BrandLogoForm key={brand.id} brand={brand} onUploaded={onUploaded} />}
    </Dialog>
  );
}
