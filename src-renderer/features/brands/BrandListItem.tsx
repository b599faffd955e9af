import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { Avatar } from '../../ui/Avatar';
import { CameraIcon, PencilIcon } from '../../ui/icons';
import { ListCardRow } from '../../ui/ListCard';
import { ServerEntryButton } from '../../connectivity/ServerEntryButton';
import { brandInitials } from './brand-list';

export interface BrandListItemProps {
  brand: Brand;
  onEdit: (brand: Brand) => void;
  onChangeLogo: (brand: Brand) => void;
}

export function BrandListItem({ brand, onEdit, onChangeLogo }: BrandListItemProps) {
  const { t } = useTranslation();
  return (
    <ListCardRow className="brand-item">
      <Avatar
        src={brand.logo}
        initials={brandInitials(brand.name)}
        label={t('brands.logo.alt', { name: brand.name })}
      />
      <div className="ui-list-card__main ui-list-card__main--tight">
        <h2 className="brand-item__name">{brand.name}</h2>
        <p className="brand-item__industry">{t(`industries.${brand.industry}`)}</p>
        {brand.description && (
          <p className="ui-list-card__note ui-list-card__note--one-line">{brand.description}</p>
        )}
      </div>
      <div className="brand-item__actions">
        <ServerEntryButton
          compact
          variant="ghost"
          size="sm"
          icon={<CameraIcon />}
          aria-label={t('brands.logo.changeFor', { name: brand.name })}
          onClick={() => onChangeLogo(brand)}
        />
        <ServerEntryButton
          compact
          variant="secondary"
          size="sm"
          icon={<PencilIcon />}
          aria-label={t('brands.editFor', { name: brand.name })}
          onClick={() => onEdit(brand)}
        >
          {t('brands.edit')}
        </ServerEntryButton>
      </div>
    </ListCardRow>
  );
}
