import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card';

/** The creator's own words about themselves (the header already says the facts). */
export function CreatorBio({ bio }: { bio: string }) {
  const { t } = useTranslation();
  return (
    <Card className="creator-profile__wide" aria-labelledby="creator-bio-title">
      <h2 id="creator-bio-title" className="creator-profile__section-title">
        {t('creator.about.title')}
      </h2>
      <p className="creator-about__bio">{bio.trim() || t('creator.about.noBio')}</p>
    </Card>
  );
}
