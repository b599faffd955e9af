import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { KitPageData } from './kit-page-data';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { DocumentIcon } from '../../ui/icons';
import { RemoteView } from '../../data/RemoteView';
import type { RemoteState } from '../../data/use-remote-data';

export interface MediaKitBodyProps {
  state: RemoteState<KitPageData>;
  onRetry: () => void;
  children: (data: KitPageData) => ReactNode;
}

const isOfflineWithoutData = (error: unknown) =>
  error instanceof BridgeError && error.code === ErrorCode.offlineNoData;

/**
 * Loading and failure of the kit. No server and no copy on this computer is not a fault to
 * retry blindly: it says what is missing and how to get it.
 */
export function MediaKitBody({ state, onRetry, children }: MediaKitBodyProps) {
  const { t } = useTranslation();
  if (state.status === 'failed' && isOfflineWithoutData(state.error)) {
    return (
      <EmptyState
        icon={<DocumentIcon />}
        title={t('mediaKit.noData.title')}
        description={<p>{t('errors.offline_no_data')}</p>}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <RemoteView
      state={state}
      loadingLabel={t('mediaKit.loading')}
      failedTitle={t('mediaKit.loadFailed')}
      onRetry={onRetry}
      dataAge={false}
    >
      {children}
    </RemoteView>
  );
}
