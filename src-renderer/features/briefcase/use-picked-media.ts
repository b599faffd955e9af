import { useEffect, useState, type ChangeEvent } from 'react';
import { checkMediaFile, type MediaFileProblem, type MediaKind } from './media-file';

export interface PickedMedia {
  file: File;
  kind: MediaKind;
  /** Object URL to preview an image; videos are not previewed (no `blob:` media in the CSP). */
  previewUrl: string | null;
}

/** The file chosen for upload, checked the moment it is picked; a refused one is dropped. */
export function usePickedMedia() {
  const [picked, setPicked] = useState<PickedMedia | null>(null);
  const [problem, setProblem] = useState<MediaFileProblem | null>(null);

  const previewUrl = picked?.previewUrl;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Lets the same file be chosen again after a refusal.
    input.value = '';
    if (!file) return;
    const check = await checkMediaFile(file);
    if (!check.ok) {
      setProblem(check.problem);
      setPicked(null);
      return;
    }
    setProblem(null);
    setPicked({
      file,
      kind: check.kind,
      previewUrl: check.kind === 'image' ? URL.createObjectURL(file) : null,
    });
  };

  return { picked, problem, choose };
}
