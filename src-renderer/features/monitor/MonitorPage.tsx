import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MonitorKeyword } from '../../../src-shared/domain/monitor';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RemoteView } from '../../data/RemoteView';
import { KeywordPanel } from './KeywordPanel';
import { MonitorResults } from './MonitorResults';
import { useMonitorKeywords } from './use-monitor-keywords';
import './MonitorPage.css';

const routeApi = getRouteApi('/member/shell/monitor');

/** Route monitor: a brand's keywords and the creators' posts that mention them. */
export function MonitorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('monitor.title'));
  const { keyword } = routeApi.useSearch();
  const navigate = useNavigate();
  const keywords = useMonitorKeywords();

  return (
    <>
      <PageHeader
        eyebrow={t('monitor.eyebrow')}
        title={t('monitor.title')}
        description={t('monitor.description')}
      />
      <RemoteView
        state={keywords.state}
        loadingLabel={t('monitor.keywords.loading')}
        failedTitle={t('monitor.keywords.loadFailed')}
        onRetry={keywords.reload}
      >
        {(tracked) => {
          // An address naming a keyword no longer tracked shows them all.
          const filter = tracked.find((item) => item.keyword === keyword);
          const remove = async (removed: MonitorKeyword) => {
            await keywords.remove(removed);
            if (removed.id === filter?.id) void navigate({ to: '/monitor', search: {} });
          };
          return (
            <div className="monitor-page">
              <KeywordPanel
                tracked={tracked}
                add={keywords.add}
                onRemove={remove}
                reload={keywords.reload}
              />
              <MonitorResults tracked={tracked} filter={filter} />
            </div>
          );
        }}
      </RemoteView>
    </>
  );
}
