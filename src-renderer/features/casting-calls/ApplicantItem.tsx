import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { CastingApplication, CastingCall } from '../../../src-shared/domain/casting-call';
import type { Proposal } from '../../../src-shared/domain/proposal';
import { initialsOfFirst } from '../../../src-shared/rules/initials';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ListCardRow } from '../../ui/ListCard';
import { toast } from '../../ui/toast';
import { creatorName } from '../../ui/creator-name';
import { SendProposalDialog, sendFormFromApplication } from '../proposals';
import { ApplicationStatusPill } from './StatusPills';

type Decision = 'shortlist' | 'accept' | 'decline';

/** What the brand can still decide: nothing once accepted or declined (those are final). */
const DECISIONS: Record<CastingApplication['status'], readonly Decision[]> = {
  applied: ['shortlist', 'accept', 'decline'],
  shortlisted: ['accept', 'decline'],
  accepted: [],
  declined: [],
};

export interface ApplicantItemProps {
  /** The call applied to: an offer to an accepted applicant starts from what it asked for. */
  call: CastingCall;
  application: CastingApplication;
  onChanged: (application: CastingApplication) => void;
  onReload: () => void;
}

/** One applicant: who, their price and message, and the brand's decision on them. */
export function ApplicantItem({
  call: castingCall,
  application,
  onChanged,
  onReload,
}: ApplicantItemProps) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<Decision | null>(null);
  const [proposing, setProposing] = useState(false);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const { creator } = application;
  const name = creatorName(creator) || t('proposals.timeline.creator');
  const initials = initialsOfFirst(
    `${creator.first_name} ${creator.last_name}`,
    creator.vanity_name,
  );

  const decide = async (decision: Decision) => {
    setBusy(decision);
    try {
      const next = await call('decideApplication', { id: application.id, decision });
      toast.success({ title: t(`applications.decide.done.${decision}`, { name }) });
      onChanged(next);
    } catch (error) {
      toast.error({ title: t('applications.decide.failed'), description: describe(error) });
      // Someone already decided: show what they decided.
      if (error instanceof BridgeError && error.code === ErrorCode.applicationDecided) onReload();
    } finally {
      setBusy(null);
    }
  };

  return (
    <ListCardRow className="applicant-item">
      <Avatar src={creator.profile_image} initials={initials} label={name} />
      <div className="ui-list-card__main">
        <Link to="/creators/$id" params={{ id: creator.id }} className="applicant-item__name">
          {name}
        </Link>
        <p className="ui-list-card__note">
          {t('applications.list.appliedOn', { date: formatDate(application.created_at) })}
        </p>
        <p
          className={
            application.message
              ? 'applicant-item__message'
              : 'applicant-item__message applicant-item__message--empty'
          }
        >
          {application.message || t('applications.list.noMessage')}
        </p>
      </div>
      <div className="ui-list-card__side ui-list-card__side--loose">
        <span className="ui-list-card__amount ui-list-card__amount--large">
          <span className="visually-hidden">{t('applications.list.price')}: </span>
          {formatMoneyUsd(application.price)}
        </span>
        <ApplicationStatusPill status={application.status} />
        <div
          className="applicant-item__actions"
          role="group"
          aria-label={t('applications.decide.label', { name })}
        >
          {DECISIONS[application.status].map((decision) => (
            <Button
              key={decision}
              size="sm"
              variant={
                decision === 'accept' ? 'primary' : decision === 'decline' ? 'danger' : 'secondary'
              }
              loading={busy === decision}
              disabled={busy !== null}
              onClick={() => void decide(decision)}
            >
              {t(`applications.decide.${decision}`)}
            </Button>
          ))}
          {application.status === 'accepted' &&
            (proposal ? (
              <Link to="/view_proposal/$id" params={{ id: proposal.id }}>
                {t('applications.decide.viewProposal')}
              </Link>
            ) : (
              <Button size="sm" onClick={() => setProposing(true)}>
                {t('applications.decide.sendProposal')}
              </Button>
            ))}
        </div>
      </div>
      <SendProposalDialog
        open={proposing}
        onOpenChange={setProposing}
        creator={{ id: creator.id, name }}
        applicationId={application.id}
        initialValues={sendFormFromApplication(castingCall, application)}
        onSent={setProposal}
      />
    </ListCardRow>
  );
}
