import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { buttonClassName } from '../../ui/button-class-name';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../marketplace/RemoteView';
import { useRemoteData, type RemoteState } from '../marketplace/use-remote-data';
import { CreatorProfile } from './CreatorProfile';
import { isViewsExhausted } from './views-exhausted';
import { ViewsExhausted } from './ViewsExhausted';

const routeApi = getRouteApi('/member/shell/creators/$id');

/** Route creators/$id: reading the profile spends one of the brand's monthly views. */
export function CreatorPage() {
  const { t } = useTranslation();
  const { id } = routeApi.useParams();
  const { state, reload } = useRemoteData(`creator:${id}`, () => call('getCreator', { id }));

  if (state.status === 'failed' && isViewsExhausted(state.error)) return <ViewsExhausted />;
  if (state.status === 'ready') return <CreatorProfile creator={state.data} />;
  return <CreatorPageWaiting state={state} onRetry={reload} title={t('creator.title')} />;
}

interface CreatorPageWaitingProps {
  state: RemoteState<unknown>;
  onRetry: () => void;
  title: string;
}

/** Loading, or a failure other than the views: the page keeps its heading and a way back. */
function CreatorPageWaiting({ state, onRetry, title }: CreatorPageWaitingProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <>
      <PageHeader
        eyebrow={t('creator.eyebrow')}
        title={title}
        actions={
          <Link to="/home_search" className={buttonClassName({ variant: 'secondary' })}>
            {t('creator.backToFinder')}
          </Link>
        }
      />
      <RemoteView
        state={state}
        loadingLabel={t('creator.loading')}
        failedTitle={t('creator.loadFailed')}
        onRetry={onRetry}
      >
        {() => null}
      </RemoteView>
    </>
  );
}
