import { useTranslation } from 'react-i18next';
import { OwnPublicLink } from '../public-profile';
import { HomeBlock } from './HomeBlock';

/** The creator's public link with its copy button, or the way to choose a handle. */
export function PublicLinkBlock() {
  const { t } = useTranslation();
  return (
    <HomeBlock
      id="home-public-link"
      title={t('home.creator.publicLink.title')}
      className="home-public-link"
    >
      <OwnPublicLink />
    </HomeBlock>
  );
}
