import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKitFormat } from '../../../src-shared/domain/media-kit';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';

/**
 * The brand's campaign report of the collaboration, PDF or PNG, printed by main (offline too, from
 * the copy) and saved through the native dialog; the toast names the file.
 */
export function ReportExportButtons({ collaborationId }: { collaborationId: string }) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<MediaKitFormat | null>(null);
  const exportAs = async (format: MediaKitFormat) => {
    setBusy(format);
    try {
      const answer = await call('exportCampaignReport', { collaborationId, format });
      if (answer.saved) {
        toast.success({ title: t('collaborations.view.exported', { fileName: answer.fileName }) });
      }
    } catch (error) {
      toast.error({ title: t('collaborations.view.exportFailed'), description: describe(error) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label={t('collaborations.view.export')} className="report-export">
      <Button
        variant="secondary"
        size="sm"
        loading={busy === 'pdf'}
        disabled={busy !== null}
        onClick={() => void exportAs('pdf')}
      >
        {t('collaborations.view.exportPdf')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={busy === 'png'}
        disabled={busy !== null}
        onClick={() => void exportAs('png')}
      >
        {t('collaborations.view.exportPng')}
      </Button>
    </div>
  );
}
