import * as v from 'valibot';
import type { AiImageCatalog } from '../../../src-shared/domain/ai-image';
import { AiImageRequestSchema } from '../../../src-shared/schemas/ai-image';

/** The pickers hold catalogue values as numbers; the shared schema says which ones are allowed. */
export interface StudioFormValues {
  prompt: string;
  model: number;
  /** null is the style "none". */
  style: number | null;
}

export const STUDIO_FORM_FIELDS = ['prompt', 'model', 'style'] as const;

export const studioFormSchema = v.pipe(
  v.object({ prompt: v.string(), model: v.number(), style: v.nullable(v.number()) }),
  // Any number may sit in the form (a draft from an older catalogue); the shared schema decides.
  v.transform((values): unknown => values),
  AiImageRequestSchema,
);

/** A new prompt starts on the catalogue's first model and no style. */
export function studioDefaults(catalog: AiImageCatalog): StudioFormValues {
  return { prompt: '', model: catalog.models[0]?.value ?? 0, style: null };
}

/** Where the prompt waits as a draft; one studio per account, so one key. */
export const STUDIO_DRAFT_KEY = 'image-studio';
