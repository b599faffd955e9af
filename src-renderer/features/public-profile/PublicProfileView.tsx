import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '../../../src-shared/domain/public-profile';
import { currentUserAtom } from '../../session/session-atoms';
import { buttonClassName } from '../../ui/button-class-name';
import { PencilIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { CreatorAbout, CreatorPrices } from '../creator';
import { creatorName } from '../../ui/creator-name';
import { PublicHandleLine } from './PublicHandleLine';
import { PublicNetworks } from './PublicNetworks';
// The about and price cards are the brand view's; their look comes with them.
import './PublicProfileView.css';

/** A creator's public profile: who they are, where they publish with what reach, and their rates. */
export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const own = useAtomValue(currentUserAtom)?.id === profile.id;
  const name = creatorName(profile) || `@${profile.vanity_name}`;
  useDocumentTitle(name);

  return (
    <>
      <PageHeader
        eyebrow={own ? t('publicProfile.ownEyebrow') : t('publicProfile.eyebrow')}
        title={name}
        description={<PublicHandleLine vanityName={profile.vanity_name} />}
        actions={
          own && (
            <Link
              to="/setting-public-profile/$section"
              params={{ section: 'profile' }}
              search={{ is_edit: true }}
              className={buttonClassName({ variant: 'secondary' })}
            >
              <span className="ui-button__icon" aria-hidden="true">
                <PencilIcon />
              </span>
              {t('publicProfile.edit')}
            </Link>
          )
        }
      />
      <div className="public-profile">
        <CreatorAbout creator={profile} name={name} />
        <PublicNetworks networks={profile.networks} />
        <CreatorPrices prices={profile.prices} />
      </div>
    </>
  );
}
