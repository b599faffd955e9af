import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, subscribe } from '../../bridge/client';
import { sessionAtom } from '../../session/session-atoms';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useRemoteData } from '../marketplace/use-remote-data';
import { BatchExportDialog } from './BatchExportDialog';
import { KitDataAge } from './KitDataAge';
import { KitExportButtons } from './KitExportButtons';
import { KitPreview } from './KitPreview';
import { batchRunAtom } from './media-kit-atoms';
import { MediaKitBody } from './MediaKitBody';
import { useKitExport } from './use-kit-export';
import './MediaKitPage.css';

const loadKit = () => call('getMediaKit', {});

/**
 * Route media-kit: the active creator's kit as it will print, its age (and whether it is this
 * computer's offline copy), single exports, and the batch export for several creators.
 */
export function MediaKitPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mediaKit.title'));
  const { activeAccountId } = useAtomValue(sessionAtom);
  const { state, reload } = useRemoteData(`media-kit:${activeAccountId ?? ''}`, loadKit);
  const { busy, exportAs } = useKitExport();
  const batchRunning = useAtomValue(batchRunAtom).phase === 'running';
  const [batchOpen, setBatchOpen] = useState(false);

  // An offline copy on screen is replaced by fresh data as soon as the server answers again.
  const showingCopy = state.status === 'ready' && state.data.from_cache;
  const onConnectivity = useEffectEvent((online: boolean) => {
    if (online && showingCopy) reload();
  });
  useEffect(() => subscribe('connectivityChanged', ({ online }) => onConnectivity(online)), []);

  return (
    <>
      <PageHeader
        eyebrow={t('mediaKit.eyebrow')}
        title={t('mediaKit.title')}
        description={t('mediaKit.description')}
        actions={
          <>
            {state.status === 'ready' && (
              <KitExportButtons busy={busy} disabled={batchRunning} onExport={exportAs} />
            )}
            <Button variant="ghost" onClick={() => setBatchOpen(true)}>
              {batchRunning ? t('mediaKit.batch.running') : t('mediaKit.batch.open')}
            </Button>
          </>
        }
      />
      <MediaKitBody state={state} onRetry={reload}>
        {(view) => (
          <div className="media-kit-page">
            <KitDataAge view={view} />
            <KitPreview kit={view.kit} />
          </div>
        )}
      </MediaKitBody>
      <BatchExportDialog open={batchOpen} onClose={() => setBatchOpen(false)} />
    </>
  );
}
