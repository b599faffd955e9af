import { useTranslation } from 'react-i18next';
import type { Brand } from '../../../src-shared/domain/brand';
import { call } from '../../bridge/client';
import { VALIDATION_PARAMS } from '../../i18n/validation-params';
import { CameraIcon } from '../../ui/icons';
import { ImageCropUploadForm } from '../../image-crop/ImageCropUploadForm';

export interface BrandLogoFormProps {
  brand: Brand;
  onUploaded: (brand: Brand) => void;
}

/** The logo is chosen and cropped exactly like the creator's avatar, then saved on the brand. */
export function BrandLogoForm({ brand, onUploaded }: BrandLogoFormProps) {
  const { t } = useTranslation();
  return (
    <ImageCropUploadForm
      texts={{
        empty: t('brands.logo.empty', VALIDATION_PARAMS),
        choose: t('brands.logo.choose'),
        upload: t('brands.logo.upload'),
        uploadFailed: t('brands.logo.uploadFailed'),
      }}
      emptyIcon={CameraIcon}
      dropPickedOnRefusal
      upload={async (bytes, fileName) => {
        onUploaded(await call('uploadBrandLogo', { brandId: brand.id, bytes, fileName }));
      }}
    />
  );
}
