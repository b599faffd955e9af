import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../i18n/error-message';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { RemoteState } from './use-remote-data';
import './RemoteView.css';

export interface RemoteViewProps<T> {
  state: RemoteState<T>;
  /** Already translated; announced while reading. */
  loadingLabel: string;
  /** Already translated; the failure's title, with the server's reason under it. */
  failedTitle: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** The loading and failure states every screen of casting calls and proposals shares. */
export function RemoteView<T>({
  state,
  loadingLabel,
  failedTitle,
  onRetry,
  children,
}: RemoteViewProps<T>) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  if (state.status === 'loading') {
    return (
      <div className="remote-view__loading">
        <Spinner label={loadingLabel} />
      </div>
    );
  }
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
  return <>{children(state.data)}</>;
}
