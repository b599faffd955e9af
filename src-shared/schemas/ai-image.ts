import * as v from 'valibot';
import { AI_IMAGE_MODEL_VALUES, AI_IMAGE_STYLE_IDS } from '../catalogs/ai-image';
import { textBetween } from './common';
import { AI_PROMPT_MAX_LENGTH, AI_PROMPT_MIN_LENGTH } from '../rules/text-limits';

/**
 * `POST /api/v3/images/generate/`: a prompt (trimmed, 3 to 1,000 characters), a model of the
 * catalogue and a style of it, null or absent meaning none.
 */
export const AiImageRequestSchema = v.strictObject({
  prompt: textBetween(AI_PROMPT_MIN_LENGTH, AI_PROMPT_MAX_LENGTH, 'prompt', { multiline: true }),
  model: v.picklist(AI_IMAGE_MODEL_VALUES, 'validation.imageModelInvalid'),
  style: v.optional(
    v.nullable(v.picklist(AI_IMAGE_STYLE_IDS, 'validation.imageStyleInvalid')),
    null,
  ),
});

export type AiImageRequest = v.InferOutput<typeof AiImageRequestSchema>;
