import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneCountry } from '../../../src-shared/catalogs/countries';
import type { CreatorCard } from '../../../src-shared/domain/finder';
import { Avatar } from '../../ui/Avatar';
import { creatorName } from '../../ui/creator-name';
import { creatorInitials, networksForCard } from './creator-card-text';
import { NetworkStats } from './NetworkStats';
import { titleWhenTruncated } from './truncation-title';
import './CreatorCardView.css';

export interface CreatorCardViewProps {
  creator: CreatorCard;
  /** A button of the card's own (save to the shortlist, take off it), above the card's link. */
  action?: ReactNode;
}

/** A result: who the creator is and their largest audiences; the name opens the full profile. */
export function CreatorCardView({ creator, action }: CreatorCardViewProps) {
  const { t } = useTranslation();
  const name = creatorName(creator);
  const { shown, more } = networksForCard(creator.networks);
  const country = phoneCountry(creator.country)?.title;
  return (
    <article className="creator-card">
      <Avatar
        src={creator.profile_image}
        initials={creatorInitials(creator)}
        label={t('finder.card.photo', { name })}
      />
      <div className="creator-card__who">
        <h2 className="creator-card__name">
          {/* Its ::after covers the card, so the whole card opens the profile. */}
          <Link to="/creators/$id" params={{ id: creator.id }} className="creator-card__link">
            {name}
          </Link>
        </h2>
        {creator.vanity_name && (
          <p className="creator-card__handle" {...titleWhenTruncated(`@${creator.vanity_name}`)}>
            @{creator.vanity_name}
          </p>
        )}
        <p className="creator-card__meta">
          <span className="creator-card__category">{t(`categories.${creator.category}`)}</span>
          {country && <span>{country}</span>}
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className="creator-card__networks" aria-label={t('finder.card.networks', { name })}>
          {shown.map((network) => (
            <li key={`${network.network}:${network.username}`}>
              <NetworkStats network={network} />
            </li>
          ))}
          {more > 0 && (
            <li className="creator-card__more">{t('finder.card.moreNetworks', { count: more })}</li>
          )}
        </ul>
      ) : (
        <p className="creator-card__no-networks">{t('finder.card.noNetworks')}</p>
      )}
      {action && <div className="creator-card__action">{action}</div>}
    </article>
  );
}
