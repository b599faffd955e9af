import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useMountedRef } from '../../ui/use-mounted-ref';

/**
 * "Agregar al calendario": main builds the `.ics` (one event per item and kind, stable UIDs, so
 * importing it again updates the same events) and asks where to save it. A closed dialog is the
 * person's choice and says nothing; a saved file is named in a toast.
 */
export function useCalendarExport() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const mounted = useMountedRef();
  const [busy, setBusy] = useState(false);

  const exportRange = async (range: { from: string; to: string }) => {
    setBusy(true);
    try {
      const answer = await call('exportCalendar', range);
      if (answer.saved) {
        toast.success({
          title: t('calendar.exported', { fileName: answer.fileName ?? '' }),
          description: t('calendar.exportedHint'),
        });
      }
    } catch (error) {
      toast.error({ title: t('calendar.exportFailed'), description: describe(error) });
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  return { busy, exportRange };
}
