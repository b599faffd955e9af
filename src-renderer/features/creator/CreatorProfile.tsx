import { useTranslation } from 'react-i18next';
import type { CreatorDetail } from '../../../src-shared/domain/finder';
import { offlineSavedAt } from '../../../src-shared/domain/offline-copy';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SectionDataAge } from '../../connectivity/SectionOfflineNote';
import { creatorName } from '../../ui/creator-name';
import { CreatorAudience } from './CreatorAudience';
import { CreatorBio } from './CreatorBio';
import { CreatorCollaborations } from './CreatorCollaborations';
import { CreatorHeader } from './CreatorHeader';
import { CreatorInterests } from './CreatorInterests';
import { CreatorNetworks } from './CreatorNetworks';
import { CreatorPortfolio } from './CreatorPortfolio';
import { CreatorPrices } from './CreatorPrices';
import { CreatorViewsNote } from './CreatorViewsNote';
import './CreatorProfile.css';

/**
 * Everything a brand reads to decide whether to hire a creator: who they are, their reach and
 * how it moves, who follows them, their work, their rates, and the ways to engage them.
 */
export function CreatorProfile({ creator }: { creator: CreatorDetail }) {
  const { t } = useTranslation();
  const name = creatorName(creator) || t('creator.title');
  useDocumentTitle(name);

  return (
    <>
      <CreatorHeader creator={creator} name={name} />
      {/* Offline: a page opened before, as it was then. */}
      <SectionDataAge savedAt={offlineSavedAt(creator)} />
      <CreatorViewsNote />
      <div className="creator-profile">
        <CreatorBio bio={creator.question_text} />
        <CreatorNetworks networks={creator.networks} name={name} />
        <CreatorAudience networks={creator.networks} />
        <CreatorPortfolio items={creator.portfolio} name={name} />
        <CreatorPrices prices={creator.prices} />
        <CreatorInterests interests={creator.interests} />
        <CreatorCollaborations collaborations={creator.collaborations} />
      </div>
    </>
  );
}
