import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKitExportAnswer, MediaKitFormat } from '../../../src-shared/domain/media-kit';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useMountedRef } from '../../ui/use-mounted-ref';

/**
 * Exports one account's kit: main asks where to save and writes the file. Main prints with the
 * options it has stored, so `beforeExport` (saving the last change) runs first and a failed save
 * stops the export. A closed save dialog is the user's choice, so it says nothing. `onSaved`
 * learns each saved kit's verification (registered, or kept here until the next sync).
 */
export function useKitExport(
  accountId: string | null,
  beforeExport: () => Promise<boolean>,
  onSaved: (answer: MediaKitExportAnswer) => void,
) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const mounted = useMountedRef();
  const [busy, setBusy] = useState<MediaKitFormat | null>(null);

  const exportAs = async (format: MediaKitFormat) => {
    setBusy(format);
    try {
      if (!(await beforeExport())) return;
      const answer = await call('exportMediaKit', { ...(accountId ? { accountId } : {}), format });
      if (answer.saved) {
        if (mounted.current) onSaved(answer);
        toast.success({ title: t('mediaKit.saved', { fileName: answer.fileName ?? '' }) });
      }
    } catch (error) {
      toast.error({ title: t('mediaKit.exportFailed'), description: describe(error) });
    } finally {
      if (mounted.current) setBusy(null);
    }
  };

  return { busy, exportAs };
}
