import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KitPrint } from '../../../src-shared/domain/media-kit';
import { KitDataAge } from './KitDataAge';
import { KitExportButton } from './KitExportButton';
import { KitOptionsPanel } from './KitOptionsPanel';
import { KitPreview } from './KitPreview';
import type { KitPageData } from './kit-page-data';
import { batchRunAtom } from './media-kit-atoms';
import { useKitExport } from './use-kit-export';
import { useKitOptions } from './use-kit-options';

export interface MediaKitWorkspaceProps {
  accountId: string | null;
  data: KitPageData;
}

/**
 * The kit's options beside its preview: a change shows at once and is saved for this account in
 * the background; exporting first saves whatever is still waiting.
 */
export function MediaKitWorkspace({ accountId, data }: MediaKitWorkspaceProps) {
  const { t } = useTranslation();
  const { options, change, flush } = useKitOptions(accountId, data.options);
  const { agency, view } = data;
  // Kits exported offline from this page add to the count main read with the kit, until the kit
  // is read again: main's count then includes them, or not once the sync registered them, so the
  // "exportado sin conexión" note goes as soon as their verification is on the server.
  const [exportedOffline, setExportedOffline] = useState({ view, count: 0 });
  const pending =
    view.pending_verifications + (exportedOffline.view === view ? exportedOffline.count : 0);
  const { busy, exportAs } = useKitExport(accountId, flush, ({ verification }) => {
    if (verification && !verification.registered) {
      setExportedOffline((known) => ({
        view,
        count: (known.view === view ? known.count : 0) + 1,
      }));
    }
  });
  const batchRunning = useAtomValue(batchRunAtom).phase === 'running';
  // A preview has no verification code yet; its date is today's on this computer, like an export's.
  const print = useMemo<KitPrint>(
    () => ({ options, agency, verification: null, exportedAt: new Date() }),
    [options, agency],
  );

  return (
    <div className="media-kit-page">
      <KitDataAge view={view} pendingVerifications={pending} />
      <KitOptionsPanel
        options={options}
        onChange={change}
        hasAgency={agency !== null}
        actions={
          <KitExportButton
            format={options.format}
            busy={busy !== null}
            blockedReason={batchRunning ? t('mediaKit.exportBlockedByBatch') : null}
            onExport={(format) => void exportAs(format)}
          />
        }
      />
      <KitPreview kit={view.kit} print={print} />
    </div>
  );
}
