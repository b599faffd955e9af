import { useTranslation } from 'react-i18next';
import type { CastingApplication, CastingCall } from '../../../src-shared/domain/casting-call';
import { call as callBridge } from '../../bridge/client';
import { EmptyState } from '../../ui/EmptyState';
import { UserIcon } from '../../ui/icons';
import { ListCard } from '../../ui/ListCard';
import { RemoteView } from '../marketplace/RemoteView';
import { useRemoteData } from '../marketplace/use-remote-data';
import { ApplicantItem } from './ApplicantItem';
import './ApplicantList.css';

/** The owner's view of who applied to a call, with their price and message, to decide on. */
export function ApplicantList({ call }: { call: CastingCall }) {
  const { t } = useTranslation();
  const { state, reload, replace } = useRemoteData(
    `applications:${call.id}`,
    async () => (await callBridge('listApplications', { castingCallId: call.id })).results,
  );

  const replaceOne = (list: CastingApplication[], next: CastingApplication) =>
    replace(list.map((item) => (item.id === next.id ? next : item)));

  return (
    <section className="applicant-list" aria-labelledby="applicant-list-title">
      <h2 id="applicant-list-title" className="applicant-list__title">
        {t('applications.list.title')}
      </h2>
      <RemoteView
        state={state}
        loadingLabel={t('applications.list.loading')}
        failedTitle={t('applications.list.failed')}
        onRetry={reload}
      >
        {(applications) =>
          applications.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<UserIcon />}
              title={t('applications.list.empty')}
              description={t('applications.list.emptyHint')}
            />
          ) : (
            <ListCard aria-label={t('applications.list.label')}>
              {applications.map((application) => (
                <ApplicantItem
                  key={application.id}
                  call={call}
                  application={application}
                  onChanged={(next) => replaceOne(applications, next)}
                  onReload={reload}
                />
              ))}
            </ListCard>
          )
        }
      </RemoteView>
    </section>
  );
}
