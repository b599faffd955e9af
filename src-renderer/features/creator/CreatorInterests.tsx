import { useTranslation } from 'react-i18next';
import type { Interest } from '../../../src-shared/domain/finder';
import { Card } from '../../ui/Card';
import { TagList, tagClassName } from '../../ui/TagList';

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
        <TagList>
          {interests.map((interest) => (
            <li key={interest.id} className={tagClassName('neutral')}>
              {t(`creator.interests.names.${interest.interest}`)}
            </li>
          ))}
        </TagList>
      )}
    </Card>
  );
}
