import { useTranslation } from 'react-i18next';
import { LinkIcon } from '../../../../ui/icons';
import { PUBLIC_PROFILE_HOST } from './public-profile-url';
import './PublicUrlPreview.css';

/** The address brands will use, updated as the creator types. */
export function PublicUrlPreview({ vanityName }: { vanityName: string }) {
  const { t } = useTranslation();
  return (
    <div className="public-url">
      <p className="public-url__label">{t('onboarding.vanity.urlLabel')}</p>
      <p className="public-url__value">
        <LinkIcon className="public-url__icon" />
        <span>
          https://{PUBLIC_PROFILE_HOST}/
          <strong className={vanityName ? undefined : 'public-url__placeholder'}>
            {vanityName || t('onboarding.vanity.urlPlaceholder')}
          </strong>
        </span>
      </p>
    </div>
  );
}
