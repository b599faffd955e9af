import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { ListCard } from '../../ui/ListCard';
import { BrandListItem, type BrandListItemProps } from './BrandListItem';
import './BrandList.css';

export interface BrandListProps extends Omit<BrandListItemProps, 'brand'> {
  brands: readonly Brand[];
}

export function BrandList({ brands, ...actions }: BrandListProps) {
  const { t } = useTranslation();
  return (
    <ListCard aria-label={t('brands.listLabel')}>
      {brands.map((brand) => (
        <BrandListItem key={brand.id} brand={brand} {...actions} />
      ))}
    </ListCard>
  );
}
