import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import type { RemoteState } from '../../data/use-remote-data';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';

interface PublicProfileWaitingProps {
  state: RemoteState<unknown>;
  onRetry: () => void;
}

/**
 * While the profile is read, or when it could not be: the page keeps its heading. Offline the
 * reason is the connection (no saved copy holds other creators' profiles), and the page reads
 * again by itself once the server answers.
 */
export function PublicProfileWaiting({ state, onRetry }: PublicProfileWaitingProps) {
  const { t } = useTranslation();
  const offline = useAtomValue(isOfflineAtom);
  useDocumentTitle(t('publicProfile.title'));
  return (
    <>
      <PageHeader eyebrow={t('publicProfile.eyebrow')} title={t('publicProfile.title')} />
      {state.status === 'failed' && offline ? (
        <Alert tone="warning" title={t('publicProfile.offlineTitle')}>
          <p>{t('publicProfile.offline')}</p>
          <Button variant="secondary" size="sm" className="remote-view__retry" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <RemoteView
          state={state}
          loadingLabel={t('publicProfile.loading')}
          failedTitle={t('publicProfile.failed')}
          onRetry={onRetry}
        >
          {() => null}
        </RemoteView>
      )}
    </>
  );
}
