import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKitFormat } from '../../../src-shared/domain/media-kit';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useMountedRef } from '../../ui/use-mounted-ref';

/**
 * Exports the active account's kit: main asks where to save and writes the file. A closed save
 * dialog is the user's choice, so it says nothing.
 */
export function useKitExport() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const mounted = useMountedRef();
  const [busy, setBusy] = useState<MediaKitFormat | null>(null);

  const exportAs = async (format: MediaKitFormat) => {
    setBusy(format);
    try {
      const answer = await call('exportMediaKit', { format });
      if (answer.saved) {
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
