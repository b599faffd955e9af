import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatorDetail } from '../../../src-shared/domain/finder';
import { DocumentIcon } from '../../ui/icons';
import { ServerButton } from '../../connectivity/ServerButton';
import { SendProposalDialog } from '../proposals';
import { ShortlistButton } from '../shortlist';
import { InviteToCasting } from './InviteToCasting';

export interface CreatorActionsProps {
  creator: Pick<CreatorDetail, 'id' | 'shortlisted'>;
  name: string;
}

/** The brand's moves: make an offer, invite to one of its open calls, keep the creator for later. */
export function CreatorActions({ creator, name }: CreatorActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [proposalOpen, setProposalOpen] = useState(false);
  return (
    <div
      className="creator-header__actions"
      role="group"
      aria-label={t('creator.header.actions', { name })}
    >
      <ServerButton icon={<DocumentIcon />} onClick={() => setProposalOpen(true)}>
        {t('creator.sendProposal')}
      </ServerButton>
      <InviteToCasting creatorId={creator.id} name={name} />
      <ShortlistButton
        creatorId={creator.id}
        creatorName={name}
        shortlisted={creator.shortlisted}
        size="md"
      />
      <SendProposalDialog
        open={proposalOpen}
        onOpenChange={setProposalOpen}
        creator={{ id: creator.id, name }}
        // The dialog confirms with its own toast; the page only takes the brand to the proposal.
        onSent={(proposal) =>
          void navigate({ to: '/view_proposal/$id', params: { id: proposal.id } })
        }
      />
    </div>
  );
}
