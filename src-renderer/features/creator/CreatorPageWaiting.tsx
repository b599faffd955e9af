import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { buttonClassName } from '../../ui/button-class-name';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import type { RemoteState } from '../../data/use-remote-data';
import { isOfflineAtom } from '../../connectivity/connectivity-atoms';

interface CreatorPageWaitingProps {
  state: RemoteState<unknown>;
  onRetry: () => void;
}

/**
 * While the profile is read, or when it could not be (other than a missing creator or no views
 * left): the page keeps its heading and a way back. Offline the reason is that this profile was
 * not opened before on this desktop: main keeps the last creator pages opened (issue 17).
 */
export function CreatorPageWaiting({ state, onRetry }: CreatorPageWaitingProps) {
  const { t } = useTranslation();
  const offline = useAtomValue(isOfflineAtom);
  useDocumentTitle(t('creator.title'));
  return (
    <>
      <PageHeader
        eyebrow={t('creator.eyebrow')}
        title={t('creator.title')}
        actions={
          <Link to="/home_search" className={buttonClassName({ variant: 'secondary' })}>
            {t('creator.backToFinder')}
          </Link>
        }
      />
      {state.status === 'failed' && offline ? (
        <Alert tone="warning" title={t('creator.offlineTitle')}>
          <p>{t('creator.offline')}</p>
          <Button variant="secondary" size="sm" className="remote-view__retry" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <RemoteView
          state={state}
          loadingLabel={t('creator.loading')}
          failedTitle={t('creator.loadFailed')}
          onRetry={onRetry}
        >
          {() => null}
        </RemoteView>
      )}
    </>
  );
}
