import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { chosenCountryName } from '../../../src-shared/catalogs/countries';
import { languageName } from '../../../src-shared/catalogs/profile-options';
import type { CreatorDetail } from '../../../src-shared/domain/finder';
import { Avatar } from '../../ui/Avatar';
import { creatorInitials } from '../finder';
import { CreatorActions } from './CreatorActions';
import { VerifiedNetworks } from './VerifiedNetworks';
import './CreatorHeader.css';

const listFormat = new Intl.ListFormat('es-MX', { style: 'long', type: 'conjunction' });

export interface CreatorHeaderProps {
  creator: CreatorDetail;
  /** The creator's name as the page calls them. */
  name: string;
}

/** Who the creator is at a glance (photo, name, handle, facts, verified networks) and what to do. */
export function CreatorHeader({ creator, name }: CreatorHeaderProps) {
  const { t } = useTranslation();
  const country = chosenCountryName(creator.country);
  return (
    <header className="creator-header">
      <Avatar
        src={creator.profile_image}
        initials={creatorInitials(creator)}
        label={t('creator.header.photo', { name })}
        size="lg"
      />
      <div className="creator-header__identity">
        <p className="creator-header__eyebrow">{t('creator.eyebrow')}</p>
        <h1 className="creator-header__name">{name}</h1>
        {creator.vanity_name && (
          <p>
            <Link
              to="/profile/$vanityName"
              params={{ vanityName: creator.vanity_name }}
              className="creator-header__handle"
            >
              @{creator.vanity_name}
            </Link>
          </p>
        )}
        <dl className="creator-header__facts">
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
        <VerifiedNetworks networks={creator.networks} />
      </div>
      <CreatorActions creator={creator} name={name} />
    </header>
  );
}
