import { useAtomValue } from 'jotai';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from '../../bridge/client';
import { sessionAtom } from '../../session/session-atoms';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useRemoteData } from '../../data/use-remote-data';
import { BatchExportDialog } from './BatchExportDialog';
import { loadKitPage } from './kit-page-data';
import { batchRunAtom } from './media-kit-atoms';
import { MediaKitBody } from './MediaKitBody';
import { MediaKitWorkspace } from './MediaKitWorkspace';
import './MediaKitPage.css';

/**
 * Route media-kit: the active creator's kit as it will print, its age (and whether it is this
 * computer's offline copy), its options, single exports, and the batch export for several
 * creators.
 */
export function MediaKitPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mediaKit.title'));
  const { activeAccountId } = useAtomValue(sessionAtom);
  const { state, reload } = useRemoteData(`media-kit:${activeAccountId ?? ''}`, () =>
    loadKitPage(activeAccountId),
  );
  const batchRunning = useAtomValue(batchRunAtom).phase === 'running';
  const [batchOpen, setBatchOpen] = useState(false);

  // Back online, the kit is read again: an offline copy on screen is replaced by fresh data, and
  // that read's sync registers the kits exported offline, so their note goes. (Main's count is
  // the truth; the page may have added kits it exported offline to the count it was given.)
  const showingKit = state.status === 'ready';
  const onConnectivity = useEffectEvent((online: boolean) => {
    if (online && showingKit) reload();
  });
  useEffect(() => subscribe('connectivityChanged', ({ online }) => onConnectivity(online)), []);

  return (
    <>
      <PageHeader
        eyebrow={t('mediaKit.eyebrow')}
        title={t('mediaKit.title')}
        description={t('mediaKit.description')}
        actions={
          <Button variant="ghost" onClick={() => setBatchOpen(true)}>
            {batchRunning ? t('mediaKit.batch.running') : t('mediaKit.batch.open')}
          </Button>
        }
      />
      <MediaKitBody state={state} onRetry={reload}>
        {/* Keyed by account: another account's options never take over this one's saves. */}
        {(data) => (
          <MediaKitWorkspace key={activeAccountId ?? ''} accountId={activeAccountId} data={data} />
        )}
      </MediaKitBody>
      <BatchExportDialog open={batchOpen} onClose={() => setBatchOpen(false)} />
    </>
  );
}
