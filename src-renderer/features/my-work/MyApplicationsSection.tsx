import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { buttonClassName } from '../../ui/button-class-name';
import { EmptyState } from '../../ui/EmptyState';
import { MegaphoneIcon } from '../../ui/icons';
import { RemoteView } from '../../data/RemoteView';
import { useRemoteData } from '../../data/use-remote-data';
import { MyApplicationList } from './MyApplicationList';

/** my_work/applications: every call the creator applied to, with where it stands. */
export function MyApplicationsSection() {
  const { t } = useTranslation();
  // The whole page, not just its results: offline it carries how old the saved copy is.
  const { state, reload } = useRemoteData('my-applications', () => call('listMyApplications'));
  return (
    <RemoteView
      state={state}
      loadingLabel={t('applications.myWork.loading')}
      failedTitle={t('applications.myWork.failed')}
      onRetry={reload}
    >
      {({ results: applications }) =>
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
          <MyApplicationList applications={applications} />
        )
      }
    </RemoteView>
  );
}
