import { useTranslation } from 'react-i18next';
import type { Collaboration } from '../../../src-shared/domain/finder';
import { formatMonthYear } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { Card } from '../../ui/Card';
import { brandInitials } from '../brands';

/** Brands the creator already worked with through the marketplace (accepted proposals). */
export function CreatorCollaborations({
  collaborations,
}: {
  collaborations: readonly Collaboration[];
}) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="creator-collaborations-title">
      <h2 id="creator-collaborations-title" className="creator-profile__section-title">
        {t('creator.collaborations.title')}
      </h2>
      {collaborations.length === 0 ? (
        <p className="creator-profile__none">{t('creator.collaborations.none')}</p>
      ) : (
        <ul className="creator-profile__rows">
          {collaborations.map((collaboration) => (
            <li key={collaboration.id} className="creator-profile__row creator-collaboration">
              <Avatar
                src={collaboration.brand.logo}
                initials={brandInitials(collaboration.brand.name)}
                label={t('brands.logo.alt', { name: collaboration.brand.name })}
              />
              <div>
                <p className="creator-collaboration__brand">{collaboration.brand.name}</p>
                <p className="creator-collaboration__details">
                  {t('creator.collaborations.details', {
                    networks: collaboration.networks
                      .map((network) => t(`networks.${network}`))
                      .join(', '),
                    month: formatMonthYear(collaboration.accepted_at),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
