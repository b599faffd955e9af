import { atom } from 'jotai';
import type { GeneratedImage } from '../../../src-shared/domain/ai-image';

export interface GenerationRun {
  /** `Date.now()` when the request left, for the elapsed seconds. */
  startedAt: number;
  /** "Cancelar" was pressed; main is aborting the call. */
  cancelling: boolean;
}

/** What the studio shows besides the form: a generation under way, the image, the last failure. */
export interface StudioSession {
  run: GenerationRun | null;
  /** The image in the result card: the newest generated, or one picked from the history. */
  shown: GeneratedImage | null;
  /** Why the last generation failed, already in Spanish; null once it succeeds again. */
  failure: string | null;
}

export const IDLE_STUDIO: StudioSession = { run: null, shown: null, failure: null };

/**
 * Per account (user id), outside the page: a generation takes up to a minute, so leaving the
 * studio and coming back finds it still running, or its image; another account never sees it.
 */
export const studioSessionsAtom = atom<Readonly<Record<string, StudioSession>>>({});
