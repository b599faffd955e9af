import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import type { Role } from '../../../src-shared/domain/user';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { buttonClassName } from '../../ui/button-class-name';
import { PencilIcon } from '../../ui/icons';
import { ListCard } from '../../ui/ListCard';
import { CallListItem } from './CallListItem';
import { InvitationBadge } from './InvitationBadge';
import { ApplicationStatusPill, CastingCallStatusPill } from './StatusPills';
import './CastingCallList.css';

export interface CastingCallListProps {
  calls: readonly CastingCall[];
  role: Role;
}

/**
 * Calls in short: a brand sees status and applicants, a creator sees whether they were invited
 * and their own application.
 */
export function CastingCallList({ calls, role }: CastingCallListProps) {
  const { t } = useTranslation();
  const isBrand = role === 'brand';
  return (
    <ListCard aria-label={t('castingCalls.list.label')}>
      {calls.map((call) => (
        <CallListItem
          key={call.id}
          className="casting-call-list__item"
          callId={call.id}
          title={call.title}
          meta={
            <>
              <span>{call.brand.name}</span>
              <span>{call.networks.map((network) => t(`networks.${network}`)).join(', ')}</span>
              <span>{t('castingCalls.list.deadline', { date: formatDate(call.deadline) })}</span>
            </>
          }
          side={
            <>
              <span className="casting-call-list__budget">
                {t('castingCalls.list.budget', {
                  min: formatMoneyUsd(call.budget_min),
                  max: formatMoneyUsd(call.budget_max),
                })}
              </span>
              {isBrand ? (
                <>
                  <CastingCallStatusPill status={call.status} />
                  <span className="ui-list-card__note">
                    {t('castingCalls.list.applicants', { count: call.applications_count })}
                  </span>
                </>
              ) : (
                <>
                  {call.invited_at && <InvitationBadge invitedAt={call.invited_at} />}
                  {call.my_application && (
                    <ApplicationStatusPill status={call.my_application.status} />
                  )}
                </>
              )}
            </>
          }
        >
          {isBrand && call.status !== 'closed' && (
            <Link
              to="/casting-calls/$id/edit"
              params={{ id: call.id }}
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              aria-label={t('castingCalls.list.edit', { title: call.title })}
            >
              <PencilIcon aria-hidden="true" />
            </Link>
          )}
        </CallListItem>
      ))}
    </ListCard>
  );
}
