import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineSavedAt } from '../../src-shared/domain/offline-copy';
import { useErrorMessage } from '../i18n/error-message';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { isOfflineAtom } from '../connectivity/connectivity-atoms';
import { isOfflineFailure } from '../connectivity/offline-failure';
import { SectionDataAge, SectionNoSavedData } from '../connectivity/SectionOfflineNote';
import { useReloadOnReconnect } from '../connectivity/use-reload-on-reconnect';
import type { RemoteState } from './use-remote-data';
import './RemoteView.css';

export interface RemoteViewProps<T> {
  state: RemoteState<T>;
  /** Already translated; announced while reading. */
  loadingLabel: string;
  /** Already translated; the failure's title, with the server's reason under it. */
  failedTitle: string;
  onRetry: () => void;
  /**
   * Offline, says above the data how old the saved copy is; false where the screen says it
   * itself (the kit, the networks dashboard).
   */
  dataAge?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The loading and failure states every section shares. When the server cannot be reached the
 * shell's one banner says so: a section shows its saved data with its age, or a quiet note when
 * it has none (never an error card of its own), and reads again once the server is back.
 */
export function RemoteView<T>({
  state,
  loadingLabel,
  failedTitle,
  onRetry,
  dataAge = true,
  children,
}: RemoteViewProps<T>) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const failedForWantOfServer = state.status === 'failed' && isOfflineFailure(state.error);
  useReloadOnReconnect(failedForWantOfServer, onRetry);
  // Quiet only once main has said the server is away: the banner is then there to say why.
  const offlineFailure = useAtomValue(isOfflineAtom) && failedForWantOfServer;
  if (state.status === 'loading') {
    return (
      <div className="remote-view__loading">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (offlineFailure) return <SectionNoSavedData />;
  if (state.status === 'failed') {
    return (
      <Alert tone="danger" title={failedTitle}>
        <p>{describe(state.error)}</p>
        <Button variant="secondary" size="sm" className="remote-view__retry" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <>
      {dataAge && <SectionDataAge savedAt={offlineSavedAt(state.data)} />}
      {children(state.data)}
    </>
  );
}
