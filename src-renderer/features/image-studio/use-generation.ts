import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../src-shared/api/error-codes';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import type { GeneratedImage } from '../../../src-shared/domain/ai-image';
import type { AiImageRequest } from '../../../src-shared/schemas/ai-image';
import { fieldErrorsFor } from '../../bridge/field-errors';
import { call } from '../../bridge/client';
import { currentUserAtom } from '../../session/session-atoms';
import { toast } from '../../ui/toast';
import { useServerMessage } from './server-message';
import { IDLE_STUDIO, studioSessionsAtom, type StudioSession } from './studio-atoms';
import { STUDIO_FORM_FIELDS } from './studio-form';

export type GenerationOutcome =
  | { status: 'generated'; image: GeneratedImage }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

export interface Generation extends StudioSession {
  generate: (request: AiImageRequest) => Promise<GenerationOutcome>;
  cancel: () => Promise<void>;
  /** Puts an image in the result card (null empties it). */
  show: (image: GeneratedImage | null) => void;
}

const isCancelled = (error: unknown) =>
  error instanceof BridgeError && error.code === ErrorCode.requestCancelled;

/** The active account's studio: one generation at a time, which "Cancelar" aborts. */
export function useGeneration(): Generation {
  const { t } = useTranslation();
  const describe = useServerMessage({ notConfigured: t('imageStudio.notConfigured.text') });
  const owner = useAtomValue(currentUserAtom)?.id ?? '';
  const [sessions, setSessions] = useAtom(studioSessionsAtom);
  const session = sessions[owner] ?? IDLE_STUDIO;

  // Keyed by the account that started it: an answer arriving after a switch stays with its owner.
  const update = useCallback(
    (change: (current: StudioSession) => StudioSession) =>
      setSessions((all) => ({ ...all, [owner]: change(all[owner] ?? IDLE_STUDIO) })),
    [owner, setSessions],
  );

  const generate = async (request: AiImageRequest): Promise<GenerationOutcome> => {
    update((current) => ({
      ...current,
      run: { startedAt: Date.now(), cancelling: false },
      failure: null,
    }));
    try {
      const image = await call('generateAiImage', request);
      update((current) => ({ ...current, run: null, shown: image }));
      return { status: 'generated', image };
    } catch (error) {
      // A cancel is the person's own choice, and a field error shows under its field.
      const quiet =
        isCancelled(error) || Object.keys(fieldErrorsFor(error, STUDIO_FORM_FIELDS)).length > 0;
      update((current) => ({ ...current, run: null, failure: quiet ? null : describe(error) }));
      return isCancelled(error) ? { status: 'cancelled' } : { status: 'failed', error };
    }
  };

  const cancel = async () => {
    update((current) =>
      current.run ? { ...current, run: { ...current.run, cancelling: true } } : current,
    );
    try {
      await call('cancelAiImage');
    } catch (error) {
      update((current) =>
        current.run ? { ...current, run: { ...current.run, cancelling: false } } : current,
      );
      toast.error({ title: t('imageStudio.progress.cancelFailed'), description: describe(error) });
    }
  };

  const show = (image: GeneratedImage | null) =>
    update((current) => ({ ...current, shown: image }));

  return { ...session, generate, cancel, show };
}
