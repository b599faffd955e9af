import { useTranslation } from 'react-i18next';
import type { ListPage } from '../../../src-shared/api/envelope';
import type { CastingApplication, CastingCall } from '../../../src-shared/domain/casting-call';
import { call as callBridge } from '../../bridge/client';
import { EmptyState } from '../../ui/EmptyState';
import { UserIcon } from '../../ui/icons';
import { ListCard } from '../../ui/ListCard';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { ApplicantItem } from './ApplicantItem';
import './ApplicantList.css';

/** The owner's view of who applied to a call, with their price and message, to decide on. */
export function ApplicantList({ call }: { call: CastingCall }) {
  const { t } = useTranslation();
  const { state, reload, replace } = useRemoteData(
    `applications:${call.id}`,
    // The whole page, not just its results: offline it carries how old the saved copy is.
    () => callBridge('listApplications', { castingCallId: call.id }),
  );

  const replaceOne = (page: ListPage<CastingApplication>, next: CastingApplication) =>
    replace({ ...page, results: page.results.map((item) => (item.id === next.id ? next : item)) });

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
        {(page) =>
          page.results.length === 0 ? (
            <EmptyState
              headingLevel={3}
              icon={<UserIcon />}
              title={t('applications.list.empty')}
              description={t('applications.list.emptyHint')}
            />
          ) : (
            <ListCard aria-label={t('applications.list.label')}>
              {page.results.map((application) => (
                <ApplicantItem
                  key={application.id}
                  call={call}
                  application={application}
                  onChanged={(next) => replaceOne(page, next)}
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
