import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useMountedRef } from '../../ui/use-mounted-ref';

/**
 * Saves a story's image or video where the creator chooses (main's save dialog). A closed dialog
 * is their choice, so it says nothing.
 */
export function useSaveStory() {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const mounted = useMountedRef();
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (id: string) => {
    setSaving(id);
    try {
      const answer = await call('saveStoryFile', { id });
      if (answer.saved) {
        toast.success({ title: t('stories.saved', { fileName: answer.fileName ?? '' }) });
      }
    } catch (error) {
      toast.error({ title: t('stories.saveFailed'), description: describe(error) });
    } finally {
      if (mounted.current) setSaving(null);
    }
  };

  return { saving, save };
}
