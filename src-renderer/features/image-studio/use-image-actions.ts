import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedImage } from '../../../src-shared/domain/ai-image';
import { call } from '../../bridge/client';
import { useErrorMessage } from '../../i18n/error-message';
import { toast } from '../../ui/toast';
import { useMountedRef } from '../../ui/use-mounted-ref';

export type ImageAction = 'save' | 'export';

/** Saving a generated image to the briefcase and exporting it through the save dialog. */
export function useImageActions(onSaved: (image: GeneratedImage) => void) {
  const { t } = useTranslation();
  const describe = useErrorMessage();
  const mounted = useMountedRef();
  const [busy, setBusy] = useState<ImageAction | null>(null);

  const run = async (action: ImageAction, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      if (mounted.current) setBusy(null);
    }
  };

  const saveToBriefcase = (image: GeneratedImage) =>
    run('save', async () => {
      try {
        const answer = await call('saveAiImageToBriefcase', { id: image.id });
        toast.success({ title: t('imageStudio.result.savedToBriefcase') });
        onSaved(answer.image);
      } catch (error) {
        toast.error({ title: t('imageStudio.result.saveFailed'), description: describe(error) });
      }
    });

  // A closed save dialog is the person's choice: nothing to say.
  const exportImage = (image: GeneratedImage) =>
    run('export', async () => {
      try {
        const answer = await call('exportAiImage', { id: image.id });
        if (answer.saved) {
          toast.success({
            title: t('imageStudio.result.exported', { fileName: answer.fileName ?? '' }),
          });
        }
      } catch (error) {
        toast.error({ title: t('imageStudio.result.exportFailed'), description: describe(error) });
      }
    });

  return { busy, saveToBriefcase, exportImage };
}
