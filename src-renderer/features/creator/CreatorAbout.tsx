import { useTranslation } from 'react-i18next';
import { chosenCountryName } from '../../../src-shared/catalogs/countries';
import { languageName } from '../../../src-shared/catalogs/profile-options';
import type { CreatorDetail } from '../../../src-shared/domain/finder';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { creatorInitials } from '../finder';

const listFormat = new Intl.ListFormat('es-MX', { style: 'long', type: 'conjunction' });

/** What the card reads: the public profile (issue 13) carries it; brands get it in `CreatorHeader`. */
export type CreatorAboutFacts = Pick<
  CreatorDetail,
  | 'profile_image'
  | 'first_name'
  | 'last_name'
  | 'category'
  | 'country'
  | 'languages'
  | 'question_text'
>;

/** Photo, category, country, languages and bio. */
export function CreatorAbout({ creator, name }: { creator: CreatorAboutFacts; name: string }) {
  const { t } = useTranslation();
  const country = chosenCountryName(creator.country);
  return (
    <Card className="creator-about" aria-labelledby="creator-about-title">
      <Avatar
        src={creator.profile_image}
        initials={creatorInitials(creator)}
        label={t('finder.card.photo', { name })}
        size="xl"
      />
      <div className="creator-about__body">
        <h2 id="creator-about-title" className="creator-profile__section-title">
          {t('creator.about.title')}
        </h2>
        <dl className="creator-about__facts">
          <div>
            <dt>{t('creator.about.category')}</dt>
            <dd>
              <span className="creator-about__category">{t(`categories.${creator.category}`)}</span>
            </dd>
          </div>
          {country && (
            <div>
              <dt>{t('creator.about.country')}</dt>
              <dd>{country}</dd>
            </div>
          )}
          <div>
            <dt>{t('creator.about.languages')}</dt>
            <dd>
              {creator.languages.length > 0
                ? listFormat.format(creator.languages.map(languageName))
                : t('creator.about.noLanguages')}
            </dd>
          </div>
        </dl>
        <p className="creator-about__bio">{creator.question_text || t('creator.about.noBio')}</p>
      </div>
    </Card>
  );
}
