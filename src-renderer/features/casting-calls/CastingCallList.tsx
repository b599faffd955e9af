import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CastingCall } from '../../../src-shared/domain/casting-call';
import type { Role } from '../../../src-shared/domain/user';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { buttonClassName } from '../../ui/button-class-name';
import { PencilIcon } from '../../ui/icons';
import { StatusPill } from '../marketplace/StatusPill';
import { APPLICATION_STATUS_TONES, CASTING_CALL_STATUS_TONES } from './casting-call-status';
import './CastingCallList.css';

export interface CastingCallListProps {
  calls: readonly CastingCall[];
  role: Role;
}

/** Calls in short: a brand sees status and applicants, a creator sees their own application. */
export function CastingCallList({ calls, role }: CastingCallListProps) {
  const { t } = useTranslation();
  const isBrand = role === 'brand';
  return (
    <ul className="casting-call-list" aria-label={t('castingCalls.list.label')}>
      {calls.map((call) => (
        <li key={call.id} className="casting-call-list__item">
          <div className="casting-call-list__main">
            <Link
              to="/view_casting_call/$id"
              params={{ id: call.id }}
              className="casting-call-list__title"
            >
              {call.title}
            </Link>
            <p className="casting-call-list__meta">
              <span>{call.brand.name}</span>
              <span>{call.networks.map((network) => t(`networks.${network}`)).join(', ')}</span>
              <span>{t('castingCalls.list.deadline', { date: formatDate(call.deadline) })}</span>
            </p>
          </div>
          <div className="casting-call-list__side">
            <span className="casting-call-list__budget">
              {t('castingCalls.list.budget', {
                min: formatMoneyUsd(call.budget_min),
                max: formatMoneyUsd(call.budget_max),
              })}
            </span>
            {isBrand ? (
              <>
                <StatusPill tone={CASTING_CALL_STATUS_TONES[call.status]}>
                  {t(`castingCalls.statuses.${call.status}`)}
                </StatusPill>
                <span className="casting-call-list__count">
                  {t('castingCalls.list.applicants', { count: call.applications_count })}
                </span>
              </>
            ) : (
              call.my_application && (
                <StatusPill tone={APPLICATION_STATUS_TONES[call.my_application.status]}>
                  {t(`applications.statuses.${call.my_application.status}`)}
                </StatusPill>
              )
            )}
          </div>
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
        </li>
      ))}
    </ul>
  );
}
