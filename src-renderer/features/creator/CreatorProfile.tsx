import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorDetail } from '../../../src-shared/domain/finder';
import { Button } from '../../ui/Button';
import { DocumentIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { creatorName } from '../marketplace/creator-name';
import { SendProposalDialog } from '../proposals/SendProposalDialog';
import { CreatorAbout } from './CreatorAbout';
import { CreatorCollaborations } from './CreatorCollaborations';
import { CreatorInterests } from './CreatorInterests';
import { CreatorNetworks } from './CreatorNetworks';
import { CreatorPrices } from './CreatorPrices';
import './CreatorProfile.css';

/** Everything a brand reads before making an offer, and the button that makes it. */
export function CreatorProfile({ creator }: { creator: CreatorDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [proposalOpen, setProposalOpen] = useState(false);
  const name = creatorName(creator);
  useDocumentTitle(name || t('creator.title'));

  return (
    <>
      <PageHeader
        eyebrow={t('creator.eyebrow')}
        title={name || t('creator.title')}
        description={creator.vanity_name ? `@${creator.vanity_name}` : undefined}
        actions={
          <Button icon={<DocumentIcon />} onClick={() => setProposalOpen(true)}>
            {t('creator.sendProposal')}
          </Button>
        }
      />
      <div className="creator-profile">
        <CreatorAbout creator={creator} name={name} />
        <CreatorNetworks networks={creator.networks} />
        <CreatorPrices prices={creator.prices} />
        <CreatorInterests interests={creator.interests} />
        <CreatorCollaborations collaborations={creator.collaborations} />
      </div>
      <SendProposalDialog
        open={proposalOpen}
        onOpenChange={setProposalOpen}
        creator={{ id: creator.id, name }}
        // The dialog confirms with its own toast; the page only takes the brand to the proposal.
        onSent={(proposal) =>
          void navigate({ to: '/view_proposal/$id', params: { id: proposal.id } })
        }
      />
    </>
  );
}
