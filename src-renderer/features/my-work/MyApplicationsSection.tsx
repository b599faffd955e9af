import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { MegaphoneIcon } from '../../ui/icons';
import { APPLICATION_STATUS_TONES } from '../casting-calls/casting-call-status';
import { RemoteView } from '../marketplace/RemoteView';
import { StatusPill } from '../marketplace/StatusPill';
import { useRemoteData } from '../marketplace/use-remote-data';
import './MyWorkLists.css';

/** my_work/applications: every call the creator applied to, with where it stands. */
export function MyApplicationsSection() {
  const { t } = useTranslation();
  const { state, reload } = useRemoteData(
    'my-applications',
    async () => (await call('listMyApplications')).results,
  );
  return (
    <RemoteView
      state={state}
      loadingLabel={t('applications.myWork.loading')}
      failedTitle={t('applications.myWork.failed')}
      onRetry={reload}
    >
      {(applications) =>
        applications.length === 0 ? (
          <EmptyState
            icon={<MegaphoneIcon />}
            title={t('applications.myWork.empty')}
            description={t('applications.myWork.emptyHint')}
            action={
              <Link to="/casting-calls" className={buttonClassName()}>
                {t('applications.myWork.browse')}
              </Link>
            }
          />
        ) : (
          <ul className="my-work-list" aria-label={t('applications.myWork.label')}>
            {applications.map((application) => (
              <li key={application.id} className="my-work-list__item">
                <div className="my-work-list__main">
                  <Link
                    to="/view_casting_call/$id"
                    params={{ id: application.casting_call_id }}
                    className="my-work-list__title"
                  >
                    {application.casting_call_title}
                  </Link>
                  <p className="my-work-list__meta">
                    <span>{application.brand.name}</span>
                    <span>
                      {t('applications.mine.sentOn', { date: formatDate(application.created_at) })}
                    </span>
                  </p>
                </div>
                <div className="my-work-list__side">
                  <span className="my-work-list__price">
                    <span className="visually-hidden">{t('applications.mine.price')}: </span>
                    {formatMoneyUsd(application.price)}
                  </span>
                  <StatusPill tone={APPLICATION_STATUS_TONES[application.status]}>
                    {t(`applications.statuses.${application.status}`)}
                  </StatusPill>
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </RemoteView>
  );
}
