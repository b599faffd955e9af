import { useTranslation } from 'react-i18next';
import type { Interest } from '../../../src-shared/domain/finder';
import { Card } from '../../ui/Card';

export function CreatorInterests({ interests }: { interests: readonly Interest[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="creator-interests-title">
      <h2 id="creator-interests-title" className="creator-profile__section-title">
        {t('creator.interests.title')}
      </h2>
      {interests.length === 0 ? (
        <p className="creator-profile__none">{t('creator.interests.none')}</p>
      ) : (
        <ul className="creator-interests">
          {interests.map((interest) => (
            <li key={interest.id} className="creator-interests__chip">
              {t(`creator.interests.names.${interest.interest}`)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
