import { useTranslation } from 'react-i18next';
import type { CastingApplication } from '../../../src-shared/domain/casting-call';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { ListCard } from '../../ui/ListCard';
import { CallListItem, ApplicationStatusPill } from '../casting-calls';
import './MyApplicationList.css';

/** The creator's applications in short: the call, its brand, when they applied, price, status. */
export function MyApplicationList({
  applications,
}: {
  applications: readonly CastingApplication[];
}) {
  const { t } = useTranslation();
  return (
    <ListCard aria-label={t('applications.myWork.label')}>
      {applications.map((application) => (
        <CallListItem
          key={application.id}
          className="my-work-list__item"
          callId={application.casting_call_id}
          title={application.casting_call_title}
          meta={
            <>
              <span>{application.brand.name}</span>
              <span>
                {t('applications.mine.sentOn', { date: formatDate(application.created_at) })}
              </span>
            </>
          }
          side={
            <>
              <span className="ui-list-card__amount">
                <span className="visually-hidden">{t('applications.mine.price')}: </span>
                {formatMoneyUsd(application.price)}
              </span>
              <ApplicationStatusPill status={application.status} />
            </>
          }
        />
      ))}
    </ListCard>
  );
}
